/**
 * A favourite is never lost (issue 10, decision 337): the customer taps a heart on the menu and leaves at once,
 * without waiting for the server; the heart's POST is finished by the browser (keepalive) or sent again by the
 * next page, so the dish is in the favourites and its heart is pressed when the customer comes back. Phone size.
 */
import { signInByApi } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test('a heart tapped just before leaving the page is kept', async ({ page, request }) => {
  const merchantId = await merchantIdOf(request, 'bodomzor');
  await signInByApi(page, request, merchantId);
  await gotoMerchant(page, 'bodomzor', '/');
  const card = page.locator('.card').first();
  const name = (await card.locator('.card-name').textContent())?.trim() ?? '';
  const heart = card.locator('.heart__button');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Straight to another page: a full document load, no waiting for the heart's answer.
  await gotoMerchant(page, 'bodomzor', '/about');

  await gotoMerchant(page, 'bodomzor', '/profile/favorites');
  await expect(page.locator('.card', { hasText: name })).toBeVisible();
  await gotoMerchant(page, 'bodomzor', '/');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.locator('.card', { hasText: name }).first().locator('.heart__button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
