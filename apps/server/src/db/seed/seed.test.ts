import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MerchantSettingsSchema, type MultilingualText } from '@dasturxon/contracts';
import { contrastRatio, textColorOn } from '@dasturxon/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import {
  branches,
  brands,
  categories,
  cities,
  groups,
  merchantSettings,
  merchants,
  modifierGroups,
  modifiers,
  policies,
  productBranches,
  productGrades,
  products,
  vacancies,
} from '../schema/index.ts';
import { seedDemo } from './index.ts';

const ASSETS_DIR = fileURLToPath(new URL('../../../assets/', import.meta.url));
const CYRILLIC = /[\u0400-\u04FF]/;

// One suite runs at a time per kind, so module-level state is safe here.
let handle: TestDb;
let firstRun: { seeded: boolean };

const isFilled = (t: MultilingualText | null) =>
  !!t && t.uz.trim() !== '' && t.ru.trim() !== '' && t.eng.trim() !== '';

async function merchantBySub(sub: string) {
  const [m] = await handle.db.select().from(merchants).where(eq(merchants.sub, sub));
  if (!m) throw new Error(`no merchant ${sub}`);
  const [s] = await handle.db.select().from(merchantSettings).where(eq(merchantSettings.merchantId, m.id));
  return { merchant: m, settings: MerchantSettingsSchema.parse(s?.settings) };
}

