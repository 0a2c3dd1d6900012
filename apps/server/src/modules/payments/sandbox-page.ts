/**
 * The payment sandbox's HTML (decisions 110, 173): its texts in uz/ru/eng, the page frame and the refusal page.
 * No logic here; sandbox.ts decides what to show.
 */
import type { Lang, PaymentProvider } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import { langFromAcceptLanguage } from '../../errors/lang.ts';

export const PROVIDER_NAME: Record<PaymentProvider, string> = {
  payme: 'Payme',
  click: 'Click',
  uzum: 'Uzum Bank',
};
export const PROVIDER_COLOR: Record<PaymentProvider, string> = {
  payme: '#00a7b5',
  click: '#0072ce',
  uzum: '#7000ff',
};

export const TEXTS = {
  uz: {
    title: "Sinov to'lovi",
    sandbox: "Sinov rejimi: haqiqiy pul yechilmaydi. Bu sahifa to'lov tizimi o'rnida ishlaydi.",
    merchant: "Do'kon",
    order: 'Buyurtma',
    amount: 'Summa',
    currency: "so'm",
    pay: "To'lash",
    decline: 'Rad etish',
    back: 'Orqaga qaytish',
    failed: "To'lov tizimi bilan bog'lanishda xato",
    failedStep: 'Qadam',
    badRequest: "Havola noto'g'ri.",
    notFound: 'Buyurtma topilmadi.',
    paid: "Buyurtma allaqachon to'langan.",
    notPayable: "Bu buyurtmani onlayn to'lab bo'lmaydi.",
    wrongProvider: "Buyurtma boshqa to'lov usuli bilan rasmiylashtirilgan.",
    noCredentials: "Do'konda bu to'lov tizimining sinov kalitlari yo'q.",
    signIn: "Buyurtmani to'lash uchun do'konga kiring.",
    liveMerchant: "Bu do'kon haqiqiy to'lovlarni qabul qiladi: sinov sahifasi u uchun ishlamaydi.",
    foreignOrigin: "To'lovni faqat do'konning o'z sahifasidan tasdiqlash mumkin.",
    badToken: "Sahifa eskirgan. To'lovni buyurtma sahifasidan qaytadan oching.",
  },
  ru: {
    title: 'Тестовая оплата',
    sandbox: 'Тестовый режим: деньги не списываются. Эта страница играет роль платёжной системы.',
    merchant: 'Магазин',
    order: 'Заказ',
    amount: 'Сумма',
    currency: 'сум',
    pay: 'Оплатить',
    decline: 'Отклонить',
    back: 'Вернуться',
    failed: 'Ошибка при обмене с платёжной системой',
    failedStep: 'Шаг',
    badRequest: 'Неверная ссылка.',
    notFound: 'Заказ не найден.',
    paid: 'Заказ уже оплачен.',
    notPayable: 'Этот заказ нельзя оплатить онлайн.',
    wrongProvider: 'Заказ оформлен с другим способом оплаты.',
    noCredentials: 'У магазина нет тестовых ключей этой платёжной системы.',
    signIn: 'Войдите в магазин, чтобы оплатить заказ.',
    liveMerchant: 'Этот магазин принимает настоящие платежи: тестовая страница для него недоступна.',
    foreignOrigin: 'Оплату можно подтвердить только со страницы самого магазина.',
    badToken: 'Страница устарела. Откройте оплату заново со страницы заказа.',
  },
  eng: {
    title: 'Test payment',
    sandbox: 'Sandbox mode: no real money moves. This page plays the payment provider.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    currency: 'UZS',
    pay: 'Pay',
    decline: 'Decline',
    back: 'Go back',
    failed: 'The exchange with the payment provider failed',
    failedStep: 'Step',
    badRequest: 'The link is not valid.',
    notFound: 'Order not found.',
    paid: 'The order is already paid.',
    notPayable: 'This order cannot be paid online.',
    wrongProvider: 'The order was placed with another payment method.',
    noCredentials: 'The merchant has no sandbox keys for this provider.',
    signIn: 'Sign in to the store to pay for your order.',
    liveMerchant: 'This store takes real payments: the test page is not available for it.',
    foreignOrigin: "The payment can only be confirmed from the store's own page.",
    badToken: 'This page has expired. Open the payment again from your order.',
  },
} satisfies Record<Lang, Record<string, string>>;
export type Texts = (typeof TEXTS)['uz'];
export type Problem =
  | 'badRequest'
  | 'notFound'
  | 'paid'
  | 'notPayable'
  | 'wrongProvider'
  | 'noCredentials'
  | 'signIn'
  | 'liveMerchant'
  | 'foreignOrigin'
  | 'badToken';
