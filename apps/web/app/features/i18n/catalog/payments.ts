/** Texts of the payments screens (issue 4). Keys start with 'payments.'. */
export const payments = {
  uz: {},
  ru: {},
  eng: {},
} as const;
