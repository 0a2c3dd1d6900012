/** Small builders of contract shapes for the web's unit tests. */
import type { Category, Group, Product } from '@dasturxon/contracts';

export const ml = (uz: string, ru = `${uz} ru`, eng = `${uz} en`) => ({ uz, ru, eng });

export const group = (id: number, over: Partial<Group> = {}): Group => ({
  id,
  name: ml(`Guruh ${id}`),
  icon: null,
  image: null,
  bgColor: null,
  iconBgColor: null,
  priority: id,
  ...over,
});

export const category = (id: number, groupId: number, over: Partial<Category> = {}): Category => ({
  id,
  groupId,
  name: ml(`Kategoriya ${id}`),
  image: null,
  priority: id,
  textColor: null,
  viewType: 'MEDIUM',
  scrollType: 'VERTICAL',
  navigationType: 'POP_UP',
  isWithoutCart: false,
  ...over,
});

export const product = (id: number, categoryId: number, over: Partial<Product> = {}): Product => ({
  id,
  categoryId,
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
  ...over,
});
