/**
 * The payment sandbox (decisions 110, 173): a local page that plays the provider's part, so the demo and e2e
 * tests pay online without internet. GET /sandbox/pay/:provider shows the merchant, order and amount with "Pay"
 * and "Decline"; POST performs the provider's real call sequence against OUR endpoints (/api/payments/v2/...)
 * with the merchant's credentials and valid signatures, through app.inject, then sends the browser back (303)
 * to the relative return path. Registered at the root only when PAYMENTS_MODE is 'sandbox'; never in live mode.
 *
 * It marks orders paid without money, so it acts only (decision 173):
 * - for a merchant whose credentials are sandbox ones (`paymentsSandbox`); a live merchant is refused;
 * - for the signed-in owner of the order, by the storefront's httpOnly session cookie (http/browser-session.ts,
 *   the live order stream's mechanism); anyone else sees a refusal without the order's details;
 * - on a form posted from our own origin (the Origin header's host is the request's host; none is refused)
 *   carrying a token bound to the session, merchant, order and provider, HMAC-signed with a server secret.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  apiPaths,
  type Lang,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentType,
} from '@dasturxon/contracts';
import { isFinalStatus } from '@dasturxon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromAcceptLanguage } from '../../errors/lang.ts';
import { resolveBrowserSession } from '../../http/browser-session.ts';
import { createSessionRepository } from '../auth/session-repository.ts';
import { createSessionService, type Session } from '../auth/sessions.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { CLICK_ERROR, clickSign } from './click.ts';
import { clickAmount, isRelativePath, somToTiyin } from './links.ts';
import { paysInSandbox } from './payment-mode.ts';
import { createPaymentRepository, type OrderRow, type PaymentMerchant } from './repository.ts';
import { PROVIDER_PAYMENT_TYPES } from './settlement.ts';
import { UZUM_PROTOCOL, uzumBasicAuth } from './uzum.ts';

const FORM = 'application/x-www-form-urlencoded';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PROVIDER_NAME: Record<PaymentProvider, string> = { payme: 'Payme', click: 'Click', uzum: 'Uzum Bank' };
const PROVIDER_COLOR: Record<PaymentProvider, string> = {
  payme: '#00a7b5',
  click: '#0072ce',
  uzum: '#7000ff',
};
const PROVIDER_KEY: Record<PaymentProvider, 'PAYME' | 'CLICK' | 'UZUM'> = {
  payme: 'PAYME',
  click: 'CLICK',
  uzum: 'UZUM',
};

const TEXTS = {
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
type Texts = (typeof TEXTS)['uz'];
type Problem =
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
const PROBLEM_STATUS: Record<Problem, number> = {
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

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The page language: the storefront's `lang` cookie, else Accept-Language, else uz. */
function pageLang(request: FastifyRequest): Lang {
  const cookie = (request.cookies?.lang ?? '').toLowerCase();
  if (cookie === 'uz' || cookie === 'ru' || cookie === 'eng') return cookie;
  if (cookie === 'en') return 'eng';
  return langFromAcceptLanguage(request.headers['accept-language']) ?? 'uz';
}

