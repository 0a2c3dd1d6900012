// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mainScreenOf, mirroredAction } from './telegram-main-action.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the screen of a path', () => {
  it('is the menu, the basket, checkout or an order; nothing elsewhere', () => {
    expect(mainScreenOf('/')).toBe('menu');
    expect(mainScreenOf('/category')).toBe('menu');
    expect(mainScreenOf('/product/7')).toBe('menu');
    expect(mainScreenOf('/basket')).toBe('basket');
    expect(mainScreenOf('/checkout')).toBe('checkout');
    expect(mainScreenOf('/profile/orders/12')).toBe('order');
    expect(mainScreenOf('/profile/orders')).toBeNull();
    expect(mainScreenOf('/profile/orders/12/map')).toBeNull();
    expect(mainScreenOf('/profile')).toBeNull();
  });
});

describe("the page's primary button as the MainButton shows it", () => {
  it('reads the floating basket as "Basket (count) · total"', () => {
    document.body.innerHTML = `<a class="floating-basket" href="/basket"><span class="floating-basket__count">3</span>
      <span class="floating-basket__label">Savat</span><span class="floating-basket__total">125 000 so'm</span></a>`;
    const action = mirroredAction('menu');
    expect(action).toMatchObject({ text: "Savat (3) · 125 000 so'm", enabled: true, busy: false });
    expect(action?.element.tagName).toBe('A');
  });

  it("reads checkout's order button with the total, disabled and busy as the page has it", () => {
    document.body.innerHTML = `<div class="checkout-bar"><span class="checkout-bar__sum">98 000 so'm</span>
      <button class="checkout-bar__order" disabled aria-busy="true">Placing…</button></div>`;
    expect(mirroredAction('checkout')).toMatchObject({
      text: "Placing… · 98 000 so'm",
      enabled: false,
      busy: true,
    });
  });

  it("reads the basket's call to action", () => {
    document.body.innerHTML = `<div class="basket-cta"><a class="basket-cta__button" href="/checkout">
      <span>Rasmiylashtirish</span><span class="basket-cta__total">50 000 so'm</span></a></div>`;
    expect(mirroredAction('basket')?.text).toBe("Rasmiylashtirish · 50 000 so'm");
  });

  it('is null when the page shows no such button (an empty basket, a paid order)', () => {
    document.body.innerHTML = '<main><p>Empty</p></main>';
    expect(mirroredAction('menu')).toBeNull();
    expect(mirroredAction('order')).toBeNull();
  });

  it('presses the page button when run', () => {
    document.body.innerHTML = '<button class="order-pay__button">Pay 10 000</button>';
    const action = mirroredAction('order');
    let pressed = 0;
    action?.element.addEventListener('click', () => pressed++);
    action?.element.click();
    expect(action?.text).toBe('Pay 10 000');
    expect(pressed).toBe(1);
  });
});
