import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './common.ts';

/** Uzbek mobile number as stored and sent: 998 + 9 digits (spec §3 User.phone). */
export const PhoneSchema = z.string().regex(/^998\d{9}$/, '998XXXXXXXXX');

/** A 6-digit one-time code sent by SMS. */
export const OtpCodeSchema = z.string().regex(/^\d{6}$/, '6 digits');

export const GENDERS = ['MALE', 'FEMALE'] as const;

/** The user as the owner sees it (spec §3 User). */
export const UserSchema = z.object({
  id: z.number().int(),
  merchantId: z.uuid(),
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(['CUSTOMER']),
  cashback: z.number().int(),
  isActive: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** PUT /users/v1/users/{id}: the fields a customer edits. Phone changes go through the code flow. */
export const UserUpdateSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().max(60).nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  birthday: z.iso.date().nullable().optional(),
  email: z.email().max(120).nullable().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/**
 * Phone login on the website (not in spec §7: our design, decision 050):
 * POST /users/v1/auth/code {phone} sends a code; POST /users/v1/auth/login {phone, code} answers {token, user}.
 */
export const SendCodeSchema = z.strictObject({ phone: PhoneSchema });
export const SendCodeResponseSchema = z.object({
  /** Seconds until another code may be asked for this phone (the resend countdown). */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export const LoginSchema = z.strictObject({ phone: PhoneSchema, code: OtpCodeSchema });
/** Login response (spec §3: token, user). The token is also set as the `token` cookie by the storefront. */
export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** PUT /users/v1/users/phone (spec §7: phone, type WEB): send a code to the new number. */
export const PhoneChangeSchema = z.strictObject({
  phone: PhoneSchema,
  type: z.enum(['WEB', 'TG']).default('WEB'),
});
/** PUT /users/v1/users/phone/verify (spec §7: verification record): confirm the new number. */
export const PhoneVerifySchema = z.strictObject({ phone: PhoneSchema, code: OtpCodeSchema });

// Telegram mini-app (spec §7 webbot calls; integrations.md §4).
export const InitDataBodySchema = z.strictObject({ initData: z.string().min(11).max(4096) });
export const WebbotLogoutPutSchema = z.strictObject({
  initData: z.string().min(11).max(4096),
  language: z.enum(['uz', 'ru', 'eng']),
});
/** POST /webbot/v1/users/login (spec §7: phone, firstName): completes a mini-app login with a shared contact. */
export const WebbotLoginSchema = z.strictObject({
  initData: z.string().min(11).max(4096),
  phone: PhoneSchema,
  firstName: z.string().trim().min(1).max(60),
});
/** Answer of the webbot auth/token calls: a session when Telegram's user is known, else a request for contact. */
export const WebbotAuthResponseSchema = z.object({
  status: z.enum(['LOGGED_IN', 'CONTACT_REQUIRED']),
  token: z.string().nullable(),
  user: UserSchema.nullable(),
});
export const WebbotSettingSchema = z.object({
  botUsername: z.string().nullable(),
  /** Seconds an initData's auth_date stays acceptable. */
  authMaxAgeSeconds: z.number().int(),
});

// Addresses (spec §3 Address + extra info).
export const ADDRESS_TYPES = ['HOUSE', 'APARTMENT'] as const;
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
export const AddressInputSchema = z.strictObject({
  type: z.enum(ADDRESS_TYPES).default('HOUSE'),
  name: optionalText(60),
  streetName: optionalText(200),
  houseNumber: optionalText(20),
  details: optionalText(300),
  description: optionalText(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  cityId: RowIdSchema.nullable().optional(),
  office: optionalText(20),
  domophone: optionalText(20),
  entrance: optionalText(20),
  floor: optionalText(20),
  comment: optionalText(300),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
export const AddressSchema = z.object({
  id: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  name: z.string().nullable(),
  streetName: z.string().nullable(),
  houseNumber: z.string().nullable(),
  details: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  cityId: z.number().int().nullable(),
  office: z.string().nullable(),
  domophone: z.string().nullable(),
  entrance: z.string().nullable(),
  floor: z.string().nullable(),
  comment: z.string().nullable(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

// Geocoding proxy (spec §7 nominatim calls; the storefront reads these fields).
export const NominatimReverseQuerySchema = z.object({
  format: z.literal('jsonv2').default('jsonv2'),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const NominatimSearchQuerySchema = z.object({
  format: z.literal('jsonv2').default('jsonv2'),
  q: z.string().trim().min(2).max(200),
});
export const NominatimPlaceSchema = z.object({
  display_name: z.string().optional(),
  lat: z.string().optional(),
  lon: z.string().optional(),
  address: z
    .object({
      road: z.string().optional(),
      house_number: z.string().optional(),
      residential: z.string().optional(),
      neighbourhood: z.string().optional(),
      suburb: z.string().optional(),
      city: z.string().optional(),
    })
    .optional(),
  error: z.string().optional(),
});
export type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;

// Favourites (spec §7 list call; add/remove designed beside it, decision 05x).
export const FavouriteQuerySchema = z.object({
  userId: RowIdParamSchema,
  isFavourite: z.enum(['true', 'false']).optional(),
});
