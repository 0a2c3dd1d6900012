/** Dine-in (issue 13, decisions 279-284): the staff's halls, tables, QR sheets and waiter calls; the customer's table. */
import { z } from 'zod';
import { LoginResponseSchema } from '../account.ts';
import { RowIdParamSchema } from '../common.ts';
import {
  DiningSettingsSchema,
  DiningTableInputSchema,
  DiningTableSchema,
  GuestSessionRequestSchema,
  HallInputSchema,
  HallListSchema,
  HallQrSheetSchema,
  HallSchema,
  HallStaffInputSchema,
  StaffWaiterCallListSchema,
  StaffWaiterCallSchema,
  TablePlaceSchema,
  TableTicketQuerySchema,
  WaiterCallRequestSchema,
  WaiterCallStatusSchema,
} from '../dining.ts';
import { defineEndpoint } from './define.ts';

const HallParams = z.object({ hallId: RowIdParamSchema });
const TableParams = z.object({ tableId: RowIdParamSchema });
const CallParams = z.object({ callId: RowIdParamSchema });

/** Staff API: halls and tables (ADMIN), waiter calls (ADMIN, OPERATOR). */
export const staffDiningEndpoints = {
  halls: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/dining/halls',
    responses: { 200: HallListSchema },
  }),
  createHall: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/dining/halls',
    body: HallInputSchema,
    responses: { 201: HallSchema },
  }),
  updateHall: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/dining/halls/{hallId}',
    params: HallParams,
    body: HallInputSchema,
    responses: { 200: HallSchema },
  }),
  deleteHall: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/dining/halls/{hallId}',
    params: HallParams,
    responses: { 204: z.null() },
  }),
  hallStaff: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/dining/halls/{hallId}/staff',
    params: HallParams,
    body: HallStaffInputSchema,
    responses: { 200: HallSchema },
  }),
  qrSheet: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/dining/halls/{hallId}/qr',
    params: HallParams,
    responses: { 200: HallQrSheetSchema },
  }),
  createTable: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/dining/halls/{hallId}/tables',
    params: HallParams,
    body: DiningTableInputSchema,
    responses: { 201: DiningTableSchema },
  }),
  updateTable: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/dining/tables/{tableId}',
    params: TableParams,
    body: DiningTableInputSchema,
    responses: { 200: DiningTableSchema },
  }),
  deleteTable: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/dining/tables/{tableId}',
    params: TableParams,
    responses: { 204: z.null() },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/dining/settings',
    responses: { 200: DiningSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/dining/settings',
    body: DiningSettingsSchema,
    responses: { 200: DiningSettingsSchema },
  }),
  /** Open calls and the ones taken in the last 30 minutes, newest first. */
  waiterCalls: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/waiter-calls',
    responses: { 200: StaffWaiterCallListSchema },
  }),
  /** Take an open call; a call already taken answers 409. */
  takeWaiterCall: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/waiter-calls/{callId}/take',
    params: CallParams,
    responses: { 200: StaffWaiterCallSchema },
  }),
} as const;

/** Customer API: the table of a signed link and its waiter calls (no sign-in: the link's signature is the key). */
export const dineInEndpoints = {
  table: defineEndpoint({
    method: 'GET',
    path: '/dine-in/v1/table',
    query: TableTicketQuerySchema,
    responses: { 200: TablePlaceSchema },
  }),
  callWaiter: defineEndpoint({
    method: 'POST',
    path: '/dine-in/v1/calls',
    body: WaiterCallRequestSchema,
    responses: { 201: WaiterCallStatusSchema },
  }),
  /**
   * A guest session at a table (decision 282): when the merchant allows ordering at the table without the SMS
   * sign-in, the device's guest account (created on first use) and a session for it. DINE_IN orders only.
   */
  guestSession: defineEndpoint({
    method: 'POST',
    path: '/dine-in/v1/guest',
    body: GuestSessionRequestSchema,
    responses: { 200: LoginResponseSchema },
  }),
  call: defineEndpoint({
    method: 'GET',
    path: '/dine-in/v1/calls/{callId}',
    params: CallParams,
    query: TableTicketQuerySchema,
    responses: { 200: WaiterCallStatusSchema },
  }),
} as const;
