/**
 * The add control of a menu card (decision 141): "+" adds one at once; once in the basket it becomes a
 * "− n +" counter (0 removes). A dish with modifiers has to be chosen first: its "+" opens the detail, and shows
 * how many are in the basket. An unavailable dish (or stock 0) refuses with the §8 message.
 *
 * "+" and the counter are forms posting to /basket-add (decision 311): a tap before the page's JavaScript has
 * arrived adds the dish on the server and comes back to `anchor`; once hydrated, the buttons cancel the post
 * and change the basket cookie at once (optimistic, decision 140).
 */
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { formAction } from '../../lib/form-action.ts';
import { PRODUCT_LINK_STATE } from '../../lib/product-link.ts';
import { useT } from '../i18n/index.tsx';
import { showToast } from '../toast/toast-store.ts';
import { SpriteIcon } from '../ui/icons.tsx';
import { useProductInBasket } from './basket-store.ts';

export interface CardAddProduct {
  id: number;
  name: string;
  available: boolean;
  choice?: true;
  stock?: number;
}

/** Drawn by the document's sprite (decision 360). */
const PlusIcon = () => <SpriteIcon name="plus" />;
const MinusIcon = () => <SpriteIcon name="minus" />;

/**
 * Over the card's photo (a box of the photo's geometry), bottom-right; beside the link, never inside it.
 * `anchor`: the id of the element (the card's section) a post without JavaScript comes back to.
 */
export function CardAdd({ product, anchor }: { product: CardAddProduct; anchor?: string }) {
  return (
    <div className="card-add-box">
      <CardAddControl product={product} anchor={anchor} />
    </div>
  );
}

/** The form both "+" and the counter post without JavaScript (routes/basket-add.ts). */
function AddForm({
  productId,
  anchor,
  className,
  children,
}: {
  productId: number;
  anchor: string | undefined;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      // The dish and the way back in the action's query, not hidden inputs (decision 360); "−"/"+" post `delta`.
      action={formAction('/basket-add', anchor ? { product: productId, anchor } : { product: productId })}
      className={className}
    >
      {children}
    </form>
  );
}

function CardAddControl({ product, anchor }: { product: CardAddProduct; anchor: string | undefined }) {
  const t = useT();
  const { total: inBasket, plain, actions: basket } = useProductInBasket(product.id);
  const name = product.name;
  const available = product.available && product.stock !== 0;
  const cls = 'card-add';
  // "+" becomes the counter and the counter at 0 becomes "+": the focus moves to the new control, not the page.
  // The new control takes it as it is attached (a ref), not in an effect: an effect still pending from the
  // card's first render (a tap right after hydration) would otherwise run first and find no control yet.
  const focusNext = useRef<'inc' | 'add' | null>(null);
  const [addRef, incRef] = useMemo(() => {
    const take = (which: 'inc' | 'add') => (el: HTMLButtonElement | null) => {
      if (el && focusNext.current === which) {
        focusNext.current = null;
        el.focus();
      }
    };
    return [take('add'), take('inc')];
  }, []);

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
      <AddForm productId={product.id} anchor={anchor} className="card-add-form">
        <button
          type="submit"
          className={cls}
          aria-label={t('basket.add', { name })}
          ref={addRef}
          onClick={(e) => {
            e.preventDefault();
            if (add()) focusNext.current = 'inc';
          }}
        >
          <PlusIcon />
        </button>
      </AddForm>
    );
  }
  return (
    <AddForm productId={product.id} anchor={anchor} className="card-add-form">
      <fieldset className={`${cls} card-add--counter`}>
        <legend className="visually-hidden">{name}</legend>
        <button
          type="submit"
          name="delta"
          value="-1"
          aria-label={t('basket.decrease', { name })}
          onClick={(e) => {
            e.preventDefault();
            if (plain === 1) focusNext.current = 'add';
            basket.setCount(key, plain - 1);
          }}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" aria-label={t('basket.inBasket', { count: plain })}>
          {plain}
        </output>
        <button
          type="submit"
          name="delta"
          value="1"
          aria-label={t('basket.increase', { name })}
          ref={incRef}
          onClick={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <PlusIcon />
        </button>
      </fieldset>
    </AddForm>
  );
}
