/**
 * The national part of an Uzbek number as people read it: "90 123 45 67" (the +998 prefix is shown fixed
 * beside the field). Pure functions, so the mask is tested without a browser.
 */

/** The nine national digits of what was typed or pasted ("+998 90 123-45-67" -> "901234567"), at most nine. */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A pasted full number: drop the country code the field already shows.
  if (digits.length > 9 && digits.startsWith('998')) digits = digits.slice(3);
  return digits.slice(0, 9);
}

/** "901234567" -> "90 123 45 67"; partial input is grouped as far as it goes ("9012" -> "90 12"). */
export function formatNational(input: string): string {
  const d = nationalDigits(input);
  return [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean).join(' ');
}
