/** `tel:` link target: digits and a leading plus only, so "+998 (71) 200-00-00" dials on every phone. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Uzbek numbers as people write them: "+998 71 200 00 00", with no-break spaces so a number never wraps
 * across lines. Anything that is not a 12-digit +998 number (or a 9-digit local one) is shown as typed.
 */
export function formatPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 9) digits = `998${digits}`;
  const m = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? ['+998', m[1], m[2], m[3], m[4]].join('\u00a0') : phone.trim();
}
