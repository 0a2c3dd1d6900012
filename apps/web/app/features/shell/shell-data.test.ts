import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { clientKindOf } from '../../lib/client-kind.ts';
import { footerLinks } from './shell-data.server.ts';

const base = defaultSettings('6f1c2a52-8d1e-4a43-9b7c-2f4ad1f0a9e1');

describe('footerLinks', () => {
  it('turns the contact list into links, phones as tel: with their number as the label', () => {
    const links = footerLinks(
      {
        ...base,
        contacts: [
          {
            type: 'PHONE',
            value: '+998 71 200 70 70',
            title: { uz: 'Call-markaz', ru: 'Колл-центр', eng: 'Call centre' },
          },
          { type: 'TELEGRAM', value: '@navruz', title: null },
          { type: 'INSTAGRAM', value: 'https://instagram.com/navruz', title: null },
        ],
      },
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
      {
        ...base,
        contactsPhone: '+998901234567',
        contactsPhoneActive: true,
        telegram: 'shop',
        telegramActive: false,
      },
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
