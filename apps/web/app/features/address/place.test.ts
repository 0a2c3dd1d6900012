import { describe, expect, it } from 'vitest';
import { placePoint, shortDisplayName, streetOfPlace } from './place.ts';

describe('streetOfPlace', () => {
  it('takes the road and house number Nominatim found', () => {
    expect(
      streetOfPlace({ display_name: 'x', address: { road: 'Amir Temur shoh ko‘chasi', house_number: '15' } }),
    ).toEqual({ street: 'Amir Temur shoh ko‘chasi', house: '15', label: 'Amir Temur shoh ko‘chasi, 15' });
  });

  it('falls back to the residential area, then the mahalla, when the point has no road', () => {
    expect(streetOfPlace({ address: { residential: 'Chilonzor-9', neighbourhood: 'Navbahor' } }).street).toBe(
      'Chilonzor-9',
    );
    expect(streetOfPlace({ address: { neighbourhood: 'Navbahor' } }).street).toBe('Navbahor');
  });

  it('labels a place without street parts by the start of its display name', () => {
    expect(
      streetOfPlace({ display_name: 'Chorsu, Shayxontohur, Toshkent, 100000, Oʻzbekiston', address: {} })
        .label,
    ).toBe('Chorsu, Shayxontohur, Toshkent');
  });

  it('reads "Unable to geocode" as no street rather than a failure', () => {
    expect(streetOfPlace({ error: 'Unable to geocode' })).toEqual({ street: '', house: '', label: '' });
    expect(streetOfPlace(null).street).toBe('');
  });
});

describe('placePoint and shortDisplayName', () => {
  it('parses Nominatim string coordinates and refuses missing or broken ones', () => {
    expect(placePoint({ lat: '41.311', lon: '69.279' })).toEqual({ latitude: 41.311, longitude: 69.279 });
    expect(placePoint({ lat: 'abc', lon: '69' })).toBeNull();
    expect(placePoint({})).toBeNull();
  });

  it('keeps short names whole', () => {
    expect(shortDisplayName('Chorsu')).toBe('Chorsu');
    expect(shortDisplayName(undefined)).toBe('');
  });
});
