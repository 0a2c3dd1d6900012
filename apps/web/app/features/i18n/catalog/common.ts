/** Shell-wide texts. Every catalogue module exports one object per language with the same keys. */
export const common = {
  uz: {
    'common.pageNotFound': 'Sahifa topilmadi: {path}',
  },
  ru: {
    'common.pageNotFound': 'Страница не найдена: {path}',
  },
  eng: {
    'common.pageNotFound': 'Page not found: {path}',
  },
} as const;