function formatSom(som: number): string {
  return String(som).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

function page(opts: { lang: Lang; provider: PaymentProvider | null; body: string }): string {
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

function problemPage(
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

interface PayRequest {
  provider: PaymentProvider;
  orderId: number;
  merchantId: string;
  returnPath: string;
}

function parseRequest(provider: string, fields: Record<string, unknown>): PayRequest | null {
  const order = String(fields.order ?? '');
  const merchant = String(fields.merchant ?? '');
  const back = fields.return === undefined ? '/' : String(fields.return);
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) return null;
  if (!/^[1-9]\d{0,9}$/.test(order) || Number(order) > 2_147_483_647) return null;
  if (!UUID_RE.test(merchant) || !isRelativePath(back)) return null;
  return {
    provider: provider as PaymentProvider,
    orderId: Number(order),
    merchantId: merchant.toLowerCase(),
    returnPath: back,
  };
}

/** A host as browsers write it in Origin: lower-case, without the default ports. */
function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/**
 * The form was posted from a page of this host (decision 173): the browser's Origin header names the
 * request's own host. A missing, "null" or foreign Origin is refused. The scheme is not compared: behind a
 * proxy that ends TLS the request itself arrives over http.
 */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !/^https?:\/\//i.test(origin)) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost !== '' && normalHost(originHost) === normalHost(request.host ?? '');
}

/** The page's form token: HMAC of the session, merchant, order and provider it was shown for (decision 173). */
function formToken(key: Buffer, session: Session, req: PayRequest): string {
  return createHmac('sha256', key)
    .update(['sandbox-form/v1', session.sessionId, req.merchantId, req.orderId, req.provider].join('\n'))
    .digest('base64url');
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function hasCredentials(merchant: PaymentMerchant, provider: PaymentProvider): boolean {
  if (provider === 'payme') return Boolean(merchant.paymeKey);
  if (provider === 'click') return Boolean(merchant.clickServiceId && merchant.clickSecretKey);
  return Boolean(merchant.uzumServiceId && merchant.uzumLogin && merchant.uzumPassword);
}

/** "YYYY-MM-DD HH:mm:ss" in Tashkent time (UTC+5, no daylight saving), as Click signs it. */
function clickTime(now: Date): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

type Step = { step: string; ok: boolean; answer: unknown };

export async function registerPaymentSandbox(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  if (deps.env.PAYMENTS_MODE !== 'sandbox') return;
  if (deps.env.NODE_ENV === 'production') {
    deps.log.warn(
      'PAYMENTS_MODE=sandbox in production: the orders of merchants with sandbox credentials (the demo ones) ' +
        'are paid on the /sandbox/pay page, where no real money moves; set PAYMENTS_MODE=live for real ' +
        'payments (decision 173)',
    );
  }
  const repo = createPaymentRepository(deps.db);
  const sessions = createSessionService({ repo: createSessionRepository(deps.db), clock: deps.clock });
  // The form tokens' key: derived from the server secret (its own purpose, so it never equals a code hash key);
  // without OTP_SECRET a random one, so pages open across a restart must be reopened (decision 173).
  const formKey = createHmac('sha256', deps.env.OTP_SECRET ?? randomBytes(32))
    .update('dasturxon payment sandbox form tokens')
    .digest();

  type Loaded = { merchant: PaymentMerchant; order: OrderRow; session: Session };

  /**
   * Everything the page and its form check, in this order: a sandbox merchant, the signed-in owner of the
   * order (another customer's order looks exactly like a missing one), for a POST the form token, then what
   * checkout checks (order of that provider, unpaid, not final, merchant has keys).
   */
  async function load(
    request: FastifyRequest,
    req: PayRequest,
    postedToken?: unknown,
  ): Promise<{ problem: Problem } | Loaded> {
    const merchant = await repo.merchantById(req.merchantId);
    if (!merchant) return { problem: 'notFound' };
    if (!paysInSandbox(deps.env.PAYMENTS_MODE, merchant)) return { problem: 'liveMerchant' };
    const session = await resolveBrowserSession(request, merchant.id, sessions);
    if (!session) return { problem: 'signIn' };
    if (postedToken !== undefined && !sameToken(formToken(formKey, session, req), postedToken)) {
      return { problem: 'badToken' };
    }
    const order = await repo.orderOf(merchant.id, req.orderId);
    if (!order || order.userId !== session.userId) return { problem: 'notFound' };
    if (!PROVIDER_PAYMENT_TYPES[PROVIDER_KEY[req.provider]].includes(order.paymentType as PaymentType)) {
      return { problem: 'wrongProvider' };
    }
    if (order.isPaid) return { problem: 'paid' };
    if (isFinalStatus(order.status)) return { problem: 'notPayable' };
    if (!hasCredentials(merchant, req.provider)) return { problem: 'noCredentials' };
    return { merchant, order, session };
  }

  async function inject(url: string, headers: Record<string, string>, payload: string) {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: keep the text for the failure page
    }
    return { status: res.statusCode, body: body as Record<string, unknown> };
  }

  async function playPayme(merchant: PaymentMerchant, order: OrderRow, pay: boolean): Promise<Step[]> {
    const steps: Step[] = [];
    const headers = {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`Paycom:${merchant.paymeKey}`).toString('base64')}`,
    };
    const id = randomBytes(12).toString('hex');
    const amount = somToTiyin(order.totalPrice);
    const account = { order_id: String(order.id) };
    let rpcId = 0;
    const call = async (
      method: string,
      params: unknown,
      ok: (result: Record<string, unknown>) => boolean,
    ) => {
      rpcId += 1;
      const res = await inject(
        apiPaths.paymeCallback(),
        headers,
        JSON.stringify({ method, params, id: rpcId }),
      );
      const result = res.body?.result as Record<string, unknown> | undefined;
      const step = {
        step: method,
        ok: res.status === 200 && result !== undefined && ok(result),
        answer: res.body,
      };
      steps.push(step);
      return step.ok;
    };
    const time = deps.clock().getTime();
    if (pay && !(await call('CheckPerformTransaction', { amount, account }, (r) => r.allow === true)))
      return steps;
    for (let i = 0; i < 2; i += 1) {
      if (!(await call('CreateTransaction', { id, time, amount, account }, (r) => r.state === 1)))
        return steps;
    }
    if (!pay) {
      await call('CancelTransaction', { id, reason: 3 }, (r) => r.state === -1);
      return steps;
    }
    for (let i = 0; i < 2; i += 1) {
      if (!(await call('PerformTransaction', { id }, (r) => r.state === 2))) return steps;
    }
    return steps;
  }

  async function playClick(merchant: PaymentMerchant, order: OrderRow, pay: boolean): Promise<Step[]> {
    const steps: Step[] = [];
    const secret = merchant.clickSecretKey as string;
    const base = {
      click_trans_id: String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 1_000_000_000)),
      service_id: merchant.clickServiceId as string,
      click_paydoc_id: String(2_000_000_000 + (randomBytes(4).readUInt32BE() % 1_000_000_000)),
      merchant_trans_id: String(order.id),
      amount: clickAmount(order.totalPrice),
    };
    const post = async (step: 'prepare' | 'complete', fields: Record<string, string>, expected: number) => {
      const signed = { ...fields, sign_string: clickSign(fields, secret, step) };
      const url = step === 'prepare' ? apiPaths.clickPrepare() : apiPaths.clickComplete();
      const res = await inject(url, { 'content-type': FORM }, new URLSearchParams(signed).toString());
      const ok = res.status === 200 && res.body?.error === expected;
      steps.push({ step: `click ${step}`, ok, answer: res.body });
      return ok ? res.body : null;
    };
    const prepared = await post(
      'prepare',
      { ...base, action: '0', error: '0', error_note: 'Success', sign_time: clickTime(deps.clock()) },
      CLICK_ERROR.SUCCESS,
    );
    if (!prepared) return steps;
    await post(
      'complete',
      {
        ...base,
        merchant_prepare_id: String(prepared.merchant_prepare_id),
        action: '1',
        error: pay ? '0' : '-5017',
        error_note: pay ? 'Success' : 'Insufficient funds',
        sign_time: clickTime(deps.clock()),
      },
      pay ? CLICK_ERROR.SUCCESS : CLICK_ERROR.TRANSACTION_CANCELLED,
    );
    return steps;
  }

  async function playUzum(merchant: PaymentMerchant, order: OrderRow, pay: boolean): Promise<Step[]> {
    const steps: Step[] = [];
    const F = UZUM_PROTOCOL.fields;
    const headers = {
      'content-type': 'application/json',
      authorization: uzumBasicAuth(merchant.uzumLogin as string, merchant.uzumPassword as string),
    };
    const serviceId = /^\d+$/.test(merchant.uzumServiceId ?? '')
      ? Number(merchant.uzumServiceId)
      : merchant.uzumServiceId;
    const transId = randomUUID();
    const params = { [F.orderParam]: String(order.id) };
    const call = async (
      op: 'check' | 'create' | 'confirm' | 'reverse',
      body: Record<string, unknown>,
      want: string,
    ) => {
      const res = await inject(
        apiPaths.uzumCallback(op),
        headers,
        JSON.stringify({ [F.serviceId]: serviceId, [F.timestamp]: deps.clock().getTime(), ...body }),
      );
      const ok = res.status === 200 && res.body?.status === want;
      steps.push({ step: `uzum ${op}`, ok, answer: res.body });
      return ok;
    };
    if (!(await call('check', { [F.params]: params }, UZUM_PROTOCOL.checkOk))) return steps;
    const created = await call(
      'create',
      { [F.transId]: transId, [F.params]: params, [F.amount]: order.totalPrice * UZUM_PROTOCOL.amountPerSom },
      UZUM_PROTOCOL.statuses.CREATED,
    );
    if (!created) return steps;
    if (pay) await call('confirm', { [F.transId]: transId }, UZUM_PROTOCOL.statuses.CONFIRMED);
    else await call('reverse', { [F.transId]: transId }, UZUM_PROTOCOL.statuses.REVERSED);
    return steps;
  }

  const PLAYERS = { payme: playPayme, click: playClick, uzum: playUzum } as const;

  await app.register(async (sandbox) => {
    if (!sandbox.hasContentTypeParser(FORM)) {
      sandbox.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, body));
    }

    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(html);

    sandbox.get('/sandbox/pay/:provider', { schema: { hide: true } }, async (request, reply) => {
      const lang = pageLang(request);
      const { provider } = request.params as { provider: string };
      const query = request.query as Record<string, unknown>;
      const req = parseRequest(provider, query);
      const back = typeof query.return === 'string' && isRelativePath(query.return) ? query.return : '/';
      const known = (PAYMENT_PROVIDERS as readonly string[]).includes(provider)
        ? (provider as PaymentProvider)
        : null;
      if (!req) return send(reply, 400, problemPage(lang, known, 'badRequest', back));
      const loaded = await load(request, req);
      if ('problem' in loaded) {
        return send(
          reply,
          PROBLEM_STATUS[loaded.problem],
          problemPage(lang, req.provider, loaded.problem, back),
        );
      }
      const t: Texts = TEXTS[lang];
      const { merchant, order, session } = loaded;
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const body = `<div class="brand"><span aria-hidden="true"></span>${PROVIDER_NAME[req.provider]}</div>
<p class="note">${escapeHtml(t.sandbox)}</p>
<section class="card" aria-labelledby="sum">
  <dl>
    <dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchant.name[lang] || merchant.name.uz)}</dd>
    <dt>${escapeHtml(t.order)}</dt><dd>№ ${order.number}</dd>
  </dl>
  <p class="amount" id="sum"><span class="visually-hidden">${escapeHtml(t.amount)}: </span>${formatSom(order.totalPrice)} ${escapeHtml(t.currency)}</p>
