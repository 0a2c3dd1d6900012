/**
 * This package's tests' builders, in the positional form they were written with, over the contract builders
 * every app's tests share (@dasturxon/contracts/testing): one definition of a test product, group and category.
 */
import type { Category, Group, MultilingualText, Overall, Product } from '@dasturxon/contracts';
import {
  makeCategory as buildCategory,
  makeGroup as buildGroup,
  makeProduct as buildProduct,
} from '@dasturxon/contracts/testing';

export const text = (uz: string, ru = uz, eng = uz): MultilingualText => ({ uz, ru, eng });

export function makeGroup(id: number, over: Partial<Group> = {}): Group {
  return buildGroup({ id, name: text(`Guruh ${id}`, `Группа ${id}`, `Group ${id}`), ...over });
}

export function makeCategory(id: number, groupId: number, over: Partial<Category> = {}): Category {
  return buildCategory({
    id,
    groupId,
    name: text(`Kategoriya ${id}`, `Категория ${id}`, `Category ${id}`),
    ...over,
  });
}

export function makeProduct(id: number, categoryId: number, over: Partial<Product> = {}): Product {
  return buildProduct({
    id,
    categoryId,
    groupId: 0,
    name: text(`Mahsulot ${id}`, `Продукт ${id}`, `Product ${id}`),
    description: text(''),
    image: null,
    ...over,
  });
}

export const makeOverall = (over: Partial<Overall> = {}): Overall => ({
  groups: [],
  categories: [],
  products: [],
  ...over,
});
