import { describe, expect, it } from 'vitest';
import { metricaIdToLoad, SKIPPED_METRICA_ID } from './analytics.ts';

describe('metricaIdToLoad', () => {
  it('loads the counter of a merchant that enabled it', () => {
    expect(metricaIdToLoad({ yandexMetricsEnabled: true, yandexMetricsId: '12345678' })).toBe('12345678');
    expect(metricaIdToLoad({ yandexMetricsEnabled: true, yandexMetricsId: ' 12345678 ' })).toBe('12345678');
  });

  it('loads nothing when the merchant did not enable it', () => {
    expect(metricaIdToLoad({ yandexMetricsEnabled: false, yandexMetricsId: '12345678' })).toBeNull();
  });

  it('skips the counter of spec §5', () => {
    expect(SKIPPED_METRICA_ID).toBe('98329667');
    expect(metricaIdToLoad({ yandexMetricsEnabled: true, yandexMetricsId: '98329667' })).toBeNull();
  });

  it.each([null, '', '   ', '123abc', "1');alert(1);//"])('loads nothing for the id %j', (id) => {
    expect(metricaIdToLoad({ yandexMetricsEnabled: true, yandexMetricsId: id })).toBeNull();
  });
});
