/** Texts of the basket screens (issue 4). Keys start with 'basket.'. */
export const basket = {
  uz: {},
  ru: {},
  eng: {},
} as const;
