/**
 * Which action Telegram's MainButton carries on each screen (decision 330). The MainButton mirrors the page's
 * own primary button — its text, whether it is enabled or busy — and pressing it presses that button, so the
 * page stays the one place where the rules live (the basket's minimum, checkout's blocking reasons, the
 * order being placed) and the mini-app never disagrees with the website. telegram.css hides the mirrored
 * bottom bars while Telegram's button stands in for them.
 *
 * The pages are found by their class names: the floating basket (features/basket/floating-basket.tsx), the
 * basket's call to action (features/basket/basket-page.tsx), checkout's order bar
 * (features/checkout/sections/order-bar.tsx) and the order's payment (features/orders/order-detail.tsx); the
 * Telegram e2e journey (e2e/telegram-native.spec.ts) fails when one of them is renamed.
 */

export type MainScreen = 'menu' | 'basket' | 'checkout' | 'order';

/** The screen a path is, for the MainButton; null elsewhere (the button is hidden). */
export function mainScreenOf(pathname: string): MainScreen | null {
  if (pathname === '/' || pathname === '/category' || pathname === '/search') return 'menu';
  if (pathname.startsWith('/product/')) return 'menu';
  if (pathname === '/basket') return 'basket';
  if (pathname === '/checkout') return 'checkout';
  if (/^\/profile\/orders\/[^/]+\/?$/.test(pathname)) return 'order';
  return null;
}

/** The selector of each screen's primary button (the bars telegram.css hides are listed there). */
export const MAIN_SOURCES: Record<MainScreen, string> = {
  menu: '.floating-basket',
  basket: '.basket-cta__button',
  checkout: '.checkout-bar__order',
  order: '.order-pay__button',
};

/** A page button as the MainButton shows it. */
export interface MirroredAction {
  text: string;
  enabled: boolean;
  busy: boolean;
  element: HTMLElement;
}

const textOf = (root: ParentNode, selector: string): string =>
  (root.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** "Label · detail", leaving out empty parts. */
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The MainButton's text from the mirrored element: its words, with the sum it shows beside them. */
function labelOf(screen: MainScreen, element: HTMLElement, root: ParentNode): string {
  switch (screen) {
    case 'menu':
      // "3", "Basket", "125 000 so'm" -> "Basket (3) · 125 000 so'm"
      return joined(
        `${textOf(element, '.floating-basket__label')} (${textOf(element, '.floating-basket__count')})`,
        textOf(element, '.floating-basket__total'),
      );
    case 'basket':
      return joined(textOf(element, 'span:not(.basket-cta__total)'), textOf(element, '.basket-cta__total'));
    case 'checkout':
      return joined(textOf(root, '.checkout-bar__order'), textOf(root, '.checkout-bar__sum'));
    case 'order':
      return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
}

/** The page's primary button of a screen, as the MainButton shows it; null when the page has none now. */
export function mirroredAction(screen: MainScreen, root: ParentNode = document): MirroredAction | null {
  const element = root.querySelector<HTMLElement>(MAIN_SOURCES[screen]);
  if (!element) return null;
  const text = labelOf(screen, element, root);
  if (!text) return null;
  const disabled = element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
  return { text, enabled: !disabled, busy: element.getAttribute('aria-busy') === 'true', element };
}
