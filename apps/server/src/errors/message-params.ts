/** Values as the translated messages show them (errors/messages.ts puts the unit after them). */

/** 30000 -> "30 000" (no-break space between groups of three digits). */
export function groupDigits(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
