/**
 * The console's desk screens (issue 11): an operator takes an order by phone for a new caller in the call
 * centre, it opens on the board, and the caller, signing in on the storefront with that phone, finds it in
 * their orders; the order is found again in search; a kitchen account cannot open reports (neither the screen
 * nor the API); an admin reads today's report. Screenshots of call centre, search and reports at 1366x768 go
 * to CONSOLE_SHOTS_DIR (default test-results/).
 */
import {
  customerSignIn,
  freshPhone,
  openContext,
  plainDish,
  SHOTS,
  SIGNED_OUT_PROBE,
  SUB,
  serveTiles,
  staffSignIn,
} from './console-support.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

test('an operator takes a phone order that the customer then sees in their orders', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const merchantId = await merchantIdOf(request, SUB);
  const dish = await plainDish(request, merchantId);
  const phone = freshPhone();
  await serveTiles(page.context());

  await staffSignIn(page, 'operator', 'operator123', /\/console\/board$/);
  await page.getByRole('link', { name: 'Call centre' }).click();
  await expect(page).toHaveURL(/\/console\/call-centre$/);

  // A caller the merchant does not know yet: created with their name.
  await page.getByLabel("Customer's phone").fill(phone.slice(3));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No customer has this phone. Create one.')).toBeVisible();
  await page.getByLabel('First name').fill('Nodira');
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Nodira');

  // Three of a dish, picked up at the main branch, paid in cash.
  const add = page.getByRole('button', { name: `Add: ${dish.name.eng}` });
  await add.click();
  await page.getByRole('button', { name: `More: ${dish.name.eng}` }).click();
  await page.getByRole('button', { name: `More: ${dish.name.eng}` }).click();
  await expect(page.getByText('Choose the delivery address')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-call-centre-delivery-1366.png` });
  await page.getByText('Pick-up', { exact: true }).click();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('Total');
  await page.screenshot({ path: `${SHOTS}/console-call-centre-1366.png` });
  await place.click();

  // The placed order opens on the board.
  await expect(page).toHaveURL(/\/console\/board\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(/Order No\. \d+ placed/)).toBeVisible();
  // The number is read from the order's heading: the notice above closes by itself after a few seconds.
  const heading = page.getByRole('heading', { name: /^Order No\. \d+$/ });
  const number = Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));

  // The caller signs in on the storefront with that phone and finds it among their orders.
  const customer = await openContext(browser, consoleGuard, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await customerSignIn(customer.context, request, merchantId, phone);
  await gotoMerchant(customer.page, SUB, '/profile/orders');
  const card = customer.page.getByRole('link', { name: new RegExp(`^№${number} `) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(customer.page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(customer.page.getByText(dish.name.uz).first()).toBeVisible();
  await customer.context.close();

  // Search finds it again by the caller's last digits (the order's drawer closed first).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/console\/board$/);
  await page.getByRole('link', { name: 'Search and archive' }).click();
  await page.getByLabel('Phone').fill(phone.slice(-4));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`phone=${phone.slice(-4)}`));
  const row = page.getByRole('button', { name: `Open order No. ${number}` });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-search-1366.png` });
  await page.getByLabel('Phone').fill(phone.slice(-4));
  await page.getByRole('button', { name: 'Search' }).click();
  await row.click();
  // The order opens over the search it was found in, and closing it comes back to it (decision 378).
  await expect(page).toHaveURL(new RegExp(`/console/search/orders/${orderId}\\?phone=${phone.slice(-4)}$`));
  await expect(page.getByRole('dialog')).toContainText(`${number}`);
  await page.screenshot({ path: `${SHOTS}/console-search-order-1366.png` });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/console/search\\?phone=${phone.slice(-4)}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toBeVisible();
});

test('a kitchen account cannot open reports; an admin reads them', async ({ page, request }) => {
  const merchantId = await merchantIdOf(request, SUB);
  await staffSignIn(page, 'kitchen', 'kitchen123', /\/console\/kitchen$/);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/console/reports');
  await expect(page).toHaveURL(/\/console\/kitchen$/);
  const refused = await page.request.get('/api/staff/v1/reports?from=2026-11-01&to=2026-11-30', {
    headers: { merchant: merchantId },
  });
  expect(refused.status()).toBe(403);
  await page.getByRole('button', { name: /, Kitchen$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in/);

  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/console\/reports$/);
  await expect(page.getByRole('group', { name: 'Orders' })).toBeVisible();
  await page.getByText('This month').click();
  await expect(page.getByRole('region', { name: 'By day' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Revenue' })).toContainText('sum');
  await page.screenshot({ path: `${SHOTS}/console-reports-1366.png`, fullPage: true });
});

test('the call centre speaks Uzbek when the operator switches the language', async ({ page }) => {
  await serveTiles(page.context());
  await staffSignIn(page, 'operator', 'operator123', /\/console\/board$/);
  await page.getByRole('link', { name: 'Call centre' }).click();
  await page.getByText("O'z", { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Telefon orqali buyurtma' })).toBeVisible();
  await expect(page.getByText('Avval mijozni tanlang')).toBeVisible();
  await page
    .getByRole('button', { name: /^Qo'shish: / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Buyurtma' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/console-call-centre-uz-1366.png` });
});
