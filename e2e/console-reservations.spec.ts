/**
 * Table reservations end to end (issue 13), two people in two browser contexts: the operator's reservations
 * screen is open (1366x768); a signed-in customer books a table on the phone (390x844) at the demo's Chilonzor
 * branch; the operator's screen rings and lists the request without a reload, the operator confirms it, and
 * the customer's reservations screen shows it confirmed by itself (it asks again while a request waits).
 */
import { customerSignIn, openContext, SHOTS, SIGNED_OUT_PROBE, SUB, staffSignIn } from './console-support.ts';
import { expect, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

interface BranchRow {
  id: number;
  name: { eng: string };
  settings: { bookingEnabled: boolean };
}

test('a table booked on the phone is confirmed on the console and shows confirmed to the customer', async ({
  page: desk,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const merchantId = await merchantIdOf(request, SUB);
  const branches = (await (
    await request.get('/api/users/v1/branches', { headers: { merchant: merchantId } })
  ).json()) as BranchRow[];
  const chilonzor = branches.find((b) => b.name.eng.includes('Chilonzor') && b.settings.bookingEnabled);
  if (!chilonzor) throw new Error('the demo has no bookable Chilonzor branch');

  // The operator works on the reservations screen of Chilonzor.
  await desk.addInitScript((id) => localStorage.setItem('dx-console-branch', String(id)), chilonzor.id);
  await staffSignIn(desk, 'operator', 'operator123', /\/console\/board$/);
  await desk.getByRole('link', { name: 'Reservations' }).click();
  await expect(desk.getByRole('region', { name: 'Terrace' })).toBeVisible();

  // The customer books on the phone: Terrace, 4 guests, the first day and time offered.
  const phone = await openContext(browser, consoleGuard, { viewport: { width: 390, height: 844 } });
  const customer = await customerSignIn(phone.context, request, merchantId);
  const guest = phone.page;
  await guest.goto(`/reservation?vendor=${SUB}&branch=${chilonzor.id}`);
  await guest.getByRole('link', { name: '4 kishi' }).click();
  await expect(guest.getByRole('link', { name: '4 kishi' })).toHaveAttribute('aria-current', 'true');
  const time = await guest.locator('input[name="time"]:checked').getAttribute('value');
  await guest.getByRole('button', { name: 'Band qilish' }).click();
  await expect(guest).toHaveURL(/\/profile\/reservations\?booked=\d+/);
  const card = guest.locator('[data-reservation]').first();
  await expect(card).toHaveAttribute('data-status', 'REQUESTED');
  await expect(card.getByText('Kutilmoqda')).toBeVisible();

  // The desk rings: a notification and the request, without a reload.
  await expect(desk.getByText('New booking request')).toBeVisible({ timeout: 15_000 });
  // The first day offered may be tomorrow (a late evening run): the desk turns to the booking's day.
  const mine = await request.get('/api/reservations/v1/reservations', {
    headers: { merchant: merchantId, authorization: `Bearer ${customer.token}` },
  });
  const booked = ((await mine.json()) as { upcoming: { startsAt: string }[] }).upcoming[0];
  if (!booked) throw new Error('the booking is not in the customer list');
  const day = new Date(Date.parse(booked.startsAt) + 5 * 3600_000).toISOString().slice(0, 10);
  await desk.getByLabel('Day').fill(day);

  const waiting = desk.getByRole('region', { name: 'Waiting for confirmation' });
  await expect(waiting.getByText(new RegExp(`${time} · `))).toBeVisible();
  await waiting
    .getByText(new RegExp(`${time} · `))
    .first()
    .click();
  await desk.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(waiting.getByText('No new requests')).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/console-reservations-day.png` });

  // The customer's screen shows the confirmation by itself.
  await expect(card).toHaveAttribute('data-status', 'CONFIRMED', { timeout: 25_000 });
  await expect(card.getByText('Tasdiqlandi')).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/reservations-confirmed-phone.png` });
  await phone.context.close();
});