export const PROBLEM_STATUS: Record<Problem, number> = {
  badRequest: 400,
  notFound: 404,
  paid: 409,
  notPayable: 409,
  wrongProvider: 409,
  noCredentials: 409,
  signIn: 401,
  liveMerchant: 403,
  foreignOrigin: 403,
  badToken: 403,
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The page language: the storefront's `lang` cookie, else Accept-Language, else uz. */
export function pageLang(request: FastifyRequest): Lang {
  const cookie = (request.cookies?.lang ?? '').toLowerCase();
  if (cookie === 'uz' || cookie === 'ru' || cookie === 'eng') return cookie;
  if (cookie === 'en') return 'eng';
  return langFromAcceptLanguage(request.headers['accept-language']) ?? 'uz';
}

export function formatSom(som: number): string {
  return String(som).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

export function page(opts: { lang: Lang; provider: PaymentProvider | null; body: string }): string {
  const color = opts.provider ? PROVIDER_COLOR[opts.provider] : '#444';
  const t = TEXTS[opts.lang];
  return `<!doctype html>
<html lang="${opts.lang === 'eng' ? 'en' : opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(t.title)}${opts.provider ? ` · ${PROVIDER_NAME[opts.provider]}` : ''}</title>
<style>
  :root { color-scheme: light; --brand: ${color}; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f4f6; color: #111; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px 32px; }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 22px; color: var(--brand); }
  .brand span { display: inline-block; width: 14px; height: 14px; border-radius: 50%; background: var(--brand); }
  .note { margin: 8px 0 20px; font-size: 14px; color: #555; background: #fff7d6; border-radius: 12px; padding: 10px 12px; }
  .card { background: #fff; border-radius: 16px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 10px 16px; }
  dt { color: #666; } dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 28px; font-weight: 800; text-align: center; margin: 16px 0 4px; }
  form { display: grid; gap: 12px; margin-top: 20px; }
  button, .back { font: inherit; font-weight: 700; min-height: 52px; border-radius: 14px; border: 0; cursor: pointer;
    display: flex; align-items: center; justify-content: center; text-decoration: none; }
  .pay { background: var(--brand); color: #fff; }
  .decline { background: #e5e7eb; color: #111; }
  .back { background: #111; color: #fff; margin-top: 20px; }
  button:focus-visible, .back:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f3f4f6; border-radius: 8px; padding: 8px; font-size: 12px; }
</style>
</head>
<body><main>${opts.body}</main></body>
</html>`;
}

export function problemPage(
  lang: Lang,
  provider: PaymentProvider | null,
  problem: Problem,
  returnPath: string,
): string {
  const t = TEXTS[lang];
  return page({
    lang,
    provider,
    body: `<div class="brand"><span aria-hidden="true"></span>${provider ? PROVIDER_NAME[provider] : escapeHtml(t.title)}</div>
<div class="card" role="alert" style="margin-top:20px"><h1>${escapeHtml(t[problem])}</h1></div>
<a class="back" href="${escapeHtml(returnPath)}">${escapeHtml(t.back)}</a>`,
  });
}
