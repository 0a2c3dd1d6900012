import { describe, expect, it } from 'vitest';
import { readAddressForm } from './address-form.ts';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe('readAddressForm', () => {
  it('reads the posted fields into the API input, empty ones as null', () => {
    const result = readAddressForm(
      form({
        type: 'APARTMENT',
        latitude: '41.2995',
        longitude: '69.2401',
        name: ' Uy ',
        streetName: 'Navoiy',
        houseNumber: '12',
        floor: '',
        comment: '  ',
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        type: 'APARTMENT',
        latitude: 41.2995,
        longitude: 69.2401,
        name: 'Uy',
        streetName: 'Navoiy',
        houseNumber: '12',
        floor: null,
        comment: null,
      }),
    });
  });

  it('treats an unknown type as a house', () => {
    const result = readAddressForm(
      form({ type: 'CASTLE', latitude: '41', longitude: '69', streetName: 'Navoiy' }),
    );
    expect(result.ok && result.input.type).toBe('HOUSE');
  });

  it('names the fields that are wrong: a point off the globe, an overlong house number', () => {
    const result = readAddressForm(form({ latitude: '95', longitude: 'x', houseNumber: '1'.repeat(21) }));
    expect(result).toEqual({
      ok: false,
      fields: expect.arrayContaining(['latitude', 'longitude', 'houseNumber']),
    });
  });

  it('refuses a nameless address: no street (a failed lookup leaves it empty), even with other fields', () => {
    for (const streetName of ['', '   ']) {
      const result = readAddressForm(
        form({ latitude: '41.2995', longitude: '69.2401', streetName, name: 'Uy', entrance: '2' }),
      );
      expect(result).toEqual({ ok: false, fields: ['streetName'] });
    }
  });
});
