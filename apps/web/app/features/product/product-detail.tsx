/**
 * The product itself (spec §3, §5): photos, name, description, price with discount, modifier groups with their
 * "choose minimum / up to" hints, live total, quantity and "Add to basket". The button is enabled once the
 * required choices are made (decision 023's rules) and adds at once (decision 141): opened over the menu, the
 * dialog closes; as a page, a toast confirms. The stock at the nearest branch caps the quantity (spec §8).
 */
import { formatSum } from '@dasturxon/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { productCount, useBasket } from '../../shared/basket/basket-store.ts';
import { HeartButton } from '../../shared/favourites/heart-button.tsx';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import { Price } from '../../shared/ui/price.tsx';
import { useHasProductBackground } from './modal-context.ts';
import type { ModifierGroupView, ProductDetailView } from './product-view.ts';
import {
  initialSelection,
  isMaxReached,
  isRadioGroup,
  isSelectionComplete,
  type Selection,
  toggleModifier,
  unitPrice,
} from './selection.ts';

const MAX_QUANTITY = 99;

export function ProductDetail({ product, titleId }: { product: ProductDetailView; titleId: string }) {
  const t = useT();
  const lang = useLang();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.groups));
  const [quantity, setQuantity] = useState(1);
  const basket = useBasket();
  const navigate = useNavigate();
  const overMenu = useHasProductBackground();
  const complete = isSelectionComplete(product.groups, selection);
  const inBasket = productCount(basket.lines, product.id);
  // Stock 0 at the nearest branch is "not available" (spec §8), whatever the product's flag says.
  const available = product.available && product.stock !== 0;
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, (product.stock ?? MAX_QUANTITY) - inBasket));
  const total = useMemo(
    () => unitPrice(product.price, product.groups, selection) * quantity,
    [product, selection, quantity],
  );

  return (
    <article className="product">
      <ul className="product-gallery" aria-label={product.name}>
        {product.images.map((src, i) => (
          <li key={src}>
            <img
              src={src}
              alt={i === 0 ? product.name : ''}
              width={800}
              height={800}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <div className="product-info">
        <h1 id={titleId} className="product-name">
          {product.name}
        </h1>
        <div className="product-price-row">
          <Price price={product.price} oldPrice={product.oldPrice} className="product-price" />
          {product.discount > 0 && (
            <span className="badge badge-discount">{t('menu.discount', { percent: product.discount })}</span>
          )}
          <HeartButton productId={product.id} productName={product.name} className="heart--detail" />
        </div>
        {(product.calorie || product.cookingTime) && (
          <p className="product-meta muted">
            {product.calorie ? t('product.calories', { count: product.calorie }) : null}
            {product.calorie && product.cookingTime ? ' · ' : null}
            {product.cookingTime ? t('product.cookingTime', product.cookingTime) : null}
          </p>
        )}
        {product.description && <p className="product-description">{product.description}</p>}
        {!available && (
          <p className="product-unavailable" role="status">
            {t('product.unavailable')}
          </p>
        )}
        {product.groups.map((group) => (
          <ModifierGroup
            key={group.id}
            group={group}
            selection={selection}
            onToggle={(id) => setSelection((s) => toggleModifier(group, s, id))}
          />
        ))}
      </div>
      <div className="product-actions">
        <fieldset className="stepper">
          <legend className="visually-hidden">{t('product.quantity')}</legend>
          <button
            type="button"
            aria-label={t('product.decrease')}
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          >
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button
            type="button"
            aria-label={t('product.increase')}
            disabled={quantity >= maxQuantity}
            onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          className="button button-primary add-button"
          disabled={!available || !complete}
          aria-describedby={!complete && available ? 'product-hint' : undefined}
          onClick={() => {
            const added = basket.add(
              { productId: product.id, count: quantity, modifications: chosenModifications(selection) },
              { name: product.name, ...(product.stock !== null ? { max: product.stock } : {}) },
            );
            if (!added) return;
            if (overMenu) navigate(-1);
            else {
              showToast('success', t('basket.added', { name: product.name }));
              setQuantity(1);
            }
          }}
        >
          <span>{t('product.addToBasket')}</span>
          <span className="add-total">{formatSum(total, lang)}</span>
        </button>
        {!complete && available && (
          <p id="product-hint" className="product-hint">
            {t('product.selectRequired')}
          </p>
        )}
      </div>
    </article>
  );
}

/** The chosen modifiers as basket modifications (one of each chosen modifier). */
function chosenModifications(selection: Selection): { id: number; count: number }[] {
  return Object.values(selection).flatMap((ids) => ids.map((id) => ({ id, count: 1 })));
}

function ModifierGroup({
  group,
  selection,
  onToggle,
}: {
  group: ModifierGroupView;
  selection: Selection;
  onToggle: (modifierId: number) => void;
}) {
  const t = useT();
  const lang = useLang();
  const radio = isRadioGroup(group);
  const chosen = selection[group.id] ?? [];
  const full = isMaxReached(group, selection);
  const hint = radio
    ? t('product.chooseOne')
    : [
        group.min > 0 ? t('product.chooseMin', { count: group.min }) : null,
        t('product.chooseMax', { count: group.max }),
      ]
        .filter(Boolean)
        .join(' · ');
  const hintId = `mg-${group.id}-hint`;
  return (
    <fieldset className="modifier-group" aria-describedby={hintId}>
      <legend>
        <span className="modifier-title">{group.name}</span>
        {group.min > 0 && <span className="badge badge-required">{t('product.required')}</span>}
      </legend>
      <p id={hintId} className="modifier-hint muted">
        {hint}
      </p>
      {group.modifiers.map((m) => {
        const checked = chosen.includes(m.id);
        return (
          <label key={m.id} className={`modifier${checked ? ' is-checked' : ''}`}>
            <input
              type={radio ? 'radio' : 'checkbox'}
              name={`mg-${group.id}`}
              value={m.id}
              checked={checked}
              disabled={!checked && full}
              onChange={() => onToggle(m.id)}
            />
            <span className="modifier-name">{m.name}</span>
            {m.price > 0 && <span className="modifier-price">+{formatSum(m.price, lang)}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
