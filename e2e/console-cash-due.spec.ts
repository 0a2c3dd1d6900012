/**
 * Cash not collected at the door (decision 363): the courier (phone, 390x844) hands a cash delivery over as "paid
 * a part"; the order leaves the courier's list delivered and unpaid, the operator's open board (1366x768) counts
 * it among the cash-due orders at once, the order search filters and badges it, and the operator's drawer shows
 * what is owed and marks the money brought in: the order is paid then. An admin writes off the money of another
 * such order with a reason (decision 375): it leaves the cash-due list and stays unpaid.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import {
  customerSignIn,
  DELIVERY_POINT,
  openContext,
  plainDish,
  SHOTS,
  SIGNED_OUT_PROBE,
  SUB,
  serveTiles,
  staffSignIn,
  staffToken,
} from './console-support.ts';
import { anyHourBranch, type BranchHours } from './fixtures/branches.ts';
import { expect, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

async function post(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data?: unknown,
) {
  const res = await request.post(`/api${path}`, { headers, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

type Headers = Record<string, string>;

/**
 * A cash delivery placed by a customer signed in on `context`, made ready and sent on its way with the demo
 * courier; the admin's and the courier's headers, and the order's total.
 */
async function cashOrderOnItsWay(request: APIRequestContext, context: BrowserContext) {
  const merchantId = await merchantIdOf(request, SUB);
  const dish = await plainDish(request, merchantId);
  const branches = (await (
    await request.get('/api/users/v1/branches', { headers: { merchant: merchantId } })
  ).json()) as (BranchHours & { id: number })[];
  const branch = anyHourBranch(branches);
  expect(branch, 'a demo branch open at any hour').toBeTruthy();
  const customer = await customerSignIn(context, request, merchantId);
  const count = Math.min(9, Math.max(3, Math.ceil(80_000 / dish.costPrice)));
  const order = (await post(
    request,
    '/orders/v1/orders',
    {
      merchant: merchantId,
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `e2e-cash-${Date.now()}`,
    },
    {
      serviceType: 'DELIVERY',
      branchId: branch!.id,
      paymentType: 'CASH',
      cartItems: [{ productId: dish.id, count, modifications: [] }],
      address: DELIVERY_POINT,
    },
  )) as { id: number; number: number };
  const admin: Headers = {
    merchant: merchantId,
    authorization: `Bearer ${await staffToken(request, merchantId, 'admin', 'admin123')}`,
  };
  const asCourier: Headers = {
    merchant: merchantId,
    authorization: `Bearer ${await staffToken(request, merchantId, 'courier1', 'courier123')}`,
  };
  const { courierId } = (await (await request.get('/api/staff/v1/me', { headers: asCourier })).json()) as {
    courierId: number;
  };
  for (const status of ['ACCEPTED', 'COOKING', 'DONE']) {
    await post(request, `/staff/v1/orders/${order.id}/status`, admin, { status });
  }
  await post(request, `/staff/v1/orders/${order.id}/courier`, admin, { courierId });
  await post(request, `/staff/v1/orders/${order.id}/status`, admin, { status: 'ON_WAY' });
  const total = (
    (await (await request.get(`/api/staff/v1/orders/${order.id}`, { headers: admin })).json()) as {
      totals: { totalPrice: number };
    }
  ).totals.totalPrice;
  return { order, admin, asCourier, total };
}

/** So'm as the console writes them: thin spaces between thousands. */
const sum = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

