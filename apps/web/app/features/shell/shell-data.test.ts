import { makeMerchantSettings } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { clientKindOf } from '../../lib/client-kind.ts';
import { footerLinks, langFromAcceptLanguage } from './shell-data.server.ts';

describe('footerLinks', () => {
  it('turns the contact list into links, phones as tel: with their number as the label', () => {
    const links = footerLinks(
      makeMerchantSettings({
        contacts: [
          {
            type: 'PHONE',
            value: '+998 71 200 70 70',
            title: { uz: 'Call-markaz', ru: 'Колл-центр', eng: 'Call centre' },
          },
          { type: 'TELEGRAM', value: '@navruz', title: null },
          { type: 'INSTAGRAM', value: 'https://instagram.com/navruz', title: null },
        ],
      }),
      'ru',
    );
    expect(links).toEqual([
      { kind: 'PHONE', label: '+998 71 200 70 70', href: 'tel:+998712007070' },
      { kind: 'TELEGRAM', label: 'Telegram', href: 'https://t.me/navruz' },
      { kind: 'INSTAGRAM', label: 'Instagram', href: 'https://instagram.com/navruz' },
    ]);
  });

  it('falls back to the single contact fields that are switched on', () => {
    const links = footerLinks(
      makeMerchantSettings({
        contactsPhone: '+998901234567',
        contactsPhoneActive: true,
        telegram: 'shop',
        telegramActive: false,
      }),
      'uz',
    );
    expect(links.map((l) => l.href)).toEqual(['tel:+998901234567']);
  });
});

describe('clientKindOf', () => {
  it('is TG inside the Telegram mini-app (launch parameters or the remembered cookie), else WEB', () => {
    expect(clientKindOf(new URL('https://a.uz/?tgWebAppPlatform=ios'), {})).toBe('TG');
    expect(clientKindOf(new URL('https://a.uz/'), { client: 'tg' })).toBe('TG');
    expect(clientKindOf(new URL('https://a.uz/'), {})).toBe('WEB');
  });
});

describe('langFromAcceptLanguage (the page without a merchant speaks the browser’s language)', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['en-GB,en;q=0.9', 'eng'],
    ['uz-Latn-UZ,uz;q=0.9,ru;q=0.8', 'uz'],
    ['de-DE,de;q=0.9,ru;q=0.5,en;q=0.6', 'eng'],
    ['fr, ru;q=0', null],
    ['', null],
  ])('%j -> %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
