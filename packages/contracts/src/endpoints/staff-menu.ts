/** The menu on the staff API (issue 12, decisions 252-254): ADMIN edits; the stop-list also OPERATOR. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  MenuOrderSchema,
  StaffAvailabilityInputSchema,
  StaffCategoryInputSchema,
  StaffCategorySchema,
  StaffGroupInputSchema,
  StaffGroupSchema,
  StaffMenuSchema,
  StaffProductInputSchema,
  StaffProductSchema,
} from '../staff-menu.ts';
import { defineEndpoint } from './define.ts';

const noContent = z.undefined().describe('No content');

export const staffMenuEndpoints = {
  menu: defineEndpoint({ method: 'GET', path: '/staff/v1/menu', responses: { 200: StaffMenuSchema } }),

  createGroup: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/menu/groups',
    body: StaffGroupInputSchema,
    responses: { 201: StaffGroupSchema },
  }),
  updateGroup: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/groups/{id}',
    params: IdParamSchema,
    body: StaffGroupInputSchema,
    responses: { 200: StaffGroupSchema },
  }),
  deleteGroup: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/menu/groups/{id}',
    params: IdParamSchema,
    responses: { 204: noContent },
  }),

  createCategory: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/menu/categories',
    body: StaffCategoryInputSchema,
    responses: { 201: StaffCategorySchema },
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/categories/{id}',
    params: IdParamSchema,
    body: StaffCategoryInputSchema,
    responses: { 200: StaffCategorySchema },
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/menu/categories/{id}',
    params: IdParamSchema,
    responses: { 204: noContent },
  }),
  /** The categories in their new order (all of one group, or all of the merchant). */
  orderCategories: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/category-order',
    body: MenuOrderSchema,
    responses: { 204: noContent },
  }),

  createProduct: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/menu/products',
    body: StaffProductInputSchema,
    responses: { 201: StaffProductSchema },
  }),
  updateProduct: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/products/{id}',
    params: IdParamSchema,
    body: StaffProductInputSchema,
    responses: { 200: StaffProductSchema },
  }),
  deleteProduct: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/menu/products/{id}',
    params: IdParamSchema,
    responses: { 204: noContent },
  }),
  /** The products of one category in their new order. */
  orderProducts: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/categories/{id}/product-order',
    params: IdParamSchema,
    body: MenuOrderSchema,
    responses: { 204: noContent },
  }),
  /** Stop-list: sold out (or back) at one branch or at every branch; ADMIN and OPERATOR. */
  setAvailability: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/menu/products/{id}/availability',
    params: IdParamSchema,
    body: StaffAvailabilityInputSchema,
    responses: { 200: StaffProductSchema },
  }),
} as const;
