/**
 * The basket's cookie format (decision 140), pure and safe on server and client.
 *
 * One cookie per merchant (brand), `basket_<merchantId>`; its value is the lines joined by `_`, each line
 * `<productId>x<count>` followed, when modifiers were chosen, by `-` and the modifiers joined by `.`, each
 * `<modifierId>` or `<modifierId>*<count>` (count above 1), sorted by id: "12x2-34.35_7x1". Every character
 * is one that encodeURIComponent leaves alone, so the value is the same on the wire and in document.cookie.
 */
import { basketCookieName } from './cookies.ts';

export interface BasketModification {
  id: number;
  count: number;
}

export interface BasketLine {
  /** productId + sorted modifier ids/counts: the same dish with the same choice is one line. */
  key: string;
  productId: number;
  count: number;
  modifications: BasketModification[];
}

export type NewBasketLine = Omit<BasketLine, 'key'>;

/** At most this many different lines (dish + choice): keeps the cookie far below the browser's 4 kB. */
export const MAX_BASKET_LINES = 30;
/** At most this many of one line. */
export const MAX_LINE_COUNT = 99;
/** At most this many modifiers on one line (more is not a real choice; it would only grow the cookie). */
export const MAX_LINE_MODIFIERS = 20;
/** The cookie lives 30 days after the last change. */
export const BASKET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie name of a merchant's basket (one definition in lib/cookies.ts: logout clears it too). */
export { basketCookieName };

function isId(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/** Modifiers merged by id, counts summed, sorted by id; invalid entries dropped. */
export function normalizeModifications(mods: readonly BasketModification[]): BasketModification[] {
  const byId = new Map<number, number>();
  for (const m of mods) {
    if (!isId(m.id) || !Number.isSafeInteger(m.count) || m.count <= 0) continue;
    byId.set(m.id, (byId.get(m.id) ?? 0) + m.count);
  }
  return [...byId.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, MAX_LINE_MODIFIERS)
    .map(([id, count]) => ({ id, count: Math.min(count, MAX_LINE_COUNT) }));
}

function encodeMods(mods: readonly BasketModification[]): string {
  return mods.map((m) => (m.count > 1 ? `${m.id}*${m.count}` : String(m.id))).join('.');
}

/** The key of a line: product id and its choice, e.g. "12" or "12-34.35*2". */
export function lineKey(productId: number, modifications: readonly BasketModification[]): string {
  const mods = normalizeModifications(modifications);
  return mods.length > 0 ? `${productId}-${encodeMods(mods)}` : String(productId);
}

export function makeLine(line: NewBasketLine): BasketLine {
  const modifications = normalizeModifications(line.modifications);
  return {
    key: lineKey(line.productId, modifications),
    productId: line.productId,
    count: line.count,
    modifications,
  };
}

export function encodeBasket(lines: readonly BasketLine[]): string {
  return lines
    .map((l) => {
      const mods = encodeMods(l.modifications);
      return mods ? `${l.productId}x${l.count}-${mods}` : `${l.productId}x${l.count}`;
    })
    .join('_');
}

const LINE_RE = /^(\d{1,15})x(\d{1,3})(?:-([\d.*]+))?$/;
const MOD_RE = /^(\d{1,15})(?:\*(\d{1,3}))?$/;

/**
 * Lines from a cookie value. Anything malformed (an old format, a hand-edited cookie) is skipped, never
 * thrown: a broken basket must not break the page. Duplicate keys are merged, caps applied.
 */
export function decodeBasket(value: string | null | undefined): BasketLine[] {
  if (!value) return [];
  const out: BasketLine[] = [];
  for (const part of value.split('_')) {
    const m = LINE_RE.exec(part);
    if (!m) continue;
    const productId = Number(m[1]);
    const count = Number(m[2]);
    if (!isId(productId) || count <= 0) continue;
    const mods: BasketModification[] = [];
    let bad = false;
    for (const raw of m[3] ? m[3].split('.') : []) {
      const mm = MOD_RE.exec(raw);
      if (!mm) {
        bad = true;
        break;
      }
      mods.push({ id: Number(mm[1]), count: mm[2] ? Number(mm[2]) : 1 });
    }
    if (bad) continue;
    const line = makeLine({ productId, count: Math.min(count, MAX_LINE_COUNT), modifications: mods });
    const same = out.find((l) => l.key === line.key);
    if (same) same.count = Math.min(MAX_LINE_COUNT, same.count + line.count);
    else if (out.length < MAX_BASKET_LINES) out.push(line);
  }
  return out;
}

export type AddOutcome =
  /** The line was added or its count raised. */
  | { ok: true; lines: BasketLine[]; key: string }
  /** A new line would pass MAX_BASKET_LINES. */
  | { ok: false; reason: 'tooManyLines' }
  /** The count would pass `max` (stock) or MAX_LINE_COUNT; `max` is what may be in the basket. */
  | { ok: false; reason: 'notEnough'; max: number }
  | { ok: false; reason: 'invalid' };

/** Adds `line.count` to the same dish with the same choice, or appends a new line. Pure. */
export function addLine(lines: readonly BasketLine[], line: NewBasketLine, max?: number): AddOutcome {
  if (!isId(line.productId) || !Number.isSafeInteger(line.count) || line.count <= 0) {
    return { ok: false, reason: 'invalid' };
  }
  const next = makeLine(line);
  const limit = Math.min(MAX_LINE_COUNT, max ?? MAX_LINE_COUNT);
  const same = lines.find((l) => l.key === next.key);
  // Stock is per product, whatever the choice: every line of the product counts against it.
  const productTotal = lines.filter((l) => l.productId === line.productId).reduce((s, l) => s + l.count, 0);
  const lineTotal = (same?.count ?? 0) + next.count;
  if (lineTotal > MAX_LINE_COUNT || (max !== undefined && productTotal + next.count > max)) {
    return { ok: false, reason: 'notEnough', max: Math.max(0, limit) };
  }
  if (same) {
    return {
      ok: true,
      key: same.key,
      lines: lines.map((l) => (l.key === same.key ? { ...l, count: lineTotal } : l)),
    };
  }
  if (lines.length >= MAX_BASKET_LINES) return { ok: false, reason: 'tooManyLines' };
  return { ok: true, key: next.key, lines: [...lines, next] };
}

/** Sets a line's count; 0 or less removes it; above MAX_LINE_COUNT is clamped. Pure. */
export function setLineCount(lines: readonly BasketLine[], key: string, count: number): BasketLine[] {
  if (!Number.isFinite(count) || count <= 0) return lines.filter((l) => l.key !== key);
  const n = Math.min(MAX_LINE_COUNT, Math.floor(count));
  return lines.map((l) => (l.key === key ? { ...l, count: n } : l));
}

/** Number of dishes (the badge): the sum of counts. */
export function basketCount(lines: readonly BasketLine[]): number {
  return lines.reduce((s, l) => s + l.count, 0);
}

/** How many of a product are in the basket, over all its choices. */
export function productCount(lines: readonly BasketLine[], productId: number): number {
  return lines.reduce((s, l) => (l.productId === productId ? s + l.count : s), 0);
}

/** The merchant's basket from parsed cookies (lib/cookies.ts parseCookies: the request's, or the browser's). */
export function readBasket(cookies: Readonly<Record<string, string>>, merchantId: string): BasketLine[] {
  return decodeBasket(cookies[basketCookieName(merchantId)]);
}
