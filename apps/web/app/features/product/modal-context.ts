import { createContext, useContext } from 'react';

/**
 * Set by the default layout while it keeps the previous page underneath a product opened from the menu
 * (decision 022). The product route reads it to choose between a dialog and a full page.
 */
export const ProductBackgroundContext = createContext(false);

export function useHasProductBackground(): boolean {
  return useContext(ProductBackgroundContext);
}
