/** Texts of the orders screens (issue 4). Keys start with 'orders.'. */
export const orders = {
  uz: {},
  ru: {},
  eng: {},
} as const;
