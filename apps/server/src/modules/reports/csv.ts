/**
 * A report as a CSV file (decision 222): UTF-8 with a byte-order mark so Excel reads Cyrillic and Uzbek letters,
 * comma-separated, CRLF line ends (RFC 4180), one section per table of the report separated by an empty line,
 * labels and names in the caller's language. Text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR at the start: a cancellation reason is typed by people) is prefixed with an apostrophe.
 */
import type { Lang, Report } from '@dasturxon/contracts';

export const CSV_BOM = '\uFEFF';

type Cell = string | number | null;

const LABELS = {
  uz: {
    report: 'Hisobot',
    period: 'Davr',
    branch: 'Filial',
    allBranches: 'Barcha filiallar',
    day: 'Kun',
    orders: 'Buyurtmalar',
    revenue: 'Tushum',
    averageCheck: "O'rtacha chek",
    cancelled: 'Bekor qilingan',
    total: 'Jami',
    paymentType: "To'lov turi",
    serviceType: 'Xizmat turi',
    reason: 'Sabab',
    noReason: "(sabab ko'rsatilmagan)",
    count: 'Soni',
    product: 'Mahsulot',
    quantity: 'Miqdor',
    cashNotCollected: 'Olinmagan pul',
    cashDue: 'Hali olinmagan',
    cashWrittenOff: 'Hisobdan chiqarilgan',
    amount: 'Summa',
  },
  ru: {
    report: 'Отчёт',
    period: 'Период',
    branch: 'Филиал',
    allBranches: 'Все филиалы',
    day: 'День',
    orders: 'Заказы',
    revenue: 'Выручка',
    averageCheck: 'Средний чек',
    cancelled: 'Отменено',
    total: 'Итого',
    paymentType: 'Тип оплаты',
    serviceType: 'Тип обслуживания',
    reason: 'Причина',
    noReason: '(без причины)',
    count: 'Количество',
    product: 'Товар',
    quantity: 'Продано',
    cashNotCollected: 'Неполученные деньги',
    cashDue: 'Ещё не получено',
    cashWrittenOff: 'Списано',
    amount: 'Сумма',
  },
  eng: {
    report: 'Report',
    period: 'Period',
    branch: 'Branch',
    allBranches: 'All branches',
    day: 'Day',
    orders: 'Orders',
    revenue: 'Revenue',
    averageCheck: 'Average check',
    cancelled: 'Cancelled',
    total: 'Total',
    paymentType: 'Payment type',
    serviceType: 'Service type',
    reason: 'Reason',
    noReason: '(no reason given)',
    count: 'Count',
    product: 'Product',
    quantity: 'Units sold',
    cashNotCollected: 'Cash not collected',
    cashDue: 'Still due',
    cashWrittenOff: 'Written off',
    amount: 'Amount',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** One CSV field: numbers as they are; text guarded against formulas and quoted when it must be. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(cells: Cell[]): string {
  return cells.map(csvField).join(',');
}

/** The report as CSV text (with its BOM). */
export function reportCsv(report: Report, lang: Lang, branchName: string | null): string {
  const l = LABELS[lang];
  const figures = [l.orders, l.revenue, l.averageCheck, l.cancelled];
  const rows: Cell[][] = [
    [l.report, `${report.from} - ${report.to}`],
    [l.branch, branchName ?? l.allBranches],
    [],
    [l.day, ...figures],
    ...report.days.map((d) => [d.day, d.orders, d.revenue, d.averageCheck, d.cancelled]),
    [
      l.total,
      report.totals.orders,
      report.totals.revenue,
      report.totals.averageCheck,
      report.totals.cancelled,
    ],
    [],
    [l.paymentType, l.orders, l.revenue],
    ...report.byPaymentType.map((r) => [r.paymentType, r.orders, r.revenue]),
    [],
    [l.serviceType, l.orders, l.revenue],
    ...report.byServiceType.map((r) => [r.serviceType, r.orders, r.revenue]),
    [],
    [l.branch, ...figures],
    ...report.byBranch.map((b) => [b.name[lang], b.orders, b.revenue, b.averageCheck, b.cancelled]),
    [],
    [l.reason, l.count],
    ...report.cancellations.map((c) => [c.reason ?? l.noReason, c.count]),
    [],
    [l.product, l.quantity, l.revenue],
    ...report.topProducts.map((p) => [p.name[lang], p.count, p.revenue]),
    [],
    [l.cashNotCollected, l.orders, l.amount],
    [l.cashDue, report.cashNotCollected.due.orders, report.cashNotCollected.due.amount],
    [l.cashWrittenOff, report.cashNotCollected.writtenOff.orders, report.cashNotCollected.writtenOff.amount],
  ];
  return `${CSV_BOM}${rows.map(line).join('\r\n')}\r\n`;
}

/** The file name offered for download: ASCII only, so no header encoding is needed. */
export function reportFileName(report: Report): string {
  const branch = report.branchId === null ? '' : `-branch-${report.branchId}`;
  return `report-${report.from}-${report.to}${branch}.csv`;
}
