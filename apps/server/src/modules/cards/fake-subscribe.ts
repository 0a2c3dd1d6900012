/**
 * A fake Payme Subscribe API that speaks the protocol of payme-subscribe.ts (decision 130). Tests run it as a
 * local HTTP server; in sandbox mode it is mounted at /api/sandbox/payme-subscribe and the cards module calls it
 * in process, so the demo adds cards without internet.
 *
 * Test cards: 8600 0691 9540 6311 03/99 works (Payme's own test card); a number ending 0000 is "card not found";
 * a card whose expiry has passed is refused. The SMS code is random; it goes to the log and to `lastCode`.
 *
 * Receipts (decision 319): receipts.create / receipts.pay / receipts.cancel with X-Auth "id:key". Paying a
 * receipt plays what Payme does for a cashbox on the Merchant API: it calls the merchant's endpoint
 * (CheckPerformTransaction, CreateTransaction, PerformTransaction) through `onReceiptPay`, and the receipt is
 * paid (state 4) only when those succeed. Refusals to try (decision 338): a card whose masked number ends 0002
 * has "no money" (8600 0691 9505 0002), 0003 is refused as expired by its bank (8600 0691 9504 0003), 0004
 * was removed (blocked) at the bank (8600 0691 9503 0004).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCardExpired } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';

interface FakeCard {
  maskedNumber: string;
  expire: string;
  verified: boolean;
  code: string | null;
  codeSentAt: number;
  attempts: number;
  removed: boolean;
}

export interface FakeSubscribeOptions {
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** How long a code stays valid (default 5 min). */
  codeTtlMs?: number;
  /** Wrong codes before the provider itself gives up on a token (default 10: ours stops at 5 first). */
  maxAttempts?: number;
  /** Milliseconds reported as `wait` (default 60 s). */
  waitMs?: number;
}

type RpcAnswer = { id: unknown; result: unknown } | { id: unknown; error: RpcError };
interface FakeReceipt {
  amount: number;
  account: Record<string, unknown>;
  state: number;
  /** The X-Auth key part: the cashbox key the merchant's endpoint checks. */
  key: string;
  cashbox: string;
}

/** What "Payme" does on receipts.pay before it says paid: calls the merchant's endpoint (true: performed). */
export type ReceiptPayHook = (receipt: {
  id: string;
  amount: number;
  account: Record<string, unknown>;
  cashboxKey: string;
}) => Promise<boolean>;

interface RpcError {
  code: number;
  message: { ru: string; uz: string; en: string };
  data?: string;
}

const err = (code: number, en: string, ru: string, uz: string, data?: string): RpcError => ({
  code,
  message: { ru, uz, en },
  ...(data === undefined ? {} : { data }),
});

const ERRORS = {
  parse: () => err(-32700, 'Parse error', 'Ошибка парсинга', 'Parse xatosi'),
  access: () => err(-32504, 'Access denied', 'Доступ запрещен', 'Kirish taqiqlangan'),
  method: () => err(-32601, 'Method not found', 'Метод не найден', 'Metod topilmadi'),
  params: () => err(-32602, 'Invalid params', 'Неверные параметры', "Noto'g'ri parametrlar"),
  number: () =>
    err(-31300, 'Invalid card number', 'Неверный номер карты', "Noto'g'ri karta raqami", 'card.number'),
  expired: () =>
    err(-31300, 'Card expired', 'Срок действия карты истёк', 'Karta muddati tugagan', 'card.expire'),
  notFound: () => err(-31400, 'Card not found', 'Карта не найдена', 'Karta topilmadi'),
  codeExpired: () => err(-31101, 'Code expired', 'Срок действия кода истёк', 'Kod muddati tugagan'),
  attempts: () => err(-31102, 'Too many attempts', 'Превышено число попыток', 'Urinishlar tugadi'),
  wrongCode: () => err(-31103, 'Invalid code', 'Неверный код', "Kod noto'g'ri"),
  receiptNotFound: () => err(-31602, 'Receipt not found', 'Чек не найден', 'Chek topilmadi'),
  receiptState: () =>
    err(-31008, 'Receipt cannot be paid', 'Чек не может быть оплачен', "Chekni to'lab bo'lmaydi"),
  noMoney: () => err(-31630, 'Insufficient funds', 'Недостаточно средств', "Mablag' yetarli emas"),
  notVerified: () => err(-31300, 'Card is not verified', 'Карта не подтверждена', 'Karta tasdiqlanmagan'),
};

