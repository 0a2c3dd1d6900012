/**
 * Stored orders as the staff API answers them: the customer's Order (contracts OrderSchema) plus who ordered
 * and where the signed-in role may move it next. Loaded in batches (one query per table for a whole page).
 *
 * toOrder mirrors the orders module's mapping (orders/service.ts keeps its own inside createOrderService, not
 * exported); when that one is exported, this module should use it instead.
 */
import {
  COURIER_STATUSES,
  type CourierStatus,
  FINAL_ORDER_STATUSES,
  ONLINE_PAYMENT_TYPES,
  type Order,
  type OrderStatus,
  type StaffOrder,
  type StaffRole,
} from '@dasturxon/contracts';
import { customerCanCancel, nextStatuses } from '@dasturxon/domain';
import type { BranchRow, OrderEventRow, OrderItemRow, OrderRow, StaffQueries } from './repository.ts';

const FINAL = new Set<string>(FINAL_ORDER_STATUSES);
const ONLINE = new Set<string>(ONLINE_PAYMENT_TYPES);
const COURIER = new Set<string>(COURIER_STATUSES);

/** A courier status written by a provider we do not know yet shows as none, not as a failed answer. */
function courierStatus(value: string): CourierStatus {
  return COURIER.has(value) ? (value as CourierStatus) : 'NONE';
}

export function toOrder(
  row: OrderRow,
  parts: { branch: BranchRow; items: OrderItemRow[]; log: OrderEventRow[]; cancelOrderActive: boolean },
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

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Staff views of `rows` (all of one merchant), in the same order. */
export async function loadStaffOrders(
  q: StaffQueries,
  merchantId: string,
  rows: OrderRow[],
  role: StaffRole,
): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [branches, items, log, customers, settings] = await Promise.all([
    q.branches(merchantId, [...new Set(rows.map((r) => r.branchId))]),
    q.items(ids),
    q.statusLog(ids),
    q.customers(merchantId, [...new Set(rows.map((r) => r.userId))]),
    q.webSettings(merchantId),
  ]);
  const branchById = new Map(branches.map((b) => [b.id, b]));
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const itemsOf = group(items, (i) => i.orderId);
  const logOf = group(log, (e) => e.orderId);
  const cancelOrderActive = settings?.cancelOrderActive === true;
  return rows.map((row) => {
    const branch = branchById.get(row.branchId);
    if (!branch) throw new Error(`branch ${row.branchId} of order ${row.id} is missing`);
    const customer = customerById.get(row.userId);
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
    return {
      ...toOrder(row, {
        branch,
        items: itemsOf.get(row.id) ?? [],
        log: logOf.get(row.id) ?? [],
        cancelOrderActive,
      }),
      customer: { id: row.userId, name: name || null, phone: customer?.phone ?? null },
      nextStatuses: nextStatuses(row.status, role, row.serviceType),
    };
  });
}
