import { describe, expect, it } from 'vitest';
import { merchantContacts, socialLink } from './contact-links.ts';

const settings = {
  contactsPhone: '+998712000000',
  contactsPhoneActive: true,
  telegram: '@navruz_bot',
  telegramActive: true,
  instagram: 'https://instagram.com/navruz.uz/',
  instagramActive: true,
  facebook: 'navruz',
  facebookActive: false,
};

describe('merchant contacts', () => {
  it('lists only contacts whose Active flag is on', () => {
    const links = merchantContacts(settings, (p) => `formatted ${p}`);
    expect(links).toEqual([
      { kind: 'phone', text: 'formatted +998712000000', href: 'tel:+998712000000' },
      { kind: 'telegram', text: '@navruz_bot', href: 'https://t.me/navruz_bot' },
      { kind: 'instagram', text: '@navruz.uz', href: 'https://instagram.com/navruz.uz/' },
    ]);
  });

  it('accepts handles, @handles and URLs, and refuses anything that is not a web link', () => {
    expect(socialLink('telegram', 't.me/navruz')?.href).toBe('https://t.me/navruz');
    expect(socialLink('facebook', 'navruz')?.href).toBe('https://www.facebook.com/navruz');
    expect(socialLink('telegram', 'javascript:alert(1)')).toBeNull();
    expect(socialLink('instagram', 'two words')).toBeNull();
    expect(socialLink('instagram', '   ')).toBeNull();
  });
});
