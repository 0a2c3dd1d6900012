/**
 * A new merchant, created by the platform operator (issue 12, decision 277), in ONE transaction: the merchant
 * (sub-domain, optional own domain, no credentials), its web settings, main city and a main branch, order and
 * payment settings (cash and terminal), its brand tab, the policy texts, the first ADMIN account with a
 * generated password (returned once, stored only as a hash), optionally the demo menu, and the audit row.
 * The API (routes.ts) and the CLI (db/merchant-cli.ts) both call `createPlatformMerchant`.
 */
import { randomInt } from 'node:crypto';
import {
  type MultilingualText,
  type PlatformMerchantCreated,
  PlatformMerchantCreateSchema,
  StaffPasswordSchema,
} from '@dasturxon/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createOrderSettings, createPaymentSettings } from '../../db/factories/ordering.ts';
import {
  createBranch,
  createBrand,
  createMerchantSettings,
  createPolicy,
  linkMerchantCity,
  ml,
  weeklyHours,
} from '../../db/factories.ts';
import { merchants, staff } from '../../db/schema/index.ts';
import { bodomzorMenu } from '../../db/seed/bodomzor/menu.ts';
import { ensureCity } from '../../db/seed/cities.ts';
import { buildMenu, type GroupSpec } from '../../db/seed/menu-spec.ts';
import { AppError } from '../../errors/app-error.ts';
import { platformActor, recordAudit } from '../audit/audit.ts';
import { domainCandidates } from '../merchants/service.ts';
import { hashPassword } from '../staff/passwords.ts';
import { isUniqueViolation } from '../users/repository.ts';

export type PlatformMerchantInput = z.output<typeof PlatformMerchantCreateSchema>;

/** Serialises merchant creations, so two at once cannot both take a domain (subs have a unique index). */
const CREATE_LOCK = 727_002;
const TASHKENT = { latitude: 41.311081, longitude: 69.240562 };
/** Letters and digits without look-alikes (0/O, 1/l/I): the password is read off a screen and typed. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 16-character password that passes the staff strength rule. */
export function generatePassword(): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    const password = chars.join('');
    if (StaffPasswordSchema.safeParse(password).success) return password;
  }
}

/** The demo menu (Bodomzor's) for one branch: no branch-only products, no stop-list. */
export function demoMenu(): GroupSpec[] {
  return bodomzorMenu.map((group) => ({
    ...group,
    categories: group.categories.map((category) => ({
      ...category,
      products: category.products.map(({ onlyAt: _only, stopListAt: _stop, ...product }) => product),
    })),
  }));
}

const subTaken = (sub: string) => new AppError('CONFLICT', 409, 'merchantSubTaken', { params: { sub } });
const domainTaken = (domain: string) =>
  new AppError('CONFLICT', 409, 'merchantDomainTaken', { params: { domain } });

function nameOf(input: PlatformMerchantInput): MultilingualText {
  return typeof input.name === 'string' ? ml(input.name, input.name, input.name) : input.name;
}

export async function createPlatformMerchant(
  db: Db,
  raw: z.input<typeof PlatformMerchantCreateSchema>,
  opts: { baseDomain: string; now?: Date },
): Promise<PlatformMerchantCreated> {
  const input = PlatformMerchantCreateSchema.parse(raw);
  const base = opts.baseDomain.toLowerCase().replace(/^\.+|\.+$/g, '');
  const domain = input.domain?.replace(/^www\./, '') ?? null;
  if (domain && base && (domain === base || domain.endsWith(`.${base}`))) {
    throw new AppError('VALIDATION_FAILED', 400, 'merchantDomainInvalid', { params: { base } });
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const name = nameOf(input);
  const companyKey = input.companyKey ?? input.sub;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
      const [sameSub] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(sql`lower(${merchants.sub})`, input.sub));
      if (sameSub) throw subTaken(input.sub);
      if (domain) {
        const [sameDomain] = await tx
          .select({ id: merchants.id })
          .from(merchants)
          .where(inArray(sql`lower(${merchants.domainUrl})`, domainCandidates(domain)));
        if (sameDomain) throw domainTaken(domain);
      }

      const cityId = await ensureCity(tx, 'tashkent');
      const [merchant] = await tx
        .insert(merchants)
        .values({
          name,
          sub: input.sub,
          color: input.color,
          theme: input.theme,
          mapProvider: 'LEAFLET',
          domainUrl: domain,
          companyKey,
          mainCityId: cityId,
          ...TASHKENT,
        })
        .returning();
      if (!merchant) throw new Error('merchant insert returned nothing');
      const merchantId = merchant.id;
      await createMerchantSettings(tx, merchantId, {
        brand: name.uz,
        mainColor: input.color,
        mainColorType: input.theme === 'DARK' ? 'dark' : 'light',
        isDark: input.theme === 'DARK',
        domain,
        contactsPhone: null,
        contactsPhoneActive: false,
      });
      await linkMerchantCity(tx, { merchantId, cityId, isMain: true });
      const branch = await createBranch(tx, {
        merchantId,
        cityId,
        name: ml('Asosiy filial', 'Основной филиал', 'Main branch'),
        address: 'Toshkent',
        ...TASHKENT,
        phone: null,
        bookingPhone: null,
        isMain: true,
        workHours: weeklyHours('10:00', '23:00'),
      });
      await createOrderSettings(tx, { merchantId });
      await createPaymentSettings(tx, merchantId, ['CASH', 'TERMINAL']);
      await createBrand(tx, { merchantId, companyKey, name, color: input.color, image: null, priority: 0 });
      for (const type of ['TERMS', 'PRIVACY_POLICY', 'ABOUT_COMPANY'] as const) {
        await createPolicy(tx, { merchantId, type });
      }
      const [admin] = await tx
        .insert(staff)
        .values({ merchantId, login: input.adminLogin, name: input.adminName, role: 'ADMIN', passwordHash })
        .returning({ id: staff.id, login: staff.login });
      if (!admin) throw new Error('staff insert returned nothing');
      const products = input.demoMenu
        ? await buildMenu(tx, merchantId, demoMenu(), new Map([['main', branch.id]]))
        : [];
      await recordAudit(
        tx,
        platformActor(merchantId),
        {
          entity: 'merchant',
          entityId: merchantId,
          action: 'create',
          changes: { sub: input.sub, domain, companyKey, adminLogin: admin.login, demoMenu: input.demoMenu },
        },
        opts.now,
      );
      return {
        merchant: { id: merchantId, sub: merchant.sub, domainUrl: domain, name, companyKey },
        admin: { id: admin.id, login: admin.login, password },
        branchId: branch.id,
        products: products.length,
      };
    });
  } catch (error) {
    // Two creations of one sub at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw subTaken(input.sub);
    throw error;
  }
}
