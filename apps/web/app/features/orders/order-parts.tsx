/** Small pieces shared by the orders screens: status chip, paid badge, item thumbnails, card and skeleton. */
import type { MultilingualText, Order, OrderStatus } from '@dasturxon/contracts';
import { formatSum, imageUrl } from '@dasturxon/domain';
import { NavLink } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { useShell } from '../../shared/shell/use-shell.ts';
import { formatDateTime, statusTone } from './order-view.ts';

export function textIn(text: MultilingualText, lang: keyof MultilingualText): string {
  return text[lang] || text.uz || text.ru || text.eng;
}

export function StatusChip({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`order-chip order-chip--${statusTone(status)}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** `refunded`: paid, cancelled and given back (decision 246): says so instead of "unpaid". */
export function PaidBadge({ paid, refunded = false }: { paid: boolean; refunded?: boolean }) {
  const t = useT();
  const shown = refunded && !paid;
  return (
    <span
      className={`order-paid ${paid ? 'order-paid--yes' : 'order-paid--no'}${shown ? ' order-paid--refunded' : ''}`}
      data-paid={paid}
      data-refunded={shown || undefined}
    >
      {paid ? t('status.paid') : shown ? t('status.refunded') : t('status.unpaid')}
    </span>
  );
}

const MAX_THUMBS = 4;

/** Item pictures of a card: up to four, then "+N". Decorative: the card's text names the order. */
/** Thumbnail URLs against the merchant's image host. */
export function useThumbSrc(): (path: string | null) => string {
  const { cdnBase } = useShell();
  return (path) => imageUrl(path, { cdnBase, variant: 'thumb' });
}

export function Thumbs({ items }: { items: Order['items'] }) {
  const imageSrc = useThumbSrc();
  const shown = items.slice(0, MAX_THUMBS);
  const more = items.length - shown.length;
  return (
    <div className="order-thumbs" aria-hidden="true">
      {shown.map((item, i) => (
        <img
          key={`${item.productId}-${i}`}
          src={imageSrc(item.image)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      ))}
      {more > 0 && <span className="order-thumbs__more">+{more}</span>}
    </div>
  );
}

export function OrderCard({ order, now }: { order: Order; now: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <li className="order-card">
      <NavLink
        to={`/profile/orders/${order.id}`}
        // The card that was tapped shows it is opening while the order loads.
        className={({ isPending }) => `order-card__link${isPending ? ' order-card__link--pending' : ''}`}
        // Named by what it shows (number, status, date, branch, total): an aria-label differed from it (issue 10).
      >
        <div className="order-card__top">
          <span className="order-card__number">{t('orders.number', { number: order.number })}</span>
          <StatusChip status={order.status} />
        </div>
        <div className="order-card__meta">
          <time dateTime={order.createdDate}>{formatDateTime(order.createdDate, lang, now)}</time>
          <span aria-hidden="true"> · </span>
          <span>{textIn(order.branch.name, lang)}</span>
        </div>
        <div className="order-card__bottom">
          <Thumbs items={order.items} />
          <span className="order-card__total">{formatSum(order.totals.totalPrice, lang)}</span>
        </div>
      </NavLink>
    </li>
  );
}

export function OrderCardSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="order-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="order-card order-card--skeleton">
          <div className="order-card__link">
            <div className="order-card__top">
              <span className="sk sk--text" style={{ width: 96 }} />
              <span className="sk sk--chip" />
            </div>
            <div className="order-card__meta">
              <span className="sk sk--text" style={{ width: 180 }} />
            </div>
            <div className="order-card__bottom">
              <span className="sk sk--thumbs" />
              <span className="sk sk--text" style={{ width: 80 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