describe.each(databases())('demo seed on %s', (kind) => {
  beforeAll(async () => {
    handle = await createTestDb(kind);
    await handle.reset();
    firstRun = await seedDemo(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates the demo merchants on their own sub-domains, with valid settings', async () => {
    expect(firstRun.seeded).toBe(true);
    const subs = (await handle.db.select({ sub: merchants.sub }).from(merchants)).map((m) => m.sub).sort();
    expect(subs).toEqual(['bodomzor', 'navruz', 'navruzburger']);

    const navruz = await merchantBySub('navruz');
    expect(navruz.merchant.theme).toBe('DARK');
    expect(navruz.settings).toMatchObject({ isDark: true, mainLanguage: 'uz', mapType: 'LEAFLET' });
    const bodomzor = await merchantBySub('bodomzor');
    expect(bodomzor.merchant.theme).toBe('LIGHT');
    expect(bodomzor.settings).toMatchObject({ isDark: false, mainLanguage: 'ru' });
  });

  it('gives every demo merchant readable button text: the spec §9 text colour on its main colour passes AA', async () => {
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const { settings } = await merchantBySub(sub);
      const ratio = contrastRatio(settings.mainColor, textColorOn(settings.mainColorType));
      expect({ sub, aa: ratio >= 4.5 }).toEqual({ sub, aa: true });
    }
  });

  it("sends the demo merchants' login codes to the server log: they have no SMS gateway of their own", async () => {
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const { merchant } = await merchantBySub(sub);
      expect({ sub, gateway: merchant.smsGateway }).toEqual({ sub, gateway: null });
    }
  });

  it('gives the navruz company two brands, each opening a merchant of its own', async () => {
    const rows = await handle.db
      .select({ sub: merchants.sub, companyKey: merchants.companyKey })
      .from(brands)
      .innerJoin(merchants, eq(brands.merchantId, merchants.id))
      .where(eq(brands.companyKey, 'navruz'));
    expect(rows.map((r) => r.sub).sort()).toEqual(['navruz', 'navruzburger']);
    expect(rows.every((r) => r.companyKey === 'navruz')).toBe(true);
  });

  it('fills every secret column with a fake value, so leak tests have something to find', async () => {
    const all = await handle.db.select().from(merchants);
    for (const m of all) {
      expect(m.smsPassword).toMatch(/demo/);
      expect(m.paymeKey).toMatch(/demo/);
      expect(m.clickSecretKey).toMatch(/demo/);
      expect(m.telegramBotToken).toMatch(/demo/);
    }
  });

  it('puts at least three branches of each demo merchant in Tashkent, one of them closed whatever the hour', async () => {
    const rows = await handle.db
      .select({ sub: merchants.sub, city: cities.name, branch: branches })
      .from(branches)
      .innerJoin(merchants, eq(branches.merchantId, merchants.id))
      .innerJoin(cities, eq(branches.cityId, cities.id));
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const own = rows.filter((r) => r.sub === sub);
      const tashkent = own.filter((r) => r.city.eng === 'Tashkent');
      expect(tashkent.length, sub).toBeGreaterThanOrEqual(3);
      for (const { branch } of tashkent) {
        expect(branch.latitude).toBeGreaterThan(41.2);
        expect(branch.latitude).toBeLessThan(41.4);
        expect(branch.longitude).toBeGreaterThan(69.1);
        expect(branch.longitude).toBeLessThan(69.4);
        expect(branch.workHours).toHaveLength(7);
      }
      const closedAllWeek = own.filter((r) => r.branch.workHours.every((h) => h.isDayOff));
      expect(closedAllWeek.length, sub).toBeGreaterThanOrEqual(1);
      expect(own.some((r) => r.branch.workHours.some((h) => h.isDayOff) && !closedAllWeek.includes(r))).toBe(
        true,
      );
      expect(own.some((r) => !r.branch.settings.deliveryEnabled) || sub === 'navruzburger').toBe(true);
    }
  });

  it('has a menu of at least 6 groups, 15 categories and 80 products, navruz alone 6 / 15 / 60', async () => {
    const [g] = await handle.db.select({ n: count() }).from(groups);
    const [c] = await handle.db.select({ n: count() }).from(categories);
    const [p] = await handle.db.select({ n: count() }).from(products);
    expect(g?.n).toBeGreaterThanOrEqual(6);
    expect(c?.n).toBeGreaterThanOrEqual(15);
    expect(p?.n).toBeGreaterThanOrEqual(80);

    const { merchant } = await merchantBySub('navruz');
    const [ng] = await handle.db
      .select({ n: count() })
      .from(groups)
      .where(eq(groups.merchantId, merchant.id));
    const [nc] = await handle.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.merchantId, merchant.id));
    const [np] = await handle.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.merchantId, merchant.id));
    expect(ng?.n).toBeGreaterThanOrEqual(6);
    expect(nc?.n).toBeGreaterThanOrEqual(15);
    expect(np?.n).toBeGreaterThanOrEqual(60);
  });

  it('gives each merchant categories of every navigation type, and mixes view and scroll types', async () => {
    const rows = await handle.db
      .select({ sub: merchants.sub, category: categories })
      .from(categories)
      .innerJoin(merchants, eq(categories.merchantId, merchants.id));
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const own = rows.filter((r) => r.sub === sub).map((r) => r.category);
      expect(new Set(own.map((c) => c.navigationType)), sub).toEqual(
        new Set(['SHEET', 'POP_UP', 'FULL_SCREEN']),
      );
      expect(new Set(own.map((c) => c.scrollType)), sub).toEqual(new Set(['VERTICAL', 'HORIZONTAL']));
    }
    expect(new Set(rows.map((r) => r.category.viewType))).toEqual(new Set(['BIG', 'MEDIUM', 'SMALL']));
  });

  it('writes every menu text in uz, ru and eng, in the right script', async () => {
    const all = await handle.db.select().from(products);
    for (const p of all) {
      expect(isFilled(p.name) && isFilled(p.description), p.name.eng).toBe(true);
      expect(CYRILLIC.test(p.name.uz + p.description.uz), p.name.uz).toBe(false);
      expect(CYRILLIC.test(p.name.eng + p.description.eng), p.name.eng).toBe(false);
      expect(CYRILLIC.test(p.name.ru + p.description.ru), p.name.ru).toBe(true);
    }
    for (const g of await handle.db.select().from(groups)) expect(isFilled(g.name)).toBe(true);
    for (const c of await handle.db.select().from(categories)) expect(isFilled(c.name)).toBe(true);
    for (const m of await handle.db.select().from(modifierGroups)) expect(isFilled(m.name)).toBe(true);
    for (const m of await handle.db.select().from(modifiers)) expect(isFilled(m.name)).toBe(true);
  });

  it('references only images that exist under apps/server/assets', async () => {
    const paths = new Set<string>();
    const add = (p: string | null | undefined) => {
      if (p) paths.add(p);
    };
    for (const m of await handle.db.select().from(merchants)) add(m.logo);
    for (const s of await handle.db.select().from(merchantSettings)) {
      const settings = MerchantSettingsSchema.parse(s.settings);
      add(settings.logo);
      add(settings.favicon);
    }
    for (const b of await handle.db.select().from(brands)) add(b.image);
    for (const g of await handle.db.select().from(groups)) {
      add(g.icon);
      add(g.image);
    }
    for (const c of await handle.db.select().from(categories)) add(c.image);
    for (const p of await handle.db.select().from(products)) {
      add(p.image);
      for (const g of p.gallery) add(g);
    }
    for (const m of await handle.db.select().from(modifiers)) add(m.image);
    add('images/placeholder.svg');

    expect(paths.size).toBeGreaterThan(20);
    const missing = [...paths].filter((p) => !p.startsWith('images/') || !existsSync(ASSETS_DIR + p));
    expect(missing).toEqual([]);
  });

  it('ships every image as a scalable SVG of under 6 kB', () => {
    const files = readdirSync(`${ASSETS_DIR}images`, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(`${ASSETS_DIR}images/${file}`, 'utf8');
      expect(text.length, file).toBeLessThan(6000);
      expect(text, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. -]+"/);
    }
  });

  it('offers required single-choice and optional capped multi-choice modifier groups', async () => {
    const all = await handle.db.select().from(modifierGroups);
    expect(all.some((g) => g.min === 1 && g.max === 1)).toBe(true);
    expect(all.some((g) => g.min === 0 && g.max > 1)).toBe(true);
    const prices = await handle.db.select({ price: modifiers.price }).from(modifiers);
    expect(prices.some((m) => m.price > 0)).toBe(true);
  });

  it('has discounts, unavailable products, stop-lists, branch-only products, channel-only products and grades', async () => {
    const all = await handle.db.select().from(products);
    const discounted = all.filter((p) => p.discount > 0);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    expect(discounted.every((p) => p.discount >= 10 && p.discount <= 20)).toBe(true);
    expect(all.filter((p) => !p.isAvailable).length).toBeGreaterThanOrEqual(2);
    expect(all.some((p) => p.systems.length === 1 && p.systems[0] === 'WEB')).toBe(true);
    expect(all.some((p) => p.systems.length === 1 && p.systems[0] === 'TG')).toBe(true);

    const rows = await handle.db.select().from(productBranches);
    expect(rows.some((r) => !r.isAvailable)).toBe(true);
    const branchesPerProduct = new Map<number, number>();
    for (const r of rows) branchesPerProduct.set(r.productId, (branchesPerProduct.get(r.productId) ?? 0) + 1);
    expect([...branchesPerProduct.values()].some((n) => n === 1)).toBe(true);

    const [grades] = await handle.db.select({ n: count() }).from(productGrades);
    expect(grades?.n).toBeGreaterThan(10);
  });

  it('writes policy texts of every type and three or four vacancies per merchant, in three languages', async () => {
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const { merchant } = await merchantBySub(sub);
      const texts = await handle.db.select().from(policies).where(eq(policies.merchantId, merchant.id));
      expect(texts.map((t) => t.type).sort()).toEqual(['ABOUT_COMPANY', 'PRIVACY_POLICY', 'TERMS']);
      for (const t of texts) {
        expect(isFilled(t.text)).toBe(true);
        expect(t.text.uz.split('\n\n').length, `${sub} ${t.type}`).toBeGreaterThanOrEqual(3);
        expect(t.text.ru.split('\n\n').length).toBe(t.text.uz.split('\n\n').length);
      }
      const jobs = await handle.db.select().from(vacancies).where(eq(vacancies.merchantId, merchant.id));
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      expect(jobs.length).toBeLessThanOrEqual(4);
      for (const j of jobs) {
        expect(isFilled(j.title) && isFilled(j.description) && isFilled(j.requirements)).toBe(true);
        expect(j.salary).toMatch(/\d/);
      }
    }
  });

  it('does nothing the second time', async () => {
    const before = await handle.db.select({ n: count() }).from(products);
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    const after = await handle.db.select({ n: count() }).from(products);
    expect(after).toEqual(before);
    const demo = await handle.db
      .select({ n: count() })
      .from(merchants)
      .where(inArray(merchants.sub, ['navruz', 'navruzburger', 'bodomzor']));
    expect(demo[0]?.n).toBe(3);
  });
});
