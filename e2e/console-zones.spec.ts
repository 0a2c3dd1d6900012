/**
 * Delivery zones from the console (issue 12): an admin draws a zone on the map where no zone reaches yet, names
 * and prices it; a customer at an address inside it can order delivery, one outside (Samarkand) is told the
 * address is out of the service area. The map's preview says what a customer there pays. Screenshots of the
 * branches list, the branch form and the zones map at 1366x768 go to CONSOLE_SHOTS_DIR.
 */
import type { Page } from '@playwright/test';
import {
  openContext,
  plainDish,
  SHOTS,
  SIGNED_OUT_PROBE,
  SUB,
  serveTiles,
  setCheckout,
  staffSignIn,
  staffToken,
} from './console-support.ts';
import { signInByApi } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

const ZONE = 'E2E Chirchiq';

/** Drags the zones map by (dx, dy) pixels. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await page.getByTestId('zones-map').boundingBox();
  if (!box) throw new Error('map not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  await mapSettled(page);
}

/** Waits until the map stops moving (a drag ends in an inertia glide): clicks then land where they are aimed. */
async function mapSettled(page: Page) {
  const pane = page.locator('.leaflet-map-pane');
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await pane.getAttribute('style');
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
}

test('an admin draws a zone; a customer inside it can order delivery, one outside is told', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const merchantId = await merchantIdOf(request, SUB);
  await serveTiles(page.context());
  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);

  // The branches screen and its form, for the record.
  await page.goto(`/console/branches?vendor=${SUB}`);
  await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-branches-1366.png` });
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-branch-form-1366.png` });
  await page.keyboard.press('Escape');

  await page.goto(`/console/zones?vendor=${SUB}`);
  await expect(page.getByTestId('zones-map')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.leaflet-tile-pane')).toBeAttached({ timeout: 30_000 });
  // North-east, past the demo's outskirts zone: nothing delivers there yet.
  await dragMap(page, -450, 280);
  await dragMap(page, -450, 280);
  const map = page.getByTestId('zones-map');
  const box = await map.boundingBox();
  if (!box) throw new Error('map not drawn');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  await expect(page.getByText('This place is outside every zone: no delivery.')).toBeVisible();

  await page.getByTestId('draw-zone').click();
  const corners: Array<[number, number]> = [
    [cx - 120, cy - 90],
    [cx + 120, cy - 90],
    [cx + 120, cy + 90],
    [cx - 120, cy + 90],
  ];
  for (const [x, y] of corners) await page.mouse.click(x, y);
  // Closing the ring: a click on the first corner again (the map stood still since the drags, mapSettled).
  await page.mouse.click(corners[0]?.[0] ?? 0, corners[0]?.[1] ?? 0);
  await expect(page.getByText('4 points', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(ZONE);
  await page.getByRole('textbox', { name: 'Price' }).fill('17000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Zone saved')).toBeVisible();
  await expect(page.getByText(ZONE, { exact: true })).toBeVisible();

  await page.mouse.click(cx, cy);
  await expect(page.getByTestId('zone-preview')).toContainText(`(${ZONE})`);
  await page.screenshot({ path: `${SHOTS}/console-zones-1366.png` });

  // The zone's middle, from the API, is where the customer lives.
  const token = await staffToken(request, merchantId, 'admin', 'admin123');
  const headers = { merchant: merchantId, authorization: `Bearer ${token}` };
  const zones = (await (await request.get('/api/staff/v1/zones', { headers })).json()) as Array<{
    id: number;
    name: string;
    polygon: Array<[number, number]>;
  }>;
  const zone = zones.find((z) => z.name === ZONE);
  if (!zone) throw new Error('the drawn zone was not saved');
  const lat = zone.polygon.reduce((s, p) => s + p[0], 0) / zone.polygon.length;
  const lon = zone.polygon.reduce((s, p) => s + p[1], 0) / zone.polygon.length;

  const dish = await plainDish(request, merchantId);
  const customer = await openContext(browser, consoleGuard, { viewport: { width: 390, height: 844 } });
  await signInByApi(customer.page, request, merchantId);
  const order = customer.page.getByRole('button', { name: 'Buyurtma berish', exact: true });
  // The order bar says why it cannot order and offers the fix beside the button (decision 317).
  const outOfZone = customer.page
    .getByTestId('checkout-why')
    .getByRole('link', { name: 'Boshqa manzilni tanlang' });

  await setCheckout(customer.context, merchantId, `${dish.id}x3`, {
    serviceType: 'DELIVERY',
    address: { latitude: lat, longitude: lon, streetName: 'Amir Temur' },
  });
  await gotoMerchant(customer.page, SUB, '/checkout');
  await expect(customer.page.locator('.checkout-totals')).toBeVisible();
  await expect(customer.page.getByRole('link', { name: 'Boshqa manzilni tanlang' })).toHaveCount(0);
  await expect(customer.page.locator('.checkout-problems')).toHaveCount(0);
  await customer.page.locator('.checkout-totals').scrollIntoViewIfNeeded();
  await customer.page.screenshot({ path: `${SHOTS}/storefront-checkout-in-drawn-zone-390.png` });
  await expect(order).toBeEnabled();
  await order.click();
  // Placed: cash lands on the order; an online payment first on the payment page.
  await expect(customer.page).toHaveURL(/\/profile\/orders\/\d+$|\/sandbox\/pay\//, { timeout: 20_000 });

  // Samarkand: outside every zone, the new one too.
  await setCheckout(customer.context, merchantId, `${dish.id}x3`, {
    serviceType: 'DELIVERY',
    address: { latitude: 39.6547, longitude: 66.9758, streetName: 'Registon' },
  });
  await gotoMerchant(customer.page, SUB, '/checkout');
  await expect(outOfZone).toBeVisible();
  await expect(order).toBeDisabled();
  await customer.context.close();

  // Leave the demo as it was for the other journeys.
  const gone = await request.delete(`/api/staff/v1/zones/${zone.id}`, { headers });
  expect(gone.status()).toBe(204);
});
