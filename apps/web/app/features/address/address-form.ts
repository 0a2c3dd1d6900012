/**
 * The address form's fields as posted (names = AddressInput keys), read into the API's AddressInput. Empty
 * fields become null (not ""), so clearing "floor" really clears it. Pure: shared by the create and choose
 * routes' actions and tested alone.
 */
import { type AddressInput, AddressInputSchema } from '@dasturxon/contracts';

export const ADDRESS_TEXT_FIELDS = [
  'name',
  'streetName',
  'houseNumber',
  'entrance',
  'floor',
  'domophone',
  'office',
  'comment',
] as const;
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

export type AddressFormResult = { ok: true; input: AddressInput } | { ok: false; fields: string[] };

export function readAddressForm(form: FormData): AddressFormResult {
  const raw: Record<string, unknown> = {
    type: form.get('type') === 'APARTMENT' ? 'APARTMENT' : 'HOUSE',
    latitude: Number(form.get('latitude')),
    longitude: Number(form.get('longitude')),
  };
  for (const key of ADDRESS_TEXT_FIELDS) {
    const v = form.get(key);
    raw[key] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }
  const cityId = Number(form.get('cityId'));
  if (Number.isSafeInteger(cityId) && cityId > 0) raw.cityId = cityId;
  const parsed = AddressInputSchema.safeParse(raw);
  // Decision 327: never a nameless address (a failed lookup left the street empty): the street is required.
  if (parsed.success && !parsed.data.streetName) return { ok: false, fields: ['streetName'] };
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))] };
}
