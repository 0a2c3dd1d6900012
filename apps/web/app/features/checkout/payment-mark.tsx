/**
 * A payment type's mark in the radio list: the providers' word marks in their brand colours (drawn as text, no
 * image files to load), a banknote for cash and a card for the terminal.
 */
import type { PaymentType } from '@dasturxon/contracts';

const WORD_MARKS: Partial<Record<PaymentType, { text: string; bg: string; fg: string }>> = {
  // Text colours at 4.5:1 on the brand colours (issue 10: white on Payme's teal was 2:1).
  PAYME: { text: 'payme', bg: '#33CCCC', fg: '#08292b' },
  CLICK: { text: 'click', bg: '#0066E0', fg: '#ffffff' },
  CLICK_MINI_APP: { text: 'click', bg: '#0066E0', fg: '#ffffff' },
  UZUM: { text: 'uzum', bg: '#7000FF', fg: '#ffffff' },
  PAYNET: { text: 'paynet', bg: '#00A651', fg: '#ffffff' },
};

export function PaymentMark({ type }: { type: PaymentType }) {
  const word = WORD_MARKS[type];
  if (word) {
    return (
      <span
        className="payment-mark payment-mark--word"
        style={{ background: word.bg, color: word.fg }}
        aria-hidden="true"
      >
        {word.text}
      </span>
    );
  }
  return (
    <span className="payment-mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
        {type === 'CASH' ? (
          <>
            <rect x="2.5" y="6" width="19" height="12" rx="2" />
            <circle cx="12" cy="12" r="2.6" />
            <path d="M6 9.5v5M18 9.5v5" />
          </>
        ) : (
          <>
            <rect x="2.5" y="5" width="19" height="14" rx="2" />
            <path d="M2.5 9.5h19M6 15h4" />
          </>
        )}
      </svg>
    </span>
  );
}
