/** Builders of the menu's contract shapes (menu.ts): groups, categories, products and their modifiers. */
import type { Category, Group, Modifier, ModifierGroup, Overall, Product } from '../menu.ts';
import { type DeepPartial, merge } from './merge.ts';
import { ml, nextId } from './sequence.ts';

export function makeGroup(overrides: DeepPartial<Group> = {}): Group {
  const id = overrides.id ?? nextId('group');
  return merge<Group>(
    {
      id,
      name: ml(`Guruh ${id}`),
      icon: null,
      image: null,
      bgColor: null,
      iconBgColor: null,
      priority: id,
    },
    overrides,
  );
}

export function makeCategory(overrides: DeepPartial<Category> = {}): Category {
  const id = overrides.id ?? nextId('category');
  return merge<Category>(
    {
      id,
      groupId: 1,
      name: ml(`Kategoriya ${id}`),
      image: null,
      priority: id,
      textColor: null,
      viewType: 'MEDIUM',
      scrollType: 'VERTICAL',
      navigationType: 'POP_UP',
      isWithoutCart: false,
    },
    overrides,
  );
}

export function makeModifier(overrides: DeepPartial<Modifier> = {}): Modifier {
  const id = overrides.id ?? nextId('modifier');
  return merge<Modifier>(
    { id, name: ml(`Qo‘shimcha ${id}`), price: 5_000, image: null, isDefault: false, priority: id },
    overrides,
  );
}

export function makeModifierGroup(overrides: DeepPartial<ModifierGroup> = {}): ModifierGroup {
  const id = overrides.id ?? nextId('modifierGroup');
  return merge<ModifierGroup>(
    { id, name: ml(`Tanlov ${id}`), min: 0, max: 1, priority: id, modifiers: [] },
    overrides,
  );
}

/** An available product of category 1 in group 1 at 25 000 so'm, on the web and in Telegram. */
export function makeProduct(overrides: DeepPartial<Product> = {}): Product {
  const id = overrides.id ?? nextId('product');
  return merge<Product>(
    {
      id,
      categoryId: 1,
      groupId: 1,
      name: ml(`Taom ${id}`),
      description: ml(`Tavsif ${id}`),
      image: `images/menu/p${id}.svg`,
      gallery: [],
      costPrice: 25_000,
      discount: 0,
      priority: id,
      isAvailable: true,
      active: true,
      type: 'NONE',
      unit: 'COUNT',
      measure: null,
      calorie: null,
      amount: 1,
      count: 1,
      labels: [],
      tags: [],
      timeCookingMin: null,
      timeCookingMax: null,
      isCartRecommendation: false,
      deliveryEnabled: true,
      systems: ['WEB', 'TG'],
      modificationGroups: [],
      productBranch: [],
      grade: null,
      integrationId: null,
      mxicCode: null,
      barcode: null,
    },
    overrides,
  );
}

/** The whole menu (GET overall): by default one group, one category and two products in it. */
export function makeMenu(overrides: Partial<Overall> = {}): Overall {
  const groups = overrides.groups ?? [makeGroup()];
  const groupId = groups[0]?.id ?? 1;
  const categories = overrides.categories ?? [makeCategory({ groupId })];
  const categoryId = categories[0]?.id ?? 1;
  const products = overrides.products ?? [
    makeProduct({ categoryId, groupId }),
    makeProduct({ categoryId, groupId }),
  ];
  return { groups, categories, products };
}
