/** Texts of the content pages: branches, policies, vacancies, "coming" screens. */
export const pages = {
  uz: {},
  ru: {},
  eng: {},
} as const;
