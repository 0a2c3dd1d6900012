/** The import's per-row problems in every interface language (decision 258); `{placeholders}` as messages.ts. */
import type { Lang } from '@dasturxon/contracts';

const uz = {
  required: "To'ldirilishi shart",
  number: "Butun son bo'lishi kerak",
  decimal: "Son bo'lishi kerak",
  range: "{min} dan {max} gacha bo'lishi kerak",
  tooLong: "Ko'pi bilan {max} belgi",
  unit: "KG, LITER, GRAMM yoki COUNT bo'lishi kerak",
  channels: "WEB va/yoki TG bo'lishi kerak",
  boolean: "ha/yo'q (1/0, yes/no) bo'lishi kerak",
  labels: "Ko'pi bilan 10 ta belgi, har biri 40 belgigacha",
  cookingOrder: "Eng kam vaqt eng ko'pidan katta bo'lmasin",
  unknownCategory: "Bunday kategoriya yo'q: «{value}»",
  ambiguousCategory: 'Bu nomli kategoriya bir nechta: kategoriya id sini yozing',
  unknownProduct: "Bu id li mahsulot yo'q: {value}",
  ambiguousProduct: 'Kategoriyada bu nomli mahsulot bir nechta: id ni yozing',
  unknownBranch: "Bunday filial yo'q: {value}",
  duplicate: "{other}-qatordagi mahsulotning o'zi",
  missingColumn: "Ustun yo'q: {column}",
  unknownColumn: "Noma'lum ustun: {column}",
  noRows: "Faylda mahsulot qatorlari yo'q",
  tooManyRows: "Ko'pi bilan {max} ta qator",
};
type Key = keyof typeof uz;

const ru: Record<Key, string> = {
  required: 'Обязательное поле',
  number: 'Должно быть целое число',
  decimal: 'Должно быть число',
  range: 'Должно быть от {min} до {max}',
  tooLong: 'Не более {max} символов',
  unit: 'Должно быть KG, LITER, GRAMM или COUNT',
  channels: 'Должно быть WEB и/или TG',
  boolean: 'Должно быть да/нет (1/0, yes/no)',
  labels: 'Не более 10 меток, каждая до 40 символов',
  cookingOrder: 'Минимальное время не должно быть больше максимального',
  unknownCategory: 'Нет такой категории: «{value}»',
  ambiguousCategory: 'Категорий с таким названием несколько: укажите id категории',
  unknownProduct: 'Нет товара с id {value}',
  ambiguousProduct: 'В категории несколько товаров с таким названием: укажите id',
  unknownBranch: 'Нет такого филиала: {value}',
  duplicate: 'Тот же товар, что в строке {other}',
  missingColumn: 'Нет столбца: {column}',
  unknownColumn: 'Неизвестный столбец: {column}',
  noRows: 'В файле нет строк с товарами',
  tooManyRows: 'Не более {max} строк',
};

const eng: Record<Key, string> = {
  required: 'Required',
  number: 'Must be a whole number',
  decimal: 'Must be a number',
  range: 'Must be from {min} to {max}',
  tooLong: 'At most {max} characters',
  unit: 'Must be KG, LITER, GRAMM or COUNT',
  channels: 'Must be WEB and/or TG',
  boolean: 'Must be yes/no (1/0, true/false)',
  labels: 'At most 10 labels of up to 40 characters each',
  cookingOrder: 'The shortest time must not exceed the longest',
  unknownCategory: 'No such category: “{value}”',
  ambiguousCategory: 'Several categories have this name: give the category id',
  unknownProduct: 'No product with id {value}',
  ambiguousProduct: 'Several products of the category have this name: give the id',
  unknownBranch: 'No such branch: {value}',
  duplicate: 'The same product as row {other}',
  missingColumn: 'Missing column: {column}',
  unknownColumn: 'Unknown column: {column}',
  noRows: 'The file has no product rows',
  tooManyRows: 'At most {max} rows',
};

const catalogue: Record<Lang, Record<Key, string>> = { uz, ru, eng };
export type ImportMessageKey = Key;

export function importMessage(lang: Lang, key: Key, params?: Record<string, string | number>): string {
  const template = catalogue[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}
