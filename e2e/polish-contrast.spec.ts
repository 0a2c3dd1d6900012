/**
 * Small things a customer saw in the issue-10 screenshots (390x844): the chosen city chip of the branch list
 * showed no name (a content-page link rule gave it the chip's own background colour as its text colour), and
 * the basket's "to pay" sum broke after the number ("108 000 so'm" over "dan"); the refused card's "pay with
 * another card on Payme's page" sat left-aligned against the button's edges on its two lines.
 */

import { anyHourBranch, type BranchHours } from './fixtures/branches.ts';
import { plainDish, saveCard, setCheckout, signInByApi } from './fixtures/checkout.ts';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

for (const sub of ['bodomzor', 'navruz'] as const) {
  test(`the chosen city chip's name can be read (${sub})`, async ({ page }) => {
    await gotoMerchant(page, sub, '/branches');
    const chip = page.locator('.city-chips__chip[aria-current="page"]');
    await expect(chip).toBeVisible();
    const { color, background } = await chip.evaluate((el) => ({
      color: getComputedStyle(el).color,
      background: getComputedStyle(el).backgroundColor,
    }));
    expect(color).not.toBe(background);
  });
}

test('the basket says the sum to pay on one line', async ({ page, request, context }) => {
  const merchantId = await merchantIdOf(request, 'bodomzor');
  const dish = await plainDish(request, merchantId);
  await context.addCookies([
    { name: `basket_${merchantId}`, value: `${dish.id}x2`, domain: 'localhost', path: '/' },
  ]);
  await gotoMerchant(page, 'bodomzor', '/basket');
  const sum = page.getByTestId('basket-pay-total').locator('dd');
  await expect(sum).toBeVisible();
  const lines = await sum.evaluate((el) => {
    const height = el.getBoundingClientRect().height;
    const line =
      Number.parseFloat(getComputedStyle(el).lineHeight) ||
      1.2 * Number.parseFloat(getComputedStyle(el).fontSize);
    return Math.round(height / line);
  });
  expect(lines).toBe(1);
});

test('the refused card panel centres its two-line way to pay', async ({ page, request, consoleGuard }) => {
  // The order post's answer is 422 (the card refused): the browser logs it, the page explains it.
  consoleGuard.allow(/status of 422/);
  const merchantId = await merchantIdOf(request, 'navruz');
  const token = await signInByApi(page, request, merchantId);
  await saveCard(request, { merchant: merchantId, authorization: `Bearer ${token}` }, '8600069195050002');
  const dish = await plainDish(request, merchantId);
  const { body: branches } = await apiGet<({ id: number } & BranchHours)[]>(
    request,
    '/users/v1/branches',
    merchantId,
  );
  await setCheckout(page, merchantId, `${dish.id}x2`, {
    serviceType: 'PICK_UP',
    branchId: anyHourBranch(branches)?.id,
    paymentType: 'PAYME',
  });
  await gotoMerchant(page, 'navruz', '/checkout');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Buyurtma berish', exact: true }).click();
  const way = page.locator('.card-refused__ways a').first();
  await expect(way).toBeVisible();
  const look = await way.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    return {
      align: getComputedStyle(el).textAlign,
      left: text.left - box.left,
      right: box.right - text.right,
      top: text.top - box.top,
      bottom: box.bottom - text.bottom,
    };
  });
  expect(look.align).toBe('center');
  // The text keeps room from every edge of its button.
  expect(Math.min(look.left, look.right, look.top, look.bottom)).toBeGreaterThanOrEqual(8);
});
