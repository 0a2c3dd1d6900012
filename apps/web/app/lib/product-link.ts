/**
 * What a link to /product/:id carries so the product opens over the page it was on (decision 022): set by the
 * menu's cards and the basket's add buttons, read by the default layout and the product route
 * (features/product/presentation.ts). In app/lib because several features link to a product (decision 196).
 */

/** History state a menu link puts on its navigation to /product/:id. */
export interface ProductLinkState {
  productModal: true;
}

export const PRODUCT_LINK_STATE: ProductLinkState = { productModal: true };

export function isProductLinkState(state: unknown): state is ProductLinkState {
  return typeof state === 'object' && state !== null && (state as ProductLinkState).productModal === true;
}

export function isProductPath(pathname: string): boolean {
  return /^\/product\/[^/]+\/?$/.test(pathname);
}
