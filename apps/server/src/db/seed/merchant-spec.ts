/**
 * The shape a demo merchant is written in (merchant, settings, cities, branches, brand, texts, menu) and the
 * builder that inserts one through the factories.
 */
import type { MultilingualText, WorkHour } from '@dasturxon/contracts';
import {
  type CreatedProduct,
  type CreateMerchantOptions,
  createBranch,
  createBrand,
  createMerchant,
  createPolicy,
  createVacancy,
  type Executor,
  linkMerchantCity,
  type MerchantRow,
} from '../factories.ts';
import type { BranchSettingsColumn } from '../schema/index.ts';
import { buildMenu, type GroupSpec } from './menu-spec.ts';
import { type PolicyParty, privacyText, termsText } from './policies.ts';
import type { VacancyText } from './vacancies.ts';

export type DemoCity = 'tashkent' | 'samarkand';

export interface BranchSpec {
  /** Short key menus use to name the branch ('chilonzor'). */
  key: string;
  city: DemoCity;
  name: MultilingualText;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  workHours: WorkHour[];
  isMain?: boolean;
  isActive?: boolean;
  deliveryPrice?: number;
  settings?: Partial<BranchSettingsColumn>;
}

export interface MerchantSpec {
  merchant: CreateMerchantOptions & { sub: string; name: MultilingualText };
  cities: Array<{ city: DemoCity; isMain: boolean }>;
  branches: BranchSpec[];
  /** The merchant's tab in its company's brand catalog (decision 003). */
  brand?: { companyKey: string; name: MultilingualText; color: string; image: string; priority: number };
  policyParty: PolicyParty;
  about: MultilingualText;
  vacancies: Array<VacancyText & { branch?: string }>;
  menu: GroupSpec[];
}

export interface SeededMerchant {
  merchant: MerchantRow;
  branchIds: Map<string, number>;
  products: CreatedProduct[];
}

export async function seedMerchant(
  db: Executor,
  spec: MerchantSpec,
  cityIds: Record<DemoCity, number>,
): Promise<SeededMerchant> {
  const mainCity = spec.cities.find((c) => c.isMain)?.city ?? 'tashkent';
  // Demo merchants have no SMS account: no gateway, so their login codes go to the server log in every mode
  // (the fake credentials stay in the secret columns for the leak tests).
  const merchant = await createMerchant(db, {
    ...spec.merchant,
    smsGateway: null,
    mainCityId: cityIds[mainCity],
  });
  for (const link of spec.cities) {
    await linkMerchantCity(db, { merchantId: merchant.id, cityId: cityIds[link.city], isMain: link.isMain });
  }

  const branchIds = new Map<string, number>();
  for (const b of spec.branches) {
    const branch = await createBranch(db, {
      merchantId: merchant.id,
      cityId: cityIds[b.city],
      name: b.name,
      address: b.address,
      latitude: b.latitude,
      longitude: b.longitude,
      phone: b.phone,
      bookingPhone: b.phone,
      workHours: b.workHours,
      isMain: b.isMain ?? false,
      isActive: b.isActive ?? true,
      deliveryPrice: b.deliveryPrice ?? 12000,
      settings: b.settings ?? {},
    });
    branchIds.set(b.key, branch.id);
  }

  if (spec.brand) await createBrand(db, { merchantId: merchant.id, ...spec.brand });

  await createPolicy(db, { merchantId: merchant.id, type: 'TERMS', text: termsText(spec.policyParty) });
  await createPolicy(db, {
    merchantId: merchant.id,
    type: 'PRIVACY_POLICY',
    text: privacyText(spec.policyParty),
  });
  await createPolicy(db, { merchantId: merchant.id, type: 'ABOUT_COMPANY', text: spec.about });

  for (const v of spec.vacancies) {
    const branchId = v.branch === undefined ? null : (branchIds.get(v.branch) ?? null);
    await createVacancy(db, {
      merchantId: merchant.id,
      branchId,
      title: v.title,
      description: v.description,
      requirements: v.requirements,
      salary: v.salary,
      contactPhone: spec.policyParty.phone,
    });
  }

  const products = await buildMenu(db, merchant.id, spec.menu, branchIds);
  return { merchant, branchIds, products };
}
