/**
 * In-memory cache of built menus, one entry per (merchant, channel), holding the answer ready to send: the
 * JSON bytes, its strong ETag and, on first demand, its gzip and brotli forms. A hit costs a map lookup.
 *
 * Freshness (docs/decisions/010-menu-cache-and-etag.md):
 * - writes in this process call `invalidate(merchantId)`, which drops the merchant's entries at once and
 *   makes any build already running for it discard its result;
 * - changes by another process (a seed, an admin tool, a second server) are noticed through a cheap
 *   fingerprint query (`stamp`), asked at most once per `checkIntervalMs` per merchant while it is served.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { PrecompressedEncoding } from '../../http/encoding.ts';
import { strongEtag } from '../../http/etag.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function brotliOptions(quality: number, sizeHint: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}

/** Bodies up to this size get brotli's best quality (11) in the background; larger ones quality 9. */
const BEST_BROTLI_MAX_BYTES = 512 * 1024;

export interface MenuEntry {
  /** The JSON answer as UTF-8 bytes: encoded once, not on every send. */
  readonly body: Buffer;
  readonly etag: string;
  readonly stamp: string;
  checkedAt: number;
  encoded: Partial<Record<PrecompressedEncoding, Promise<Buffer>>>;
  /** The compressed forms that are ready, for callers that cannot wait (the menu's fast path). */
  ready: Partial<Record<PrecompressedEncoding, Buffer>>;
  /** The body parsed once, deeply frozen, for in-process readers (the storefront's server rendering). */
  parsed?: unknown;
}

export interface MenuCacheOptions<C extends string> {
  /** Builds the answer (already validated against its schema) as JSON text. */
  build(merchantId: string, channel: C): Promise<string>;
  /** Fingerprint of the merchant's menu data. */
  stamp(merchantId: string): Promise<string>;
  checkIntervalMs?: number;
  /** Bound on entries; the least recently built go first. */
  maxEntries?: number;
  now?: () => number;
}

export interface MenuCache<C extends string> {
  get(merchantId: string, channel: C): Promise<MenuEntry>;
  /**
   * The entry when it is cached and needs no fingerprint check yet, without waiting; undefined otherwise (then
   * `get` does the check or the build).
   */
  peek(merchantId: string, channel: C): MenuEntry | undefined;
  encode(entry: MenuEntry, encoding: PrecompressedEncoding): Promise<Buffer>;
  invalidate(merchantId: string): void;
  clear(): void;
}

export function createMenuCache<C extends string>(opts: MenuCacheOptions<C>): MenuCache<C> {
  const checkIntervalMs = opts.checkIntervalMs ?? 1_000;
  const maxEntries = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, MenuEntry>();
  const builds = new Map<string, Promise<MenuEntry>>();
  const checks = new Map<string, Promise<string>>();
  /** Bumped by invalidate() (per merchant) and clear() (epoch): a build from an older generation is not stored. */
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (merchantId: string) => `${epoch}.${generations.get(merchantId) ?? 0}`;
  const channelsOf = new Map<string, Set<string>>();

  /**
   * The entry key of a merchant and channel, made once: `peek` runs for every menu answer, and a key built per
   * call (a new string, flattened and hashed) was a few per cent of it. Bounded like the entries.
   */
  const keys = new Map<string, Map<C, string>>();
  function keyOf(merchantId: string, channel: C): string {
    let ofMerchant = keys.get(merchantId);
    if (!ofMerchant) {
      if (keys.size >= maxEntries) keys.clear();
      ofMerchant = new Map();
      keys.set(merchantId, ofMerchant);
    }
    let key = ofMerchant.get(channel);
    if (key === undefined) {
      key = `${merchantId}\u0000${channel}`;
      ofMerchant.set(channel, key);
    }
    return key;
  }

  /** One fingerprint query at a time per merchant, shared by every request that needs it. */
  function stampOnce(merchantId: string): Promise<string> {
    let pending = checks.get(merchantId);
    if (!pending) {
      pending = opts.stamp(merchantId).finally(() => checks.delete(merchantId));
      checks.set(merchantId, pending);
    }
    return pending;
  }

  function buildOnce(merchantId: string, channel: C, key: string): Promise<MenuEntry> {
    const generation = generationOf(merchantId);
    // Requests after an invalidation must not join a build that started before it.
    const buildKey = `${key}\u0000${generation}`;
    let pending = builds.get(buildKey);
    if (pending) return pending;
    pending = (async () => {
      // The stamp is read before the data: a change made during the build shows up at the next check.
      const stamp = await opts.stamp(merchantId);
      const body = Buffer.from(await opts.build(merchantId, channel));
      const entry: MenuEntry = {
        body,
        etag: strongEtag(body),
        stamp,
        checkedAt: now(),
        encoded: {},
        ready: {},
      };
      if (generationOf(merchantId) === generation) {
        entries.delete(key);
        entries.set(key, entry);
        const channels = channelsOf.get(merchantId) ?? new Set<string>();
        channels.add(key);
        channelsOf.set(merchantId, channels);
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      return entry;
    })().finally(() => builds.delete(buildKey));
    builds.set(buildKey, pending);
    return pending;
  }

  return {
    async get(merchantId, channel) {
      const key = keyOf(merchantId, channel);
      const entry = entries.get(key);
      if (entry) {
        if (now() - entry.checkedAt < checkIntervalMs) return entry;
        const stamp = await stampOnce(merchantId);
        if (stamp === entry.stamp && entries.get(key) === entry) {
          entry.checkedAt = now();
          return entry;
        }
        if (entries.get(key) === entry) entries.delete(key);
      }
      return buildOnce(merchantId, channel, key);
    },

    peek(merchantId, channel) {
      const entry = entries.get(keyOf(merchantId, channel));
      return entry && now() - entry.checkedAt < checkIntervalMs ? entry : undefined;
    },

    encode(entry, encoding) {
      let pending = entry.encoded[encoding];
      if (!pending) {
        pending =
          encoding === 'br'
            ? brotliAsync(entry.body, brotliOptions(6, entry.body.length))
            : gzipAsync(entry.body, { level: 6 });
        entry.encoded[encoding] = pending;
        pending.then(
          (bytes) => {
            // The best brotli (below) may have finished first: never go back to the quicker, larger form.
            entry.ready[encoding] ??= bytes;
          },
          () => {},
        );
        if (encoding === 'br') {
          // Brotli's best quality is ~14% smaller (navruz: 10.4 kB instead of 11.9) but ~70 times slower (0.1 s
          // for 78 kB, in libuv's pool): answers use quality 6 at once and switch to 11 once it is ready. Only
          // the bytes change: the ETag names the JSON, not its encoding. A menu over 512 kB (2,000 products: 2 MB)
          // takes 9: quality 11 kept a core busy for over ten seconds after each change (decision 301).
          const best = entry.body.length > BEST_BROTLI_MAX_BYTES ? 9 : 11;
          void brotliAsync(entry.body, brotliOptions(best, entry.body.length)).then(
            (best) => {
              entry.encoded.br = Promise.resolve(best);
              entry.ready.br = best;
            },
            () => {},
          );
        }
      }
      return pending;
    },

    invalidate(merchantId) {
      generations.set(merchantId, (generations.get(merchantId) ?? 0) + 1);
      for (const key of channelsOf.get(merchantId) ?? []) entries.delete(key);
      channelsOf.delete(merchantId);
    },

    clear() {
      epoch += 1;
      entries.clear();
      channelsOf.clear();
    },
  };
}