</section>
<form method="post" action="/sandbox/pay/${req.provider}">
  ${hidden('order', String(req.orderId))}${hidden('merchant', req.merchantId)}${hidden('return', req.returnPath)}${hidden('csrf', formToken(formKey, session, req))}
  <button class="pay" type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
  <button class="decline" type="submit" name="action" value="decline">${escapeHtml(t.decline)}</button>
</form>`;
      return send(reply, 200, page({ lang, provider: req.provider, body }));
    });

    sandbox.post('/sandbox/pay/:provider', { schema: { hide: true } }, async (request, reply) => {
      const lang = pageLang(request);
      const { provider } = request.params as { provider: string };
      const fields = Object.fromEntries(
        new URLSearchParams(typeof request.body === 'string' ? request.body : ''),
      );
      const req = parseRequest(provider, fields);
      const back = fields.return && isRelativePath(fields.return) ? fields.return : '/';
      const known = (PAYMENT_PROVIDERS as readonly string[]).includes(provider)
        ? (provider as PaymentProvider)
        : null;
      // Before anything is read about the order: a form from another site (or none named) does nothing.
      if (!fromOwnOrigin(request)) return send(reply, 403, problemPage(lang, known, 'foreignOrigin', back));
      if (!req || (fields.action !== 'pay' && fields.action !== 'decline')) {
        return send(reply, 400, problemPage(lang, known, 'badRequest', back));
      }
      const loaded = await load(request, req, fields.csrf ?? null);
      if ('problem' in loaded) {
        return send(
          reply,
          PROBLEM_STATUS[loaded.problem],
          problemPage(lang, req.provider, loaded.problem, back),
        );
      }
      const steps = await PLAYERS[req.provider](loaded.merchant, loaded.order, fields.action === 'pay');
      const failed = steps.find((s) => !s.ok);
      if (!failed) return reply.header('cache-control', 'no-store').redirect(req.returnPath, 303);
      deps.log.warn({ provider: req.provider, orderId: req.orderId, steps }, 'sandbox payment failed');
      const t: Texts = TEXTS[lang];
      const body = `<div class="brand"><span aria-hidden="true"></span>${PROVIDER_NAME[req.provider]}</div>
<div class="card" role="alert" style="margin-top:20px">
  <h1>${escapeHtml(t.failed)}</h1>
  <p>${escapeHtml(t.failedStep)}: <strong>${escapeHtml(failed.step)}</strong></p>
  <pre>${escapeHtml(JSON.stringify(failed.answer, null, 2))}</pre>
</div>
<a class="back" href="${escapeHtml(req.returnPath)}">${escapeHtml(t.back)}</a>`;
      return send(reply, 502, page({ lang, provider: req.provider, body }));
    });
  });
}
