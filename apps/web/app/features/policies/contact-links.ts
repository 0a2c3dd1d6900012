import type { MerchantSettings } from '@dasturxon/contracts';

export type ContactKind = 'phone' | 'telegram' | 'instagram' | 'facebook';

export interface ContactLink {
  kind: ContactKind;
  /** What the user reads: the number, @handle or page name. */
  text: string;
  href: string;
}

const HANDLE_HOSTS: Record<Exclude<ContactKind, 'phone'>, string> = {
  telegram: 'https://t.me/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
};

/**
 * Merchants type their social contacts as a full URL, "@handle" or a bare handle. Links always get an https
 * URL; the visible text is the handle, which reads better than a URL on a phone.
 */
export function socialLink(kind: Exclude<ContactKind, 'phone'>, raw: string): ContactLink | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const handle = url.pathname.replace(/^\/+|\/+$/g, '');
    return { kind, text: handle ? `@${handle}` : url.host, href: url.href };
  }
  const handle = value.replace(/^@/, '').replace(/^(t\.me|instagram\.com|facebook\.com)\//i, '');
  if (!/^[\w.]+$/.test(handle)) return null;
  return { kind, text: `@${handle}`, href: `${HANDLE_HOSTS[kind]}${handle}` };
}

export function phoneLink(raw: string, format: (p: string) => string): ContactLink | null {
  const digits = raw.replace(/[^\d+]/g, '');
  if (digits.replace('+', '').length < 5) return null;
  return { kind: 'phone', text: format(raw), href: `tel:${digits}` };
}

/** The merchant's public contacts, each only when its Active flag is on (spec §3 settings). */
export function merchantContacts(
  s: Pick<
    MerchantSettings,
    | 'contactsPhone'
    | 'contactsPhoneActive'
    | 'telegram'
    | 'telegramActive'
    | 'instagram'
    | 'instagramActive'
    | 'facebook'
    | 'facebookActive'
  >,
  formatPhone: (p: string) => string,
): ContactLink[] {
  const links = [
    s.contactsPhoneActive && s.contactsPhone ? phoneLink(s.contactsPhone, formatPhone) : null,
    s.telegramActive && s.telegram ? socialLink('telegram', s.telegram) : null,
    s.instagramActive && s.instagram ? socialLink('instagram', s.instagram) : null,
    s.facebookActive && s.facebook ? socialLink('facebook', s.facebook) : null,
  ];
  return links.filter((l): l is ContactLink => l !== null);
}
