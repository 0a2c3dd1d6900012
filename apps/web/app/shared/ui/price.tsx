import { formatSum } from '@dasturxon/domain';
import { useLang, useT } from '../i18n/index.tsx';

/** A price with its discount: the old price struck through (spec §9 money format per language). */
export function Price({
  price,
  oldPrice,
  className,
}: {
  price: number;
  oldPrice: number | null;
  className?: string;
}) {
  const lang = useLang();
  const t = useT();
  return (
    <span className={`price ${className ?? ''}`}>
      <span className={oldPrice ? 'price-now price-discounted' : 'price-now'}>{formatSum(price, lang)}</span>
      {oldPrice !== null && (
        <s className="price-old">
          <span className="visually-hidden">{t('menu.oldPrice', { price: '' })}</span>
          {formatSum(oldPrice, lang)}
        </s>
      )}
    </span>
  );
}
