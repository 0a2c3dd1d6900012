/**
 * Saved cards in the browser (issue 4, decisions 130-132): a guest is asked to sign in; a customer adds a card
 * through the sandbox Payme (the SMS code read from the test-only last-card-code route), a wrong code is
 * refused, the right one lists the card, and the card is deleted after a confirmation.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const SUB = 'navruz';

let phoneSeq = 0;
/** A fresh customer of merchant `sub`, signed in in this browser context (login through the API). */
async function signIn(request: APIRequestContext, context: BrowserContext, sub: string) {
  const merchantId = await merchantIdOf(request, sub);
  // A phone per test and run: the login code limits count per phone.
  const phone = `99897${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++}`.slice(0, 12);
  const headers = { merchant: merchantId };
  const sent = await request.post('/api/users/v1/auth/code', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const last = await request.get(`/api/testing/v1/last-code?phone=${phone}`, { headers });
  expect(last.ok(), 'last-code route (SMS_MODE=log)').toBe(true);
  const { code } = (await last.json()) as { code: string };
  const login = await request.post('/api/users/v1/auth/login', { headers, data: { phone, code } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([
    { name: 'token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  return { merchantId };
}

async function lastCardCode(request: APIRequestContext, merchantId: string, cardId: string) {
  const res = await request.get(`/api/testing/v1/last-card-code?card=${cardId}`, {
    headers: { merchant: merchantId },
  });
  expect(res.ok(), 'last-card-code route (sandbox payments, SMS_MODE=log)').toBe(true);
  return ((await res.json()) as { code: string }).code;
}

test('a guest is asked to sign in to see saved cards', async ({ page }) => {
  await gotoMerchant(page, SUB, '/profile/cards');
  await expect(page.getByRole('heading', { name: 'Kartalar uchun kiring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kirish' })).toHaveAttribute(
    'href',
    /redirectTo=%2Fprofile%2Fcards/,
  );
});

test('add a card with the SMS code, see it listed, delete it', async ({ page, request, context }) => {
  const { merchantId } = await signIn(request, context, SUB);
  await gotoMerchant(page, SUB, '/profile/cards');
  await expect(page.getByRole('heading', { name: 'Kartalarim' })).toBeVisible();
  await expect(page.getByText("Saqlangan kartalar yo'q")).toBeVisible();

  await page.getByRole('link', { name: "Karta qo'shish" }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/create$/);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.getByText("CVV kod so'ralmaydi", { exact: false })).toBeVisible();

  // The number is spaced as it is typed; the scheme shows from its prefix. A typo is caught before sending.
  const number = page.getByLabel('Karta raqami');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await number.pressSequentially('8600069195406312');
  await expect(number).toHaveValue('8600 0691 9540 6312');
  await expect(page.locator('.card-form__brand')).toContainText('Uzcard');
  const expiry = page.getByLabel('Amal qilish muddati');
  await expiry.pressSequentially('0399');
  await expect(expiry).toHaveValue('03/99');
  await page.getByRole('button', { name: 'Davom etish' }).click();
  await expect(page.getByText('Karta raqamida xato bor', { exact: false })).toBeVisible();
  await page.screenshot({ path: '/tmp/cards-create.png' });
  await expect(page).toHaveURL(/\/profile\/cards\/create$/);

  // The right number goes on to the code step.
  await number.press('Backspace');
  await number.press('1');
  await expect(number).toHaveValue('8600 0691 9540 6311');
  await page.getByRole('button', { name: 'Davom etish' }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/confirm\?card=\d+$/);
  const cardId = new URL(page.url()).searchParams.get('card') ?? '';
  await expect(page.getByText('99890*****31', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kodni qayta yuborish' })).toBeDisabled();

  // A wrong code: the provider's refusal, translated, with the attempts left.
  const code = await lastCardCode(request, merchantId, cardId);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.getByLabel('SMS kod', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await expect(page.locator('.field__error')).toContainText("SMS kod noto'g'ri. Yana 4 ta urinish qoldi.");
  await page.screenshot({ path: '/tmp/cards-confirm.png' });

  // The right code: back to the list with a notice and the card in it.
  await page.getByLabel('SMS kod', { exact: true }).fill(code);
  await expect(page).toHaveURL(/\/profile\/cards$/);
  await expect(page.getByText("Karta qo'shildi")).toBeVisible();
  const item = page.locator('.card-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('8600 06•• •••• 6311');
  await expect(item).toContainText('Uzcard');
  await expect(item).toContainText('03/99');
  await page.screenshot({ path: '/tmp/cards-list.png' });

  // Delete asks first; Escape cancels, the dialog's button deletes.
  await page.getByRole('button', { name: "O'chirish: Uzcard •• 6311" }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(item).toHaveCount(1);
  await page.getByRole('button', { name: "O'chirish: Uzcard •• 6311" }).click();
  await page.getByRole('dialog').getByRole('button', { name: "O'chirish" }).click();
  await expect(page.getByText("Karta o'chirildi")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Saqlangan kartalar yo'q")).toBeVisible();
});
