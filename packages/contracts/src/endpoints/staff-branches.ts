/** Branches, delivery zones and order settings on the staff API (issue 12, decisions 261-263): ADMIN only. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import { OrderSettingsSchema } from '../order-settings.ts';
import {
  BranchCloseInputSchema,
  BranchInputSchema,
  OrderSettingsInputSchema,
  StaffBranchSchema,
  StaffZoneSchema,
  ZoneInputSchema,
  ZonePreviewQuerySchema,
  ZonePreviewSchema,
} from '../staff-branches.ts';
import { defineEndpoint } from './define.ts';

export const staffBranchEndpoints = {
  branches: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/branches',
    responses: { 200: z.array(StaffBranchSchema) },
  }),
  createBranch: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/branches',
    body: BranchInputSchema,
    responses: { 201: StaffBranchSchema },
  }),
  saveBranch: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/branches/{id}',
    params: IdParamSchema,
    body: BranchInputSchema,
    responses: { 200: StaffBranchSchema },
  }),
  closeBranch: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/branches/{id}/close',
    params: IdParamSchema,
    body: BranchCloseInputSchema,
    responses: { 200: StaffBranchSchema },
  }),
  zones: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/zones',
    responses: { 200: z.array(StaffZoneSchema) },
  }),
  createZone: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/zones',
    body: ZoneInputSchema,
    responses: { 201: StaffZoneSchema },
  }),
  saveZone: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/zones/{id}',
    params: IdParamSchema,
    body: ZoneInputSchema,
    responses: { 200: StaffZoneSchema },
  }),
  deleteZone: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/zones/{id}',
    params: IdParamSchema,
    responses: { 204: z.undefined().describe('No content') },
  }),
  zonePreview: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/zones/preview',
    query: ZonePreviewQuerySchema,
    responses: { 200: ZonePreviewSchema },
  }),
  orderSettings: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/order-settings',
    responses: { 200: OrderSettingsSchema },
  }),
  saveOrderSettings: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/order-settings',
    body: OrderSettingsInputSchema,
    responses: { 200: OrderSettingsSchema },
  }),
} as const;
