/** Texts of the checkout screens (issue 4). Keys start with 'checkout.'. */
export const checkout = {
  uz: {},
  ru: {},
  eng: {},
} as const;
