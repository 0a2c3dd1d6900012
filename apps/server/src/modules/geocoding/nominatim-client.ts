/**
 * Client of a Nominatim server (integrations.md §8) shared by the whole process (decision 070): every upstream
 * request passes one rate gate (1 request/s by default), answers are cached by rounded point or normalised
 * query and language, and the application identifies itself with its User-Agent. Failures and time-outs become
 * NominatimError; "Unable to geocode" is an answer, not a failure.
 */
import { type Lang, type NominatimPlace, NominatimPlaceSchema } from '@dasturxon/contracts';
import { z } from 'zod';
import { createLruCache } from './lru-cache.ts';
import { createRateGate, type RateGate } from './rate-gate.ts';

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  /** Least time between two upstream requests (Nominatim's policy: 1 s). */
  minIntervalMs: number;
  /** A caller that would wait longer than this for its turn is refused (429) instead. */
  maxWaitMs: number;
  /** An upstream request taking longer than this fails (502). */
  timeoutMs: number;
  cacheTtlMs: number;
  cacheMax: number;
  fetch: typeof fetch;
  /** The rate gate (default: this process's own; scale mode: the one in Redis, redis-rate-gate.ts). */
  gate?: RateGate;
}

export const DEFAULT_NOMINATIM_OPTIONS = {
  minIntervalMs: 1000,
  maxWaitMs: 5000,
  timeoutMs: 8000,
  // Streets and house numbers change rarely; a day keeps repeat lookups off the public server.
  cacheTtlMs: 24 * 60 * 60 * 1000,
  cacheMax: 5000,
} as const;

export class NominatimError extends Error {
  constructor(message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'NominatimError';
  }
}

/** Nominatim's language tags: our `eng` is `en`. */
const ACCEPT_LANGUAGE: Record<Lang, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

/**
 * ~1 m at 5 decimals: a pin nudged by less is the same place, and the coordinates in the key cannot grow
 * the cache without bound.
 */
export function reverseKey(lat: number, lon: number, lang: Lang): string {
  return `r|${lang}|${lat.toFixed(5)}|${lon.toFixed(5)}`;
}

export function searchKey(q: string, lang: Lang): string {
  return `s|${lang}|${normaliseQuery(q)}`;
}

export function normaliseQuery(q: string): string {
  return q.normalize('NFC').trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');
}

type RawPlace = z.infer<typeof RawPlaceSchema>;
const RawPlaceSchema = z.looseObject({
  display_name: z.string().optional(),
  lat: z.union([z.string(), z.number()]).optional(),
  lon: z.union([z.string(), z.number()]).optional(),
  address: z.record(z.string(), z.unknown()).optional(),
  error: z.union([z.string(), z.object({ message: z.string().optional() })]).optional(),
});

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** Only the fields the storefront reads (spec §7); towns and villages count as the city. */
function toPlace(raw: RawPlace): NominatimPlace {
  const a = raw.address ?? {};
  const address = {
    road: text(a.road),
    house_number: text(a.house_number),
    residential: text(a.residential),
    neighbourhood: text(a.neighbourhood),
    suburb: text(a.suburb),
    city: text(a.city) ?? text(a.town) ?? text(a.village),
  };
  const place: NominatimPlace = {};
  if (raw.display_name) place.display_name = raw.display_name;
  if (raw.lat !== undefined) place.lat = String(raw.lat);
  if (raw.lon !== undefined) place.lon = String(raw.lon);
  if (raw.address) {
    place.address = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined));
  }
  return NominatimPlaceSchema.parse(place);
}

export const UNABLE_TO_GEOCODE = 'Unable to geocode';

export function createNominatimClient(
  options: Partial<NominatimOptions> & { baseUrl: string; userAgent: string },
) {
  const opts: NominatimOptions = { ...DEFAULT_NOMINATIM_OPTIONS, fetch: globalThis.fetch, ...options };
  const gate = opts.gate ?? createRateGate({ intervalMs: opts.minIntervalMs, maxWaitMs: opts.maxWaitMs });
  const cache = createLruCache<NominatimPlace | NominatimPlace[]>({
    max: opts.cacheMax,
    ttlMs: opts.cacheTtlMs,
  });
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;

  async function call(path: 'reverse' | 'search', params: Record<string, string>): Promise<unknown> {
    await gate.wait();
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await opts.fetch(url, {
        headers: { 'user-agent': opts.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      throw new NominatimError(`nominatim ${path} unreachable`, { cause: err });
    }
    const body = await res.text().catch((err: unknown) => {
      throw new NominatimError(`nominatim ${path} body unreadable`, { cause: err });
    });
    if (!res.ok) throw new NominatimError(`nominatim ${path} answered ${res.status}: ${body.slice(0, 200)}`);
    try {
      return JSON.parse(body) as unknown;
    } catch (err) {
      throw new NominatimError(`nominatim ${path} answered non-JSON`, { cause: err });
    }
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new NominatimError(`nominatim ${what}: unexpected answer`, { cause: parsed.error });
    return parsed.data;
  }

  return {
    /** The place at a point; `{ error: 'Unable to geocode' }` when there is none (e.g. in the sea). */
    reverse(lat: number, lon: number, lang: Lang): Promise<NominatimPlace> {
      return cache.get(reverseKey(lat, lon, lang), async () => {
        const raw = parse(
          RawPlaceSchema,
          await call('reverse', {
            format: 'jsonv2',
            // The point of the cache key: the answer cached is the answer for exactly this point.
            lat: lat.toFixed(5),
            lon: lon.toFixed(5),
            'accept-language': ACCEPT_LANGUAGE[lang],
          }),
          'reverse',
        );
        if (raw.error !== undefined) {
          const message = typeof raw.error === 'string' ? raw.error : raw.error.message;
          // Nominatim's "nothing here" is an answer; any other error object is a failure of the service.
          if (message === UNABLE_TO_GEOCODE) return { error: UNABLE_TO_GEOCODE };
          throw new NominatimError(`nominatim reverse error: ${message ?? 'unknown'}`);
        }
        return toPlace(raw);
      }) as Promise<NominatimPlace>;
    },

    /** Places matching a text in Uzbekistan, best first; an empty list when none. */
    search(q: string, lang: Lang): Promise<NominatimPlace[]> {
      return cache.get(searchKey(q, lang), async () => {
        const raw = await call('search', {
          format: 'jsonv2',
          q: normaliseQuery(q),
          countrycodes: 'uz',
          addressdetails: '1',
          limit: '10',
          'accept-language': ACCEPT_LANGUAGE[lang],
        });
        if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'error' in raw) {
          const { error } = raw as { error: unknown };
          if (error === UNABLE_TO_GEOCODE) return [];
          throw new NominatimError('nominatim search error');
        }
        return parse(z.array(RawPlaceSchema), raw, 'search').map(toPlace);
      }) as Promise<NominatimPlace[]>;
    },

    clearCache: () => cache.clear(),
  };
}

export type NominatimClient = ReturnType<typeof createNominatimClient>;
