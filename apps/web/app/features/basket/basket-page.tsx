/**
 * The /basket screen (decision 142): lines with photo, name, chosen modifiers, price (old price struck through),
 * counter and remove; lines that cannot be ordered now are greyed with the reason and left out of the totals;
 * totals preview; a sticky checkout button; an empty state with the way back to the menu.
 */
import { formatSum } from '@dasturxon/domain';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { BasketApi } from '../../shared/basket/basket-store.ts';
import { BasketCostNotes, BasketCostRows } from '../../shared/delivery/basket-costs.tsx';
import { basketCosts } from '../../shared/delivery/delivery-costs.ts';
import { useDeliveryTerms } from '../../shared/delivery/use-delivery-terms.ts';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import { Price } from '../../shared/ui/price.tsx';
import type { BasketLineView, BasketView } from './basket-view.ts';
import { useLiveBasketView } from './live-view.ts';

export function BasketPage({ view }: { view: BasketView }) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const { basket, live } = useLiveBasketView(view, () => revalidator.revalidate());
  // Every fee and the total to pay before checkout (issue 10, decision 316); again when the products change.
  const productKey = [...new Set(basket.lines.map((l) => l.productId))].sort((a, b) => a - b).join(',');
  const terms = useDeliveryTerms({ basket: true, key: productKey });
  if (!live || basket.lines.length === 0) return <EmptyBasket />;
  const payTotal = terms ? basketCosts(live.totals.total, terms).total : live.totals.total;
  const problems = live.lines.filter((l) => l.problem);

  return (
    <div className="container basket-page">
      <div className="basket-head">
        <h1 className="page-title">{t('basket.title')}</h1>
        <ClearButton onClear={() => basket.clear()} />
      </div>
      <ul className="basket-lines">
        {live.lines.map((line) => (
          <BasketLineItem key={line.key} line={line} basket={basket} />
        ))}
      </ul>
      {problems.length > 0 && (
        <div className="basket-note" role="status">
          <p>{t('basket.unavailableNote')}</p>
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              for (const l of problems) if (l.problem !== 'NOT_ENOUGH') basket.remove(l.key);
            }}
          >
            {t('basket.removeUnavailable')}
          </button>
        </div>
      )}
      <dl className="basket-totals">
        <div>
          <dt>{t('basket.products', { count: live.totals.count })}</dt>
          <dd>{formatSum(live.totals.productPrice, lang)}</dd>
        </div>
        {live.totals.productDiscount > 0 && (
          <div className="basket-totals__discount">
            <dt>{t('basket.discount')}</dt>
            <dd>−{formatSum(live.totals.productDiscount, lang)}</dd>
          </div>
        )}
        {terms ? (
          <BasketCostRows terms={terms} productsTotal={live.totals.total} />
        ) : (
          <div className="basket-totals__total">
            <dt>{t('basket.total')}</dt>
            <dd>{formatSum(live.totals.total, lang)}</dd>
          </div>
        )}
      </dl>
      {terms && <BasketCostNotes terms={terms} productsTotal={live.totals.total} />}
      <div className="basket-cta">
        {live.orderable > 0 && problems.every((l) => l.problem !== 'NOT_ENOUGH') ? (
          <Link to="/checkout" className="button button-primary basket-cta__button">
            <span>{t('basket.checkout')}</span>
            <span className="basket-cta__total">{formatSum(payTotal, lang)}</span>
          </Link>
        ) : (
          <button type="button" className="button button-primary basket-cta__button" disabled>
            <span>{t('basket.checkout')}</span>
            <span className="basket-cta__total">{formatSum(live.totals.total, lang)}</span>
          </button>
        )}
      </div>
    </div>
  );
}

function BasketLineItem({ line, basket }: { line: BasketLineView; basket: BasketApi }) {
  const t = useT();
  const lang = useLang();
  const name = line.name || t('basket.gone');
  const source = basket.lines.find((l) => l.key === line.key);
  const blocked = line.problem !== undefined && line.problem !== 'NOT_ENOUGH';
  const productTotal = basket.lines.reduce((s, l) => (l.productId === line.productId ? s + l.count : s), 0);
  const atStock = line.stock !== null && productTotal >= line.stock;
  const reason =
    line.problem === 'NOT_ENOUGH'
      ? t('basket.notEnough', { name, max: line.stock ?? 0 })
      : line.problem
        ? t('basket.unavailableLine')
        : atStock
          ? t('basket.onlyLeft', { max: line.stock ?? 0 })
          : null;

  return (
    <li className={`basket-line${blocked ? ' is-unavailable' : ''}`} data-key={line.key}>
      <img className="basket-line__img" src={line.image} alt="" width={72} height={72} loading="lazy" />
      <div className="basket-line__body">
        <p className="basket-line__name">{name}</p>
        {line.modifiers.length > 0 && (
          <p className="basket-line__mods">
            {line.modifiers.map((m) => (m.count > 1 ? `${m.name} ×${m.count}` : m.name)).join(', ')}
          </p>
        )}
        {!blocked && line.count > 1 && (
          <p className="basket-line__mods">
            {t('basket.perUnit', { price: formatSum(line.unitPrice, lang) })}
          </p>
        )}
        {reason && <p className={`basket-line__reason${line.problem ? ' is-problem' : ''}`}>{reason}</p>}
        {!blocked && (
          <div className="basket-line__row">
            <Price price={line.linePrice} oldPrice={line.oldLinePrice} className="basket-line__price" />
            <fieldset className="stepper basket-stepper">
              <legend className="visually-hidden">{name}</legend>
              <button
                type="button"
                aria-label={t('basket.decrease', { name })}
                onClick={() => basket.setCount(line.key, line.count - 1)}
              >
                −
              </button>
              <output aria-live="polite">{line.count}</output>
              <button
                type="button"
                aria-label={t('basket.increase', { name })}
                aria-disabled={atStock || undefined}
                onClick={() => {
                  if (atStock) {
                    showToast('warning', t('basket.notEnough', { name, max: line.stock ?? 0 }));
                    return;
                  }
                  if (source)
                    basket.add(
                      { productId: line.productId, count: 1, modifications: source.modifications },
                      { name, ...(line.stock !== null ? { max: line.stock } : {}) },
                    );
                }}
              >
                +
              </button>
            </fieldset>
          </div>
        )}
      </div>
      <button
        type="button"
        className="icon-button basket-line__remove"
        aria-label={t('basket.remove', { name })}
        onClick={() => basket.remove(line.key)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
}

/** Emptying the basket takes a second tap within a few seconds: one stray tap must not lose it. */
function ClearButton({ onClear }: { onClear: () => void }) {
  const t = useT();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return (
    <button
      type="button"
      className={`basket-clear${armed ? ' is-armed' : ''}`}
      onClick={() => (armed ? onClear() : setArmed(true))}
    >
      <span aria-live="polite">{t(armed ? 'basket.clearConfirm' : 'basket.clear')}</span>
    </button>
  );
}

function EmptyBasket() {
  const t = useT();
  return (
    <div className="container basket-page basket-empty">
      <svg viewBox="0 0 24 24" width="72" height="72" aria-hidden="true" className="basket-empty__art">
        <path d="M3 9h18l-2 11H5L3 9Zm5 0 3-6m5 6-3-6M9 13v3m6-3v3" />
      </svg>
      <h1 className="basket-empty__title">{t('basket.empty')}</h1>
      <p className="muted">{t('basket.emptyText')}</p>
      <Link to="/" className="button button-primary">
        {t('basket.toMenu')}
      </Link>
    </div>
  );
}
