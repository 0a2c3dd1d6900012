/**
 * The platform API (issue 12, decision 277): the platform operator, above merchants, creates a merchant with its
 * sub-domain or own domain, brand tab, default settings, first admin account and, when asked, a demo menu.
 */
import { z } from 'zod';
import { MultilingualTextSchema } from './common.ts';
import { StaffLoginNameSchema } from './staff-accounts.ts';

/** A sub-domain label: Latin letters, digits and inner dashes, 2-63 characters (`cafe` of cafe.dasturxon.uz). */
export const MERCHANT_SUB_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;

/** Sub-domains the platform keeps for itself (and `dev`/`demo`, which the storefront treats as development hosts). */
export const RESERVED_SUBS = [
  'www',
  'api',
  'admin',
  'console',
  'platform',
  'static',
  'images',
  'cdn',
  'mail',
  'app',
  'dev',
  'demo',
] as const;

export const MerchantSubSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(MERCHANT_SUB_PATTERN)
  .refine((s) => !(RESERVED_SUBS as readonly string[]).includes(s), { message: 'reserved' });

/** A merchant's own domain as typed into a browser: a host name with a dot, no scheme, port or path. */
export const MERCHANT_DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const MerchantDomainSchema = z.string().trim().toLowerCase().regex(MERCHANT_DOMAIN_PATTERN);

/** POST /platform/v1/merchants. A plain `name` is used in all three languages. */
export const PlatformMerchantCreateSchema = z.object({
  sub: MerchantSubSchema,
  name: z.union([z.string().trim().min(1).max(100), MultilingualTextSchema]),
  domain: MerchantDomainSchema.nullable().default(null),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#FCE000'),
  theme: z.enum(['LIGHT', 'DARK']).default('LIGHT'),
  /** The company whose brand tabs the merchant joins (decision 003); default: a company of its own (the sub). */
  companyKey: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
    .optional(),
  adminLogin: StaffLoginNameSchema.default('admin'),
  adminName: z.string().trim().min(1).max(100).default('Administrator'),
  /** true: the demo menu (groups, categories, products) is copied in, to be edited or deleted. */
  demoMenu: z.boolean().default(false),
});
export type PlatformMerchantCreate = z.input<typeof PlatformMerchantCreateSchema>;

export const PlatformMerchantCreatedSchema = z.object({
  merchant: z.object({
    id: z.string(),
    sub: z.string(),
    domainUrl: z.string().nullable(),
    name: MultilingualTextSchema,
    companyKey: z.string(),
  }),
  /** The first ADMIN account. Its password is shown this once: it is stored only as a hash. */
  admin: z.object({ id: z.number().int(), login: z.string(), password: z.string() }),
  branchId: z.number().int(),
  products: z.number().int(),
});
export type PlatformMerchantCreated = z.infer<typeof PlatformMerchantCreatedSchema>;
