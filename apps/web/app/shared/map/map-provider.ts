/**
 * Which map the storefront draws (spec §3 map provider, §5/§8/§9 maps setup rules). Pure: no script is loaded
 * here, so the choice is unit-tested and the server can make it while rendering.
 */
import type { Lang, MerchantPublic } from '@dasturxon/contracts';

/** OpenStreetMap's standard tiles; a deployment may point the storefront at its own tile server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Yandex map locales by interface language; spec §9 makes ru_RU the default. */
const YANDEX_LANG_BY_LANG: Record<Lang, string> = { uz: 'uz_UZ', ru: 'ru_RU', eng: 'en_US' };

export class MapsSetupError extends Error {
  override name = 'MapsSetupError';
}

export interface YandexMapsOptions {
  apikey: string;
  lang: string;
  version: 'v3';
  initializeOnMount: boolean;
  strictMode: boolean;
}

/** Spec §9 defaults: language ru_RU, version v3, initialise on mount, strict mode off. */
const YANDEX_DEFAULTS: Omit<YandexMapsOptions, 'apikey'> = {
  lang: 'ru_RU',
  version: 'v3',
  initializeOnMount: true,
  strictMode: false,
};
const YANDEX_OPTION_KEYS = new Set(['apikey', ...Object.keys(YANDEX_DEFAULTS)]);

/**
 * Validates Yandex setup options and fills the defaults. Spec §5: the setup requires an API key and rejects
 * unknown option keys (a misspelt option is a mistake to surface, not to ignore). Hand-written rather than
 * zod so the map chunk does not carry a schema library.
 */
export function createYandexMapsOptions(input: Record<string, unknown>): YandexMapsOptions {
  const unknownKeys = Object.keys(input).filter((k) => !YANDEX_OPTION_KEYS.has(k));
  if (unknownKeys.length > 0) {
    throw new MapsSetupError(`Unknown Yandex Maps option(s): ${unknownKeys.join(', ')}`);
  }
  const { apikey } = input;
  if (typeof apikey !== 'string' || apikey.trim() === '') {
    throw new MapsSetupError('Yandex Maps API key is not set');
  }
  const o = { ...YANDEX_DEFAULTS, ...input, apikey: apikey.trim() } as Record<string, unknown>;
  if (typeof o.lang !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(o.lang)) {
    throw new MapsSetupError(`Invalid Yandex Maps language: ${String(o.lang)}`);
  }
  if (o.version !== 'v3') throw new MapsSetupError(`Unsupported Yandex Maps version: ${String(o.version)}`);
  if (typeof o.initializeOnMount !== 'boolean' || typeof o.strictMode !== 'boolean') {
    throw new MapsSetupError('Yandex Maps initializeOnMount and strictMode must be booleans');
  }
  return o as unknown as YandexMapsOptions;
}

export function yandexScriptUrl(o: YandexMapsOptions): string {
  const qs = new URLSearchParams({ apikey: o.apikey, lang: o.lang });
  return `https://api-maps.yandex.ru/${o.version}/?${qs.toString()}`;
}

export interface LeafletChoice {
  kind: 'leaflet';
  tileUrl: string;
  attribution: string;
}
export interface YandexChoice {
  kind: 'yandex';
  options: YandexMapsOptions;
  /** Used when the Yandex script fails to load or initialise. */
  fallback: LeafletChoice;
}
export type MapProviderChoice = LeafletChoice | YandexChoice;

export interface ChooseMapProviderInput {
  merchant: Pick<MerchantPublic, 'mapProvider' | 'yandexMapKey'>;
  lang: Lang;
  tileUrl?: string | null;
}

/**
 * Yandex only when the merchant asks for it (YANDEX or LAMENU_YANDEX) and has a key; Leaflet with OSM tiles
 * otherwise. A Yandex provider without a key is a merchant set-up gap, not a reason to show no map.
 */
export function chooseMapProvider(input: ChooseMapProviderInput): MapProviderChoice {
  const leaflet: LeafletChoice = {
    kind: 'leaflet',
    tileUrl: input.tileUrl?.trim() || DEFAULT_TILE_URL,
    attribution: DEFAULT_TILE_ATTRIBUTION,
  };
  const { mapProvider, yandexMapKey } = input.merchant;
  if (mapProvider === 'LEAFLET' || !yandexMapKey?.trim()) return leaflet;
  try {
    const options = createYandexMapsOptions({ apikey: yandexMapKey, lang: YANDEX_LANG_BY_LANG[input.lang] });
    return { kind: 'yandex', options, fallback: leaflet };
  } catch {
    return leaflet;
  }
}
