/** The product form's values: exactly the API's StaffProductInput, from a stored product or for a new one. */
import {
  type MultilingualText,
  pickProductOwnFields,
  type StaffProduct,
  type StaffProductInput,
} from '@dasturxon/contracts';

const blank = (): MultilingualText => ({ uz: '', ru: '', eng: '' });

export function newProductValues(categoryId: number): StaffProductInput {
  return {
    categoryId,
    name: blank(),
    description: blank(),
    image: null,
    costPrice: undefined as unknown as number,
    discount: 0,
    unit: 'COUNT',
    measure: null,
    calorie: null,
    amount: 1,
    labels: [],
    timeCookingMin: null,
    timeCookingMax: null,
    isCartRecommendation: false,
    deliveryEnabled: true,
    systems: ['WEB', 'TG'],
    active: true,
    branchIds: [],
    modificationGroups: [],
    integrationId: null,
    mxicCode: null,
    barcode: null,
  };
}

/** What the form edits of a stored product (ids of modifier groups and modifiers kept: baskets name them). */
export function productValues(p: StaffProduct): StaffProductInput {
  return {
    ...pickProductOwnFields(p),
    branchIds: p.branchIds,
    modificationGroups: p.modificationGroups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      modifiers: g.modifiers.map((m) => ({ ...m })),
    })),
  };
}

export const newModifierGroup = () => ({
  name: blank(),
  min: 0,
  max: 1,
  modifiers: [{ name: blank(), price: 0, image: null, isDefault: false }],
});
export const newModifier = () => ({ name: blank(), price: 0, image: null, isDefault: false });

/** Which languages have an error under `prefix` (name.uz, description.ru, ...), for the tabs' marks. */
export function langsWithErrors(errors: Record<string, unknown>, prefixes: string[]): Set<string> {
  const langs = new Set<string>();
  for (const key of Object.keys(errors)) {
    for (const prefix of prefixes) {
      const m = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : null;
      if (m) langs.add(m);
    }
  }
  return langs;
}
