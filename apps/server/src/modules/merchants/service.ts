/**
 * Merchants: who the caller is talking to (the `merchant` header, a sub-domain, a custom domain) and what the
 * storefront may know about them (public record, web settings, brand tabs).
 */
import type { Brand, MerchantPublic, MerchantSettings } from '@dasturxon/contracts';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MerchantRecord, MerchantRepository } from './repository.ts';
import { mergeSettings } from './settings.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function merchantNotFound(): AppError {
  return new AppError('MERCHANT_NOT_FOUND', 404, 'merchantNotFound');
}

/** A merchant the storefront may serve: active and not deleted. */
function isOpen(m: MerchantRecord | null): m is MerchantRecord {
  return m?.isActive === true && !m.deleted;
}

export function toMerchantPublic(m: MerchantRecord): MerchantPublic {
  return {
    id: m.id,
    name: m.name,
    logo: m.logo,
    color: m.color,
    sub: m.sub,
    theme: m.theme,
    mapProvider: m.mapProvider,
    yandexMapKey: m.yandexMapKey,
    isActive: m.isActive,
    latitude: m.latitude,
    longitude: m.longitude,
    mainCityId: m.mainCityId,
    domainUrl: m.domainUrl,
    createdDate: m.createdDate.toISOString(),
    lastModifiedDate: m.lastModifiedDate.toISOString(),
  };
}

/**
 * A host as typed into a browser -> the spellings a stored domainUrl may have ("navruz.uz",
 * "https://navruz.uz", with or without "www.").
 */
export function domainCandidates(host: string): string[] {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/:].*$/, '')
    .replace(/\.$/, '');
  if (!bare) return [];
  const hosts = bare.startsWith('www.') ? [bare, bare.slice(4)] : [bare, `www.${bare}`];
  return hosts.flatMap((h) => [h, `https://${h}`, `http://${h}`, `https://${h}/`, `http://${h}/`]);
}

export interface MerchantServiceOptions {
  repo: MerchantRepository;
  /**
   * How long a merchant looked up by the `merchant` header is trusted without asking the database. Every API
   * call resolves its merchant, so this keeps the hot path (the menu) free of queries; a deactivated
   * merchant stops being served within this time (or at once, through `invalidate`).
   */
  cacheTtlMs?: number;
}

export function createMerchantService({ repo, cacheTtlMs = 5_000 }: MerchantServiceOptions) {
  const byId = createTtlCache<string, MerchantRecord | null>({ ttlMs: cacheTtlMs, max: 10_000 });
  // The storefront looks its merchant up by sub-domain on every page it renders.
  const bySub = createTtlCache<string, MerchantRecord | null>({ ttlMs: cacheTtlMs, max: 1_000 });

  /** The open merchant with this id, or null (cached; see cacheTtlMs). */
  async function resolveById(id: string): Promise<MerchantRecord | null> {
    const m = await byId.get(id, () => repo.findById(id));
    return isOpen(m) ? m : null;
  }

  return {
    resolveById,

    /** The open merchant with this id when it is cached and fresh; undefined when a lookup is needed. */
    peekById(id: string): MerchantRecord | null | undefined {
      const hit = byId.peek(id);
      if (!hit) return undefined;
      return isOpen(hit.value) ? hit.value : null;
    },

    /** Spec §7 merchant by sub-domain; also by id, as the storefront remembers the id in its cookie. */
    async getPublicBySub(subOrId: string): Promise<MerchantPublic> {
      const m = UUID_RE.test(subOrId)
        ? await resolveById(subOrId)
        : await bySub.get(subOrId.toLowerCase(), () => repo.findBySub(subOrId));
      if (!isOpen(m)) throw merchantNotFound();
      return toMerchantPublic(m);
    },

    /** The merchant whose custom domain is `host`. */
    async getPublicByDomain(host: string): Promise<MerchantPublic> {
      const found = (await repo.findByDomain(domainCandidates(host))).filter(isOpen);
      const m = found[0];
      if (!m) throw merchantNotFound();
      return toMerchantPublic(m);
    },

    async getSettings(merchant: MerchantRecord): Promise<MerchantSettings> {
      return mergeSettings(merchant, await repo.findSettings(merchant.id));
    },

    /** Brand tabs of the merchant's company (decision 003); a merchant without a company has none. */
    async listBrandCatalog(merchant: MerchantRecord): Promise<Brand[]> {
      if (!merchant.companyKey) return [];
      const rows = await repo.listBrands(merchant.companyKey);
      // A tab that opens a closed storefront would only lead to "merchant not available".
      return rows.filter((b) => b.open).map(({ open: _open, ...brand }) => brand);
    },

    /** Forget what is cached about a merchant (after a write to it). */
    invalidate(id: string): void {
      byId.delete(id);
      bySub.clear();
    },

    clearCache(): void {
      byId.clear();
      bySub.clear();
    },
  };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
