/**
 * A waiter-call reason tapped before the table bar's code has arrived (issue 10, decision 344): the sheet opens
 * from the server's HTML (a popover), the reason is a plain form's submit button, so the browser posts it —
 * pressed at once, the page comes back saying the waiter is called, and the console's list has exactly one
 * call of the table, also after the page's JavaScript has arrived and hydrated. A table of its own (made
 * through the staff API) at a branch open round the clock: no earlier call's cooldown, any hour of the run.
 */
import type { APIRequestContext, Route } from '@playwright/test';
import { anyHourBranch, type BranchHours } from './fixtures/branches.ts';
import { apiGet, expect, merchantIdOf, test } from './fixtures/index.ts';

const SUB = 'navruz';

interface Hall {
  id: number;
  branchId: number;
  isActive: boolean;
  tables: { id: number; number: number }[];
}

async function adminToken(request: APIRequestContext, merchantId: string): Promise<string> {
  const res = await request.post('/api/staff/v1/auth/login', {
    headers: { merchant: merchantId },
    data: { login: 'admin', password: 'admin123' },
  });
  expect(res.ok(), `staff login: ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A fresh table in an active hall of a round-the-clock branch (a hall made for it if the branch has none). */
async function freshTable(request: APIRequestContext, merchantId: string, token: string) {
  const headers = { merchant: merchantId, authorization: `Bearer ${token}` };
  const { body: branches } = await apiGet<({ id: number } & BranchHours)[]>(
    request,
    '/users/v1/branches',
    merchantId,
  );
  const branch = anyHourBranch(branches);
  if (!branch) throw new Error('the demo merchant has no active branch');
  const list = await request.get('/api/staff/v1/dining/halls', { headers });
  expect(list.ok()).toBe(true);
  let hall = ((await list.json()) as { halls: Hall[] }).halls.find(
    (h) => h.branchId === branch.id && h.isActive,
  );
  if (!hall) {
    const made = await request.post('/api/staff/v1/dining/halls', {
      headers,
      data: {
        branchId: branch.id,
        name: { uz: 'Zal', ru: 'Зал', eng: 'Hall' },
        isActive: true,
        priority: 0,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    hall = { ...((await made.json()) as Hall), tables: [] };
  }
  const taken = new Set(hall.tables.map((t) => t.number));
  let number = 9000;
  while (taken.has(number)) number += 1;
  const table = await request.post(`/api/staff/v1/dining/halls/${hall.id}/tables`, {
    headers,
    data: { number, name: null, seats: 4, isActive: true },
  });
  expect(table.status(), await table.text()).toBe(201);
  return (await table.json()) as { id: number; number: number; link: string };
}

async function callsOfTable(request: APIRequestContext, merchantId: string, token: string, tableId: number) {
  const res = await request.get('/api/staff/v1/waiter-calls', {
    headers: { merchant: merchantId, authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { calls } = (await res.json()) as { calls: { tableId: number; reason: string }[] };
  return calls.filter((c) => c.tableId === tableId);
}

test('a reason tapped before hydration calls the waiter exactly once and says so', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const merchantId = await merchantIdOf(request, SUB);
  const token = await adminToken(request, merchantId);
  const table = await freshTable(request, merchantId, token);
  expect(await callsOfTable(request, merchantId, token, table.id)).toHaveLength(0);

  // The page's JavaScript is held back until the test lets it go: the page is painted, not hydrated.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route: Route) => {
    await scriptsHeld;
    await route.continue().catch(() => undefined);
  });
  // The posts of /table-call the page makes; and what the tapped button looked like as the form was posted.
  const posts: string[] = [];
  await page.route(/\/table-call(\?|$)/, async (route: Route) => {
    if (route.request().method() === 'POST') posts.push(route.request().postData() ?? '');
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'submit',
      (event) => {
        const button = (event as SubmitEvent).submitter;
        if (!button) return;
        const seen = { text: button.textContent, focused: document.activeElement === button };
        sessionStorage.setItem(
          'e2e-pressed',
          JSON.stringify({ ...seen, shadow: getComputedStyle(button).boxShadow }),
        );
      },
      true,
    );
  });

  const link = new URL(table.link);
  await page.goto(`${link.pathname}${link.search}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('table-title')).toContainText(String(table.number));
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  await page.getByRole('button', { name: 'Ofitsiantni chaqirish' }).tap();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  const bill = sheet.getByRole('button', { name: 'Hisobni keltiring' });
  await expect(bill).toBeEnabled();
  await bill.tap();

  // Pressed at once: as the browser posted the form, the tapped reason had the pressed look.
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toContain('reason=BILL');
  expect(posts[0]).not.toContain('via=fetch');

  // The page comes back (still not hydrated) saying the waiter is called; the server has one call.
  await expect(page).toHaveURL(/[?&]waiter=\d+/);
  const status = page.locator('.table-bar__status[role="status"]');
  await expect(status).toHaveText('Ofitsiant chaqirildi, hozir keladi…');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  const pressed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-pressed'))) ?? '{}') as {
    text?: string;
    focused?: boolean;
    shadow?: string;
  };
  expect(pressed).toMatchObject({ text: 'Hisobni keltiring', focused: true });
  expect(pressed.shadow).toContain('inset');
  const calls = await callsOfTable(request, merchantId, token, table.id);
  expect(calls.map((c) => c.reason)).toEqual(['BILL']);

  // The JavaScript arrives and hydrates: nothing is sent again, the bar keeps saying so.
  releaseScripts();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(status).toHaveText('Ofitsiant chaqirildi, hozir keladi…');
  expect(posts).toHaveLength(1);
  expect(await callsOfTable(request, merchantId, token, table.id)).toHaveLength(1);
});
