/** Table reservations (issue 13, decisions 285-289): the customer's booking calls and the staff's day view. */
import { z } from 'zod';
import { IdParamSchema, RowIdParamSchema } from '../common.ts';
import {
  CreateReservationSchema,
  ReservationDaySchema,
  ReservationListSchema,
  ReservationMoveSchema,
  ReservationOptionsSchema,
  ReservationSchema,
  ReservationSettingsInputSchema,
  ReservationSettingsSchema,
  ReservationSlotsQuerySchema,
  ReservationSlotsSchema,
  ReservationStatusChangeSchema,
  StaffCreateReservationSchema,
  StaffReservationDayQuerySchema,
} from '../reservation.ts';
import { defineEndpoint } from './define.ts';

const BranchParamsSchema = z.object({ branchId: RowIdParamSchema });

export const reservationEndpoints = {
  /** Halls, settings and bookable days of a branch with booking on (public: no session needed). */
  options: defineEndpoint({
    method: 'GET',
    path: '/reservations/v1/branches/{branchId}/options',
    params: BranchParamsSchema,
    responses: { 200: ReservationOptionsSchema },
  }),
  /** The slot grid of one day for a hall and a party size (public). */
  slots: defineEndpoint({
    method: 'GET',
    path: '/reservations/v1/branches/{branchId}/slots',
    params: BranchParamsSchema,
    query: ReservationSlotsQuerySchema,
    responses: { 200: ReservationSlotsSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/reservations/v1/reservations',
    body: CreateReservationSchema,
    responses: { 201: ReservationSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/reservations/v1/reservations',
    responses: { 200: ReservationListSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/reservations/v1/reservations/{id}/cancel',
    params: IdParamSchema,
    responses: { 200: ReservationSchema },
  }),
} as const;

export const staffReservationEndpoints = {
  day: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/reservations/day',
    query: StaffReservationDayQuerySchema,
    responses: { 200: ReservationDaySchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/reservations',
    body: StaffCreateReservationSchema,
    responses: { 201: ReservationSchema },
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/reservations/{id}/status',
    params: IdParamSchema,
    body: ReservationStatusChangeSchema,
    responses: { 200: ReservationSchema },
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/reservations/{id}/move',
    params: IdParamSchema,
    body: ReservationMoveSchema,
    responses: { 200: ReservationSchema },
  }),
  /** The merchant's reservation settings (the defaults while none are saved); ADMIN and OPERATOR. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/reservations/settings',
    responses: { 200: ReservationSettingsSchema },
  }),
  /** ADMIN: replace them; the next slots or booking request uses the new values. */
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/reservations/settings',
    body: ReservationSettingsInputSchema,
    responses: { 200: ReservationSettingsSchema },
  }),
} as const;
