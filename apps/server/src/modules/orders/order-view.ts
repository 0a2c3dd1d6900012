/**
 * A stored order as the API shows it (contracts OrderSchema): the one mapping from rows to the wire shape,
 * used by the one order presenter (order-presenter.ts), which the customer's order calls and the staff API share.
 */
import {
  COURIER_STATUSES,
  type CourierStatus,
  FINAL_ORDER_STATUSES,
  ONLINE_PAYMENT_TYPES,
  type Order,
  type OrderStatus,
} from '@dasturxon/contracts';
import { customerCanCancel } from '@dasturxon/domain';
import type { branches, orderEvents, orderItems, orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderEventRow = typeof orderEvents.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

const FINAL = new Set<string>(FINAL_ORDER_STATUSES);
const ONLINE = new Set<string>(ONLINE_PAYMENT_TYPES);
const COURIER = new Set<string>(COURIER_STATUSES);

/** A courier status written by a provider we do not know yet shows as none, not as a failed answer. */
export function courierStatus(value: string): CourierStatus {
  return COURIER.has(value) ? (value as CourierStatus) : 'NONE';
}

type ShownItemField =
  | 'productId'
  | 'name'
  | 'image'
  | 'count'
  | 'costPrice'
  | 'discount'
  | 'unitPrice'
  | 'linePrice'
  | 'lineDiscount'
  | 'modifications';

const MINUTE = 60_000;

/** The estimate quoted at placement as minutes and clock times from the order's creation (decision 315). */
function estimateOf(row: OrderRow): Order['estimate'] {
  if (row.etaMinMinutes === null || row.etaMaxMinutes === null) return null;
  const at = row.createdDate.getTime();
  return {
    minMinutes: row.etaMinMinutes,
    maxMinutes: row.etaMaxMinutes,
    from: new Date(at + row.etaMinMinutes * MINUTE).toISOString(),
    to: new Date(at + row.etaMaxMinutes * MINUTE).toISOString(),
  };
}

export function toOrder(
  row: OrderRow,
  parts: {
    branch: BranchRow;
    items: ReadonlyArray<Pick<OrderItemRow, ShownItemField>>;
    log: ReadonlyArray<Pick<OrderEventRow, 'kind' | 'toStatus' | 'at'>>;
    cancelOrderActive: boolean;
  },
): Order {
  const { branch } = parts;
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    status: row.status,
    serviceType: row.serviceType,
    paymentType: row.paymentType,
    isPaid: row.isPaid,
    paidAt: row.paidAt?.toISOString() ?? null,
    // Paid once (a payment in its log) and now cancelled unpaid: the money went back (decision 246).
    refunded:
      row.status === 'CANCELED' &&
      !row.isPaid &&
      parts.log.some((e) => e.kind === 'PAID' || e.kind === 'PAID_AND_CHANGE_STATUS'),
    branch: {
      id: branch.id,
      name: branch.name,
      address: branch.address,
      latitude: branch.latitude,
      longitude: branch.longitude,
      phone: branch.phone,
    },
    cityId: row.cityId,
    address: row.address ?? null,
    items: parts.items.map((i) => ({
      productId: i.productId,
      name: i.name,
      image: i.image,
      count: i.count,
      costPrice: i.costPrice,
      discount: i.discount,
      unitPrice: i.unitPrice,
      linePrice: i.linePrice,
      lineDiscount: i.lineDiscount,
      modifications: i.modifications,
    })),
    totals: {
      productPrice: row.productPrice,
      productDiscount: row.productDiscount,
      productCount: row.productCount,
      promoProductDiscount: row.promoProductDiscount,
      deliveryPrice: row.deliveryPrice,
      deliveryDiscount: row.deliveryDiscount,
      serviceFee: row.serviceFee,
      cashback: row.cashback,
      totalDiscount: row.productDiscount + row.promoProductDiscount + row.deliveryDiscount + row.cashback,
      totalPrice: row.totalPrice,
    },
    promoCode: row.promoCode,
    comment: row.comment,
    courierComment: row.courierComment,
    sendCheque: row.sendCheque,
    later: row.later,
    deliveryAt: row.deliveryAt?.toISOString() ?? null,
    promisedAt: row.promisedAt?.toISOString() ?? null,
    estimate: estimateOf(row),
    hallId: row.hallId,
    tableId: row.tableId,
    orderDevice: row.orderDevice,
    courierId: row.courierId,
    courierStatus: courierStatus(row.courierStatus),
    distance: row.distance,
    reason: row.reason,
    canCancel: customerCanCancel(row.status, parts.cancelOrderActive),
    canPay: !row.isPaid && ONLINE.has(row.paymentType) && !FINAL.has(row.status),
    statusLog: parts.log.map((e) => ({ status: e.toStatus as OrderStatus, at: e.at.toISOString() })),
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}
