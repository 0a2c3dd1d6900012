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
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { apiPaths, PAYMENT_PROVIDERS, type PaymentProvider, type PaymentType } from '@dasturxon/contracts';
import { isFinalStatus } from '@dasturxon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveBrowserSession } from '../../http/browser-session.ts';
import type { Session, SessionService } from '../auth/sessions.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { CLICK_ERROR, clickSign } from './click.ts';
import { clickAmount, isRelativePath, somToTiyin } from './links.ts';
import { paysInSandbox } from './payment-mode.ts';
import type { OrderRow, PaymentMerchant, PaymentRepository } from './repository.ts';
import { formToken, fromOwnOrigin, type PayRequest, sameToken } from './sandbox-guard.ts';
import {
  escapeHtml,
  formatSom,
  PROBLEM_STATUS,
  PROVIDER_NAME,
  type Problem,
  page,
  pageLang,
  problemPage,
  TEXTS,
  type Texts,
} from './sandbox-page.ts';
import { PROVIDER_PAYMENT_TYPES } from './settlement.ts';
import { UZUM_PROTOCOL, uzumBasicAuth } from './uzum.ts';

const FORM = 'application/x-www-form-urlencoded';
const PROVIDER_KEY: Record<PaymentProvider, 'PAYME' | 'CLICK' | 'UZUM'> = {
  payme: 'PAYME',
  click: 'CLICK',
  uzum: 'UZUM',
};
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** What the sandbox reads with: the payment repository and the session service app.ts builds once. */
export interface SandboxDeps extends Pick<ModuleDeps, 'env' | 'clock' | 'log'> {
  payments: { repo: PaymentRepository };
  sessions: SessionService;
}

export async function registerPaymentSandbox(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  if (deps.env.PAYMENTS_MODE !== 'sandbox') return;
  if (deps.env.NODE_ENV === 'production') {
    deps.log.warn(
      'PAYMENTS_MODE=sandbox in production: the orders of merchants with sandbox credentials (the demo ones) ' +
        'are paid on the /sandbox/pay page, where no real money moves; set PAYMENTS_MODE=live for real ' +
        'payments (decision 173)',
    );
  }
  const { repo } = deps.payments;
  const { sessions } = deps;
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
