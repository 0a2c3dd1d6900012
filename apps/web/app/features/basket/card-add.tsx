/**
 * The add control of a menu card (decision 141): "+" adds one at once; once in the basket it becomes a
 * "− n +" counter (0 removes). A dish with modifiers has to be chosen first: its "+" opens the detail, and shows
 * how many are in the basket. An unavailable dish (or stock 0) refuses with the §8 message.
 */
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { PRODUCT_LINK_STATE } from '../../lib/product-link.ts';
import { useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import { useProductInBasket } from './basket-store.ts';

export interface CardAddProduct {
  id: number;
  name: string;
  available: boolean;
  choice?: true;
  stock?: number;
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M5 12h14" />
    </svg>
  );
}

/** Over the card's photo (a box of the photo's geometry), bottom-right; beside the link, never inside it. */
export function CardAdd({ product }: { product: CardAddProduct }) {
  return (
    <div className="card-add-box">
      <CardAddControl product={product} />
    </div>
  );
}

function CardAddControl({ product, className = '' }: { product: CardAddProduct; className?: string }) {
  const t = useT();
  const { total: inBasket, plain, actions: basket } = useProductInBasket(product.id);
  const name = product.name;
  const available = product.available && product.stock !== 0;
  const cls = `card-add ${className}`;
  // "+" becomes the counter and the counter at 0 becomes "+": the focus moves to the new control, not the page.
  const id = useId();
  const focusAfter = useRef<'inc' | 'add' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the count changed the control.
  useEffect(() => {
    const which = focusAfter.current;
    if (which === null) return;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-card-add="${CSS.escape(id)}-${which}"]`)?.focus();
  }, [plain, id]);

  if (!available) {
    return (
      <button
        type="button"
        className={`${cls} card-add--off`}
        aria-disabled="true"
        aria-label={t('basket.add', { name })}
        onClick={() => showToast('warning', t('basket.notAvailable', { name }))}
      >
        <PlusIcon />
      </button>
    );
  }

  if (product.choice) {
    return (
      <Link
        to={`/product/${product.id}`}
        state={PRODUCT_LINK_STATE}
        preventScrollReset
        className={`${cls}${inBasket > 0 ? ' card-add--has' : ''}`}
        aria-label={
          inBasket > 0
            ? `${t('basket.add', { name })} (${t('basket.inBasket', { count: inBasket })})`
            : t('basket.add', { name })
        }
      >
        {inBasket > 0 ? <span className="card-add__n">{inBasket}</span> : <PlusIcon />}
      </Link>
    );
  }

  const key = String(product.id);
  const add = () =>
    basket.add(
      { productId: product.id, count: 1, modifications: [] },
      { name, ...(product.stock !== undefined ? { max: product.stock } : {}) },
    );

  if (plain === 0) {
    return (
      <button
        type="button"
        className={cls}
        aria-label={t('basket.add', { name })}
        data-card-add={`${id}-add`}
        onClick={() => {
          if (add()) focusAfter.current = 'inc';
        }}
      >
        <PlusIcon />
      </button>
    );
  }
  return (
    <fieldset className={`${cls} card-add--counter`}>
      <legend className="visually-hidden">{name}</legend>
      <button
        type="button"
        aria-label={t('basket.decrease', { name })}
        onClick={() => {
          if (plain === 1) focusAfter.current = 'add';
          basket.setCount(key, plain - 1);
        }}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" aria-label={t('basket.inBasket', { count: plain })}>
        {plain}
      </output>
      <button
        type="button"
        aria-label={t('basket.increase', { name })}
        data-card-add={`${id}-inc`}
        onClick={add}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}
