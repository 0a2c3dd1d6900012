/** What a kitchen ticket and a customer receipt say (rendered into the print root, see use-print.tsx). */
import type { Lang, StaffOrder } from '@dasturxon/contracts';
import type { Translate } from '../../i18n/index.tsx';
import { formatAmount, formatDayClock, formatPhone } from '../../lib/format.ts';
import { addressLine } from './address-text.ts';

export type PrintKind = 'kitchen' | 'receipt';
export type Paper = '58' | '80';

interface DocProps {
  order: StaffOrder;
  lang: Lang;
  t: Translate;
  merchantName: string;
}

function name(text: { uz: string; ru: string; eng: string }, lang: Lang): string {
  return text[lang] || text.ru;
}

export function KitchenTicket({ order, lang, t }: DocProps) {
  return (
    <div className="dx-ticket" data-testid="kitchen-ticket">
      <h1>{t('board.number', { number: order.number })}</h1>
      <div className="dx-center">
        {t(`service.${order.serviceType}`)}
        {order.tableId !== null ? ` · ${t('order.table', { n: order.tableId })}` : ''}
      </div>
      <div className="dx-center">
        {order.deliveryAt
          ? t('board.for', { time: formatDayClock(order.deliveryAt, lang) })
          : formatDayClock(order.createdDate, lang)}
      </div>
      <hr />
      {order.items.map((item, i) => (
        <div key={i}>
          <div className="dx-item">
            {item.count} × {name(item.name, lang)}
          </div>
          {item.modifications.map((m) => (
            <div key={m.id} className="dx-mod">
              + {m.count > 1 ? `${m.count} × ` : ''}
              {name(m.name, lang)}
            </div>
          ))}
        </div>
      ))}
      {order.comment ? <div className="dx-note">{order.comment}</div> : null}
    </div>
  );
}

export function CustomerReceipt({ order, lang, t, merchantName }: DocProps) {
  const rows: [string, number][] = [
    [t('order.products'), order.totals.productPrice],
    [t('order.discount'), -order.totals.productDiscount - order.totals.promoProductDiscount],
    [t('order.delivery'), order.totals.deliveryPrice - order.totals.deliveryDiscount],
    [t('order.serviceFee'), order.totals.serviceFee],
    [t('order.cashback'), -order.totals.cashback],
  ];
  return (
    <div className="dx-ticket" data-testid="customer-receipt">
      <h1>{merchantName}</h1>
      <div className="dx-center">{name(order.branch.name, lang)}</div>
      <div className="dx-center">
        {t('board.number', { number: order.number })} · {formatDayClock(order.createdDate, lang)}
      </div>
      <hr />
      <table>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>
                {item.count} × {name(item.name, lang)}
                {item.modifications.map((m) => (
                  <div key={m.id}>+ {name(m.name, lang)}</div>
                ))}
              </td>
              <td className="dx-num">{formatAmount(item.linePrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <table>
        <tbody>
          {rows
            .filter(([, v]) => v !== 0)
            .map(([label, v]) => (
              <tr key={label}>
                <td>{label}</td>
                <td className="dx-num">{formatAmount(v)}</td>
              </tr>
            ))}
          <tr className="dx-total">
            <td>{t('order.total')}</td>
            <td className="dx-num">{t('money.sum', { amount: formatAmount(order.totals.totalPrice) })}</td>
          </tr>
        </tbody>
      </table>
      <div>
        {t('order.payment')}: {t(`payment.${order.paymentType}`)} ·{' '}
        {order.isPaid ? t('paid.yes') : t('paid.no')}
      </div>
      {order.address ? <div>{addressLine(order.address, t)}</div> : null}
      {order.customer.phone ? <div>{formatPhone(order.customer.phone)}</div> : null}
      <hr />
      <div className="dx-center">{t('order.receiptThanks')}</div>
    </div>
  );
}
