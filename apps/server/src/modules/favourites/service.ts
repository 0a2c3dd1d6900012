/**
 * Favourite products (decision 072). The list is read through the menu cache, so a favourite shows exactly
 * the product the menu shows (price, discount, modifiers, availability) and disappears while the product is
 * inactive or not sold on the channel, without a second copy of the menu rules.
 */
import type { MenuChannel, Overall, Product } from '@dasturxon/contracts';
import { notFound } from '../../errors/app-error.ts';
import type { FavouriteRepository, Owner } from './repository.ts';

export type ReadMenu = (merchantId: string, channel: MenuChannel) => Promise<{ overall: Overall }>;

export function createFavouriteService(deps: { repo: FavouriteRepository; readMenu: ReadMenu }) {
  const { repo, readMenu } = deps;

  /** 404 unless the merchant has this product; `activeOnly` also refuses a product taken off the menu. */
  async function checkProduct(merchantId: string, productId: number, activeOnly: boolean): Promise<void> {
    const product = await repo.product(merchantId, productId);
    if (!product || (activeOnly && !product.active)) throw notFound('productNotFound');
  }

  return {
    /** The user's favourites that are on the channel's menu now, most recently marked first. */
    async list(owner: Owner, channel: MenuChannel): Promise<Product[]> {
      const ids = await repo.productIds(owner);
      if (ids.length === 0) return [];
      const { overall } = await readMenu(owner.merchantId, channel);
      const byId = new Map(overall.products.map((p) => [p.id, p]));
      return ids.flatMap((id) => {
        const product = byId.get(id);
        return product ? [product] : [];
      });
    },

    async add(owner: Owner, productId: number): Promise<void> {
      await checkProduct(owner.merchantId, productId, true);
      await repo.add(owner, productId);
    },

    /** Removing works for a product taken off the menu too, so a stale heart can always be cleared. */
    async remove(owner: Owner, productId: number): Promise<void> {
      await checkProduct(owner.merchantId, productId, false);
      await repo.remove(owner, productId);
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
