import { describe, expect, it } from 'vitest';
import {
  chooseMapProvider,
  createYandexMapsOptions,
  DEFAULT_TILE_URL,
  MapsSetupError,
  yandexScriptUrl,
} from './map-provider.ts';

describe('chooseMapProvider', () => {
  it('draws Leaflet with OpenStreetMap tiles by default', () => {
    const choice = chooseMapProvider({
      merchant: { mapProvider: 'LEAFLET', yandexMapKey: 'key' },
      lang: 'uz',
    });
    expect(choice).toMatchObject({ kind: 'leaflet', tileUrl: DEFAULT_TILE_URL });
  });

  it('uses Yandex for YANDEX and LAMENU_YANDEX merchants with a key, Leaflet as its fallback', () => {
    for (const mapProvider of ['YANDEX', 'LAMENU_YANDEX'] as const) {
      const choice = chooseMapProvider({ merchant: { mapProvider, yandexMapKey: ' abc-123 ' }, lang: 'ru' });
      expect(choice.kind).toBe('yandex');
      if (choice.kind !== 'yandex') continue;
      expect(choice.options).toEqual({
        apikey: 'abc-123',
        lang: 'ru_RU',
        version: 'v3',
        initializeOnMount: true,
        strictMode: false,
      });
      expect(choice.fallback.kind).toBe('leaflet');
    }
  });

  it('falls back to Leaflet when a Yandex merchant has no key', () => {
    expect(
      chooseMapProvider({ merchant: { mapProvider: 'YANDEX', yandexMapKey: null }, lang: 'ru' }).kind,
    ).toBe('leaflet');
    expect(
      chooseMapProvider({ merchant: { mapProvider: 'YANDEX', yandexMapKey: '  ' }, lang: 'ru' }).kind,
    ).toBe('leaflet');
  });

  it('maps the interface language to a Yandex locale and honours a configured tile server', () => {
    const uz = chooseMapProvider({ merchant: { mapProvider: 'YANDEX', yandexMapKey: 'k' }, lang: 'uz' });
    expect(uz.kind === 'yandex' && uz.options.lang).toBe('uz_UZ');
    const own = chooseMapProvider({
      merchant: { mapProvider: 'LEAFLET', yandexMapKey: null },
      lang: 'eng',
      tileUrl: 'https://tiles.example.uz/{z}/{x}/{y}.png',
    });
    expect(own.kind === 'leaflet' && own.tileUrl).toBe('https://tiles.example.uz/{z}/{x}/{y}.png');
  });
});

describe('Yandex Maps setup (spec §5, §9)', () => {
  it('fills the spec defaults around the key', () => {
    const o = createYandexMapsOptions({ apikey: 'k' });
    expect(o).toEqual({
      apikey: 'k',
      lang: 'ru_RU',
      version: 'v3',
      initializeOnMount: true,
      strictMode: false,
    });
    expect(yandexScriptUrl(o)).toBe('https://api-maps.yandex.ru/v3/?apikey=k&lang=ru_RU');
  });

  it('requires an API key', () => {
    expect(() => createYandexMapsOptions({})).toThrow(new MapsSetupError('Yandex Maps API key is not set'));
    expect(() => createYandexMapsOptions({ apikey: '' })).toThrow(/API key is not set/);
  });

  it('rejects unknown option keys, naming them', () => {
    expect(() => createYandexMapsOptions({ apikey: 'k', language: 'ru_RU', zoomm: 3 })).toThrow(
      'Unknown Yandex Maps option(s): language, zoomm',
    );
  });

  it('rejects malformed values', () => {
    expect(() => createYandexMapsOptions({ apikey: 'k', lang: 'russian' })).toThrow(MapsSetupError);
    expect(() => createYandexMapsOptions({ apikey: 'k', version: 'v2.1' })).toThrow(MapsSetupError);
  });
});
