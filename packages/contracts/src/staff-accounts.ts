/**
 * Staff accounts of a merchant (issue 12, decision 275): ADMIN lists, creates and changes them, resets a
 * password and deactivates an account. Passwords only travel in (never in an answer).
 */
import { z } from 'zod';
import { RowIdSchema } from './common.ts';
import { StaffRoleSchema } from './staff.ts';

/** Logins: 3-32 characters, lower-case Latin letters, digits, dot, dash and underscore (stored lower case). */
export const STAFF_LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export const StaffLoginNameSchema = z.string().trim().toLowerCase().min(3).max(32).regex(STAFF_LOGIN_PATTERN);

/** The strength rule of a password an admin sets: 8-128 characters with at least one letter and one digit. */
export const StaffPasswordSchema = z.string().min(8).max(128).regex(/\p{L}/u).regex(/\p{N}/u);

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** The branch the member works at; null: every branch. */
  branchId: z.number().int().nullable(),
  /** A COURIER account's courier (the couriers list of the board). */
  courierId: z.number().int().nullable(),
  isActive: z.boolean(),
  createdDate: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** POST /staff/v1/accounts. */
export const StaffAccountCreateSchema = z.object({
  login: StaffLoginNameSchema,
  name: z.string().trim().min(1).max(100),
  role: StaffRoleSchema,
  branchId: RowIdSchema.nullable().default(null),
  password: StaffPasswordSchema,
});
export type StaffAccountCreate = z.input<typeof StaffAccountCreateSchema>;

/** PATCH /staff/v1/accounts/{id}: only what is sent changes. */
export const StaffAccountUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    role: StaffRoleSchema.optional(),
    branchId: RowIdSchema.nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.branchId !== undefined, {
    message: 'nothing to change',
  });
export type StaffAccountUpdate = z.input<typeof StaffAccountUpdateSchema>;

/** PUT /staff/v1/accounts/{id}/password: the admin sets a new one; the account's sessions end. */
export const StaffPasswordResetSchema = z.object({ password: StaffPasswordSchema });
export type StaffPasswordReset = z.input<typeof StaffPasswordResetSchema>;

/** PUT /staff/v1/accounts/{id}/active: deactivate (its sessions end at once) or activate again. */
export const StaffActiveSchema = z.object({ isActive: z.boolean() });
export type StaffActive = z.input<typeof StaffActiveSchema>;
