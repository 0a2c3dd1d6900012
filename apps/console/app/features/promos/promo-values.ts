/**
 * The promo form's values and their way to the API (decision 266): number fields may be empty while typing
 * (an empty cap means no cap), dates are Tashkent days. Validated with the API's own PromoInputSchema; its own
 * rules (percent above 100, end before start, ...) get their translated words (promos.rule.*).
 */
import { type AdminPromo, PROMO_RULES, type PromoInput, PromoInputSchema } from '@dasturxon/contracts';
import type { FormErrors } from '@mantine/form';
import type { Translate } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

type Num = number | '';

export interface PromoFormValues {
  code: string;
  discountType: PromoInput['discountType'];
  productDiscount: Num;
  deliveryDiscount: Num;
  minPrice: Num;
  /** YYYY-MM-DD or '' (no limit). */
  startDate: string;
  endDate: string;
  isActive: boolean;
  oncePerUser: boolean;
  maxUses: Num;
  maxUsesPerUser: Num;
}

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscount: 0,
  minPrice: 0,
  startDate: '',
  endDate: '',
  isActive: true,
  oncePerUser: true,
  maxUses: '',
  maxUsesPerUser: '',
};

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Tashkent day of an instant the API sent ("2026-12-31T18:59:59.999Z" is 31 December). */
export function tashkentDay(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

export function valuesOf(promo: AdminPromo): PromoFormValues {
  return {
    code: promo.code,
    discountType: promo.discountType,
    productDiscount: promo.productDiscount,
    deliveryDiscount: promo.deliveryDiscount,
    minPrice: promo.minPrice,
    startDate: tashkentDay(promo.startDate),
    endDate: tashkentDay(promo.endDate),
    isActive: promo.isActive,
    oncePerUser: promo.oncePerUser,
    maxUses: promo.maxUses ?? '',
    maxUsesPerUser: promo.maxUsesPerUser ?? '',
  };
}

/** The request body of the values (not yet checked: the schema does that). */
export function inputOf(v: PromoFormValues): PromoInput {
  return {
    code: v.code.trim(),
    discountType: v.discountType,
    productDiscount: v.productDiscount === '' ? 0 : v.productDiscount,
    deliveryDiscount: v.deliveryDiscount === '' ? 0 : v.deliveryDiscount,
    minPrice: v.minPrice === '' ? 0 : v.minPrice,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    isActive: v.isActive,
    oncePerUser: v.oncePerUser,
    maxUses: v.maxUses === '' ? null : v.maxUses,
    maxUsesPerUser: v.maxUsesPerUser === '' ? null : v.maxUsesPerUser,
  };
}

const RULES: ReadonlySet<string> = new Set(PROMO_RULES);

/** Mantine `validate`: the contract's checks, with the promo rules in the console's words. */
export function validatePromo(t: Translate): (values: PromoFormValues) => FormErrors {
  const base = contractResolver<PromoInput>(PromoInputSchema, t);
  return (values) => {
    const input = inputOf(values);
    const errors = base(input);
    const parsed = PromoInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'custom' && RULES.has(issue.message)) {
          errors[issue.path.join('.')] = t(`promos.rule.${issue.message}` as Parameters<Translate>[0]);
        }
      }
    }
    return errors;
  };
}
