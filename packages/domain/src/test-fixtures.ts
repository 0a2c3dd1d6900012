/** Small builders of contract shapes for this package's tests (not exported from the package). */
import type { Category, Group, MultilingualText, Overall, Product } from '@dasturxon/contracts';

export const text = (uz: string, ru = uz, eng = uz): MultilingualText => ({ uz, ru, eng });

export function makeGroup(id: number, over: Partial<Group> = {}): Group {
  return {
    id,
    name: text(`Guruh ${id}`, `Группа ${id}`, `Group ${id}`),
    icon: null,
    image: null,
    bgColor: null,
    iconBgColor: null,
    priority: id,
    ...over,
  };
}

export function makeCategory(id: number, groupId: number, over: Partial<Category> = {}): Category {
  return {
    id,
    groupId,
    name: text(`Kategoriya ${id}`, `Категория ${id}`, `Category ${id}`),
    image: null,
    priority: id,
    textColor: null,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    isWithoutCart: false,
    ...over,
  };
}

export function makeProduct(id: number, categoryId: number, over: Partial<Product> = {}): Product {
  return {
    id,
    categoryId,
    groupId: 0,
    name: text(`Mahsulot ${id}`, `Продукт ${id}`, `Product ${id}`),
    description: text(''),
    image: null,
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
    ...over,
  };
}

export const makeOverall = (over: Partial<Overall> = {}): Overall => ({
  groups: [],
  categories: [],
  products: [],
  ...over,
});
