/**
 * "7 000 000 – 10 000 000 UZS" may only break around the dash: spaces between digit groups become no-break
 * spaces, so a narrow card never shows "10" on one line and "000 000" on the next.
 */
export function keepNumbersTogether(text: string): string {
  return text.replace(/(\d) (?=\d)/g, '$1\u00a0');
}