test('a courier hands a cash order over unpaid; the board flags it and the operator marks the money in', async ({
  page: board,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // A cash delivery on its way with the demo courier, placed by a customer on the courier's phone.
  const courier = await openContext(browser, consoleGuard, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 41.2856, longitude: 69.2034 },
  });
  const { order, admin, total } = await cashOrderOnItsWay(request, courier.context);

  // The operator's board is open and live.
  await serveTiles(board.context());
  await staffSignIn(board, 'operator', 'operator123', /\/console\/board$/);
  await expect(board.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  const before = await board.getByTestId('cash-due-link').count();
  const dueCount =
    before === 0
      ? 0
      : Number(((await board.getByTestId('cash-due-link').textContent()) ?? '').replace(/\D/g, ''));

  // The courier: the customer paid only 30 000.
  await staffSignIn(courier.page, 'courier1', 'courier123', /\/console\/courier$/);
  const job = courier.page.getByTestId(`courier-order-${order.number}`);
  await job.getByRole('button', { name: 'Handed over, not paid' }).click();
  const dialog = courier.page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Paid a part' }).check();
  await dialog.getByRole('textbox', { name: 'Amount taken (sum)' }).fill('30000');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Will bring the rest tomorrow');
  await courier.page.screenshot({ path: `${SHOTS}/console-cash-due-courier-390.png` });
  await dialog.getByRole('button', { name: 'Confirm: handed over unpaid' }).click();
  await expect(job).toHaveCount(0);

  // The board hears it: one more cash-due order, linked to the search.
  const link = board.getByTestId('cash-due-link');
  await expect(link).toHaveText(`Cash due: ${dueCount + 1}`);
  await board.screenshot({ path: `${SHOTS}/console-cash-due-board-1366.png` });
  await link.click();
  await expect(board).toHaveURL(/\/console\/search\?cashDue=true$/);
  await expect(board.getByRole('checkbox', { name: 'Cash not collected' })).toBeChecked();
  const row = board
    .getByRole('row')
    .filter({ has: board.getByRole('button', { name: `Open order No. ${order.number}` }) });
  await expect(row.getByTestId('cash-due-badge')).toBeVisible();
  await board.screenshot({ path: `${SHOTS}/console-cash-due-search-1366.png` });

  // The drawer says what is owed and why; the operator takes the money in.
  await row.getByRole('button', { name: `Open order No. ${order.number}` }).click();
  const line = board.getByTestId('cash-due-line');
  await expect(line).toContainText('Paid a part');
  await expect(line).toContainText('Will bring the rest tomorrow');
  // What is still owed: the total less the 30 000 taken (so'm with thin spaces).
  await expect(line).toContainText(`Money not collected: ${sum(total - 30_000)} sum`);
  await expect(board.getByTestId('order-paid')).toHaveAttribute('data-paid', 'false');
  await board.screenshot({ path: `${SHOTS}/console-cash-due-drawer-1366.png` });
  await line.getByRole('button', { name: 'Money brought in' }).click();
  await expect(board.getByTestId('order-paid')).toHaveAttribute('data-paid', 'true');
  await expect(line).toHaveCount(0);
  // The history keeps why it was handed over unpaid and who took the money in.
  await expect(board.getByText('Not paid · Paid a part')).toBeVisible();
  await expect(board.getByText('Money brought in', { exact: true })).toBeVisible();
  await board.screenshot({ path: `${SHOTS}/console-cash-due-paid-1366.png` });
  // Closed, the drawer leaves the same search behind, its row no longer owing anything (decision 378).
  await board.keyboard.press('Escape');
  await expect(board).toHaveURL(/\/console\/search\?cashDue=true$/);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('cash-due-badge')).toHaveCount(0);
  const after = (await (
    await request.get(`/api/staff/v1/orders/${order.id}`, { headers: admin })
  ).json()) as {
    status: string;
    isPaid: boolean;
    cashDue: unknown;
  };
  expect(after).toMatchObject({ status: 'DELIVERED', isPaid: true, cashDue: null });
});

test('an admin writes off the money of an order handed over unpaid: it stays unpaid and is no longer due', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await browser.newContext();
  const { order, admin, asCourier, total } = await cashOrderOnItsWay(request, shopper);
  await shopper.close();
  await post(request, `/staff/v1/orders/${order.id}/handover-unpaid`, asCourier, {
    reason: 'REFUSED',
    note: 'Nobody at home',
  });

  await serveTiles(page.context());
  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.getByTestId('cash-due-link').click();
  await expect(page).toHaveURL(/\/console\/search\?cashDue=true$/);
  const open = page.getByRole('button', { name: `Open order No. ${order.number}` });
  await open.click();
  const line = page.getByTestId('cash-due-line');
  await expect(line).toContainText('Nobody at home');
  await line.getByRole('button', { name: 'Write off' }).click();
  const dialog = page.getByRole('dialog', { name: `No. ${order.number}: write off the money` });
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(dialog.getByText('Say why the money is written off')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The customer moved away');
  await page.screenshot({ path: `${SHOTS}/console-cash-write-off-dialog-1366.png` });
  await dialog.getByRole('button', { name: 'Write off' }).click();

  const off = page.getByTestId('cash-written-off-line');
  await expect(off).toContainText(`Written off: ${sum(total)} sum`);
  await expect(off).toContainText('The customer moved away');
  await expect(page.getByTestId('order-paid')).toHaveAttribute('data-paid', 'false');
  await page.screenshot({ path: `${SHOTS}/console-cash-written-off-1366.png` });
  const due = (await (
    await request.get('/api/staff/v1/orders?cashDue=true&size=100', { headers: admin })
  ).json()) as { content: { id: number }[] };
  expect(due.content.map((o) => o.id)).not.toContain(order.id);
});