function maskNumber(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** A fake card's `code` is a string or null; an error's is a number. */
function isRpcError(value: unknown): value is RpcError {
  return typeof asRecord(value).code === 'number';
}

export function createFakeSubscribe(options: FakeSubscribeOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const codeTtlMs = options.codeTtlMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const waitMs = options.waitMs ?? 60_000;
  const cards = new Map<string, FakeCard>();
  const receipts = new Map<string, FakeReceipt>();
  let onReceiptPay: ReceiptPayHook = async () => false;
  /** Every call, for tests that check what reached the provider (method, X-Auth, params). */
  const calls: Array<{ method: string; xAuth: string | null; params: Record<string, unknown> }> = [];

  function cardOf(params: Record<string, unknown>): FakeCard | RpcError {
    const card = typeof params.token === 'string' ? cards.get(params.token) : undefined;
    if (!card || card.removed) return ERRORS.notFound();
    return card;
  }

  const view = (token: string, c: FakeCard) => ({
    card: {
      number: c.maskedNumber,
      expire: c.expire,
      token,
      recurrent: true,
      verify: c.verified,
      type: c.maskedNumber.startsWith('9860') ? 'humo' : '22618',
    },
  });

  function run(method: string, params: Record<string, unknown>): unknown | RpcError {
    const now = clock().getTime();
    switch (method) {
      case 'cards.create': {
        const card = asRecord(params.card);
        const number = typeof card.number === 'string' ? card.number : '';
        const expire = typeof card.expire === 'string' ? card.expire : '';
        if (!/^\d{16}$/.test(number)) return ERRORS.number();
        if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expire)) return ERRORS.params();
        if (number.endsWith('0000')) return ERRORS.notFound();
        const mmYy = `${expire.slice(0, 2)}/${expire.slice(2)}`;
        if (isCardExpired(mmYy, clock())) return ERRORS.expired();
        const token = `${randomBytes(12).toString('hex')}_${randomBytes(24).toString('base64url')}`;
        const fake: FakeCard = {
          maskedNumber: maskNumber(number),
          expire: mmYy,
          verified: false,
          code: null,
          codeSentAt: 0,
          attempts: 0,
          removed: false,
        };
        cards.set(token, fake);
        return view(token, fake);
      }
      case 'cards.get_verify_code': {
        const card = cardOf(params);
        if (isRpcError(card)) return card;
        const c = card;
        c.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        c.codeSentAt = now;
        c.attempts = 0;
        options.log?.info(
          { card: c.maskedNumber, code: c.code },
          'sandbox Payme: card confirmation SMS (not sent, logged)',
        );
        return { sent: true, phone: '99890*****31', wait: waitMs };
      }
      case 'cards.verify': {
        const card = cardOf(params);
        if (isRpcError(card)) return card;
        const c = card;
        const token = params.token as string;
        if (c.verified) return view(token, c);
        if (c.code === null || now - c.codeSentAt > codeTtlMs) return ERRORS.codeExpired();
        if (c.attempts >= maxAttempts) return ERRORS.attempts();
        if (params.code !== c.code) {
          c.attempts += 1;
          return ERRORS.wrongCode();
        }
        c.verified = true;
        c.code = null;
        return view(token, c);
      }
      case 'cards.remove': {
        const card = cardOf(params);
        if (isRpcError(card)) return card;
        card.removed = true;
        return { success: true };
      }
      default:
        return ERRORS.method();
    }
  }

  const receiptView = (id: string, r: FakeReceipt) => ({
    receipt: {
      _id: id,
      create_time: clock().getTime(),
      state: r.state,
      amount: r.amount,
      account: r.account,
    },
  });

  async function runReceipt(method: string, params: Record<string, unknown>, xAuth: string) {
    const [cashbox = '', key = ''] = xAuth.split(':');
    if (!cashbox || !key) return ERRORS.access();
    if (method === 'receipts.create') {
      const amount = params.amount;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return ERRORS.params();
      const id = randomBytes(12).toString('hex');
      const receipt = { amount, account: asRecord(params.account), state: 0, key, cashbox };
      receipts.set(id, receipt);
      return receiptView(id, receipt);
    }
    const id = typeof params.id === 'string' ? params.id : '';
    const receipt = receipts.get(id);
    if (!receipt || receipt.cashbox !== cashbox) return ERRORS.receiptNotFound();
    if (method === 'receipts.cancel') {
      if (receipt.state === 0) receipt.state = 50;
      return receiptView(id, receipt);
    }
    if (method === 'receipts.pay') {
      if (receipt.state === 4) return receiptView(id, receipt);
      if (receipt.state !== 0) return ERRORS.receiptState();
      const card = cardOf(params);
      if (isRpcError(card)) return card;
      if (!card.verified) return ERRORS.notVerified();
      if (card.maskedNumber.endsWith('0002')) return ERRORS.noMoney();
      if (card.maskedNumber.endsWith('0003')) return ERRORS.expired();
      if (card.maskedNumber.endsWith('0004')) return ERRORS.notFound();
      receipt.state = 3;
      const ok = await onReceiptPay({
        id,
        amount: receipt.amount,
        account: receipt.account,
        cashboxKey: key,
      });
      receipt.state = ok ? 4 : 0;
      return ok ? receiptView(id, receipt) : ERRORS.receiptState();
    }
    return ERRORS.method();
  }

  /** One JSON-RPC request (already parsed, or null when the body was not JSON) -> its answer. */
  async function handle(body: unknown, xAuth: string | null): Promise<RpcAnswer> {
    const request = asRecord(body);
    const id = request.id ?? null;
    if (body === null) return { id, error: ERRORS.parse() };
    const method = typeof request.method === 'string' ? request.method : '';
    const params = asRecord(request.params);
    calls.push({ method, xAuth, params });
    if (!xAuth) return { id, error: ERRORS.access() };
    const out = method.startsWith('receipts.')
      ? await runReceipt(method, params, xAuth)
      : run(method, params);
    return isRpcError(out) ? { id, error: out } : { id, result: out };
  }

  /** A fetch that answers from this fake in process (sandbox mode: no socket, no internet). */
  const fakeFetch: typeof fetch = async (_input, init) => {
    const text = typeof init?.body === 'string' ? init.body : '';
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const headers = new Headers(init?.headers);
    return Response.json(await handle(body, headers.get('x-auth')));
  };

  return {
    handle,
    fetch: fakeFetch,
    calls,
    /** What "Payme" calls on receipts.pay (the sandbox binds it to our Merchant API endpoint). */
    setReceiptPayHook(hook: ReceiptPayHook) {
      onReceiptPay = hook;
    },
    /** A receipt's state (tests). */
    receiptState(id: string): number | null {
      return receipts.get(id)?.state ?? null;
    },
    /** The last code sent for a token (tests, and the sandbox's testing route). */
    lastCode(token: string): string | null {
      return cards.get(token)?.code ?? null;
    },
    /** Whether the provider still holds a token (not removed). */
    holds(token: string): boolean {
      const card = cards.get(token);
      return card !== undefined && !card.removed;
    },
    /** Serve on 127.0.0.1 at a free port (tests). */
    async listen(): Promise<{ url: string; close(): Promise<void> }> {
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = null;
          }
          const xAuth = req.headers['x-auth'];
          void handle(body, typeof xAuth === 'string' ? xAuth : null).then((answer) => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(answer));
          });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}/api`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
}

export type FakeSubscribe = ReturnType<typeof createFakeSubscribe>;
