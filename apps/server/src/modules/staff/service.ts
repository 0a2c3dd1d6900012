/**
 * Staff (operator) accounts and their work on the merchant's orders (issue 4; decisions 101, 120, 122).
 *
 * - Login: {login, password} at the header's merchant. A wrong login and a wrong password get the same 401
 *   (staffLoginFailed) in about the same time (a dummy hash is compared for an unknown login); failures are
 *   throttled per merchant and login in the database (throttle.ts). A session is an opaque 32-byte token (base64url) of which
 *   only the SHA-256 hex is stored, valid 12 hours (a shift), not sliding.
 * - Orders: every staff role reads the merchant's orders, shown by the orders module's presenter; a COURIER
 *   only those attached to its courier. Status moves and attaching a courier go through the orders status
 *   service (orders/order-status.ts) with the role as the actor, which publishes the event after the commit.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  OrderStatus,
  StaffCashWriteOff,
  StaffCourier,
  StaffHandoverUnpaid,
  StaffLoginResponse,
  StaffOrder,
  StaffOrderDetail,
  StaffOrderListQuery,
  StaffOrderPage,
  Staff as StaffView,
} from '@dasturxon/contracts';
import { FINAL_ORDER_STATUSES } from '@dasturxon/contracts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type OrderEventBus, orderEventOf } from '../../events/order-events.ts';
import type { OrderPresenter } from '../orders/order-presenter.ts';
import type { OrderStatusService } from '../orders/order-status.ts';
import { enqueueRefund, recordHandRefund } from '../payments/refund-jobs.ts';
import { cashReceived, cashWrittenOff, handoverUnpaid } from './cash-due.ts';
import { loadStaffOrders } from './order-view.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import type { CourierRow, OrderRow, StaffRepository, StaffRow } from './repository.ts';
import type { LoginThrottle } from './throttle.ts';

export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const FINAL = new Set<string>(FINAL_ORDER_STATUSES);
/** Payment types refunded through a provider (the rest are given back by hand). */
const ONLINE_PAYMENTS = new Set<string>(['PAYME', 'CLICK', 'CLICK_MINI_APP', 'UZUM']);

export interface StaffPrincipal {
  sessionId: number;
  merchantId: string;
  staff: StaffRow;
  /** How the session came: a bearer token (scripts) or the console's cookie (staff-auth.ts). */
  credential?: 'bearer' | 'cookie';
  /** When the session ends (a live stream is closed then). */
  expiresAt?: Date;
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Logins are case-insensitive: stored and compared in lower case. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

export function toStaffView(row: StaffRow): StaffView {
  return { id: row.id, name: row.name, role: row.role, login: row.login, courierId: row.courierId };
}

function toCourier(row: CourierRow): StaffCourier {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    branchId: row.branchId,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    locationAt: row.locationAt?.toISOString() ?? null,
  };
}

const loginFailed = () => new AppError('UNAUTHORIZED', 401, 'staffLoginFailed');
const orderNotFound = () => notFound('orderNotFound');
const forbidden = () => new AppError('FORBIDDEN', 403, 'forbidden');

/** A day "YYYY-MM-DD" is midnight in Tashkent (UTC+5, no daylight saving); `to` is exclusive. */
function parseBound(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00+05:00`);
    return endOfDay ? new Date(start.getTime() + 24 * 60 * 60 * 1000) : start;
  }
  return new Date(value);
}

export function createStaffService(deps: {
  repo: StaffRepository;
  /** Changes an order under its lock and publishes the event (the orders module's). */
  orderStatus: OrderStatusService;
  /** Shows orders as the customer's calls do (the orders module's). */
  presenter: OrderPresenter;
  clock?: () => Date;
  throttle: LoginThrottle;
  /** Where a courier's move is announced (the staff board's map; the customer's order screen). */
  orderEvents?: OrderEventBus;
  /** The refund jobs' worker: asked for a round once a paid cancel has committed (decision 246). */
  refunds?: { kick(): void };
}) {
  const { repo, orderStatus, presenter } = deps;
  const clock = deps.clock ?? (() => new Date());
  const throttle = deps.throttle;

  /** A COURIER account sees and moves only the orders attached to its courier. */
  function visible(principal: StaffPrincipal, order: OrderRow | null): order is OrderRow {
    if (!order) return false;
    if (principal.staff.role !== 'COURIER') return true;
    return principal.staff.courierId !== null && order.courierId === principal.staff.courierId;
  }

  async function view(principal: StaffPrincipal, row: OrderRow): Promise<StaffOrder> {
    const [order] = await loadStaffOrders(
      { presenter, q: repo },
      principal.merchantId,
      [row],
      principal.staff.role,
    );
    if (!order) throw new Error('order view missing');
    return order;
  }

  async function detail(principal: StaffPrincipal, row: OrderRow): Promise<StaffOrderDetail> {
    return { ...(await view(principal, row)), history: await repo.history(row) };
  }

  return {
    async login(merchantId: string, input: { login: string; password: string }): Promise<StaffLoginResponse> {
      const login = normaliseLogin(input.login);
      const wait = await throttle.retryAfter(merchantId, login);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', 429, 'rateLimited', { params: { seconds: wait } });
      }
      const row = await repo.staffByLogin(merchantId, login);
      const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()));
      if (!row || !ok) {
        await throttle.fail(merchantId, login);
        throw loginFailed();
      }
      await throttle.succeed(merchantId, login);
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
      await repo.insertSession({
        tokenHash: hashStaffToken(token),
        staffId: row.id,
        merchantId,
        now,
        expiresAt,
      });
      return { token, expiresAt: expiresAt.toISOString(), staff: toStaffView(row) };
    },

    /** The staff session of a bearer token at the header's merchant, or null. */
    async resolve(token: string, merchantId: string): Promise<StaffPrincipal | null> {
      if (!TOKEN_RE.test(token)) return null;
      const found = await repo.liveSession(hashStaffToken(token), merchantId, clock());
      return found
        ? { sessionId: found.sessionId, merchantId, staff: found.staff, expiresAt: found.expiresAt }
        : null;
    },

    /** Whether a session found earlier is still live (a long stream asks now and then). */
    async stillSignedIn(principal: StaffPrincipal): Promise<boolean> {
      return repo.sessionAlive(principal.sessionId, principal.merchantId, clock());
    },

    async logout(principal: StaffPrincipal): Promise<void> {
      await repo.revokeSession(principal.sessionId, clock());
    },

    async listOrders(principal: StaffPrincipal, query: StaffOrderListQuery): Promise<StaffOrderPage> {
      const courierOnly = principal.staff.role === 'COURIER';
      if (courierOnly && principal.staff.courierId === null) {
        return { content: [], page: query.page, size: query.size, totalElements: 0, totalPages: 0 };
      }
      const { rows, total } = await repo.listOrders(
        principal.merchantId,
        {
          statuses: query.status,
          from: parseBound(query.from, false),
          to: parseBound(query.to, true),
          courierId: courierOnly ? (principal.staff.courierId ?? undefined) : undefined,
          number: query.number,
          phone: query.phone,
          branchId: query.branchId,
          cashDue: query.cashDue === 'true',
        },
        { page: query.page, size: query.size },
      );
      return {
        content: await loadStaffOrders(
          { presenter, q: repo },
          principal.merchantId,
          rows,
          principal.staff.role,
        ),
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    async getOrder(principal: StaffPrincipal, id: number): Promise<StaffOrderDetail> {
      const row = await repo.findOrder(principal.merchantId, id);
      if (!visible(principal, row)) throw orderNotFound();
      return detail(principal, row);
    },

    /** Move an order through the state machine as the staff role (409 ORDER_STATE_CONFLICT when refused). */
    async changeStatus(
      principal: StaffPrincipal,
      id: number,
      input: { status: OrderStatus; reason?: string | null | undefined },
    ): Promise<StaffOrder> {
      const row = await orderStatus.move(principal.merchantId, id, input.status, {
        actor: principal.staff.role,
        actorId: String(principal.staff.id),
        reason: input.reason ?? null,
        check(order) {
          if (!visible(principal, order)) throw orderNotFound();
        },
      });
      return view(principal, row);
    },

    /**
     * Accept an order with the time it will be ready (ADMIN, OPERATOR): the state machine's move to ACCEPTED and
     * promisedAt = now + minutes, in one transaction; the board and the customer's screen hear it.
     */
    async accept(principal: StaffPrincipal, id: number, minutes: number): Promise<StaffOrderDetail> {
      const row = await orderStatus.change(principal.merchantId, id, async (order, tx, now) => {
        const event = await orderStatus.inTransaction.move(tx, order, 'ACCEPTED', {
          actor: principal.staff.role,
          actorId: String(principal.staff.id),
          now,
        });
        await repo.within(tx).promise(order, new Date(now.getTime() + minutes * 60_000), now);
        return event;
      });
      return detail(principal, row);
    },

    /**
     * Cancel with a reason (ADMIN, OPERATOR; decision 212): the reason is kept and shown in the history, spent
     * cashback and the promo come back (the orders status service); a paid order shows `refundDue` until the
     * provider's refund reaches us (decision 112) or the money is given back by hand.
     */
    async cancel(principal: StaffPrincipal, id: number, reason: string): Promise<StaffOrderDetail> {
      let refundQueued = false;
      const row = await orderStatus.change(principal.merchantId, id, async (order, tx, now) => {
        const event = await orderStatus.inTransaction.move(tx, order, 'CANCELED', {
          actor: principal.staff.role,
          actorId: String(principal.staff.id),
          now,
          reason,
        });
        // A paid online order: its refund is asked of the provider once this commits (decision 246).
        if (order.isPaid && ONLINE_PAYMENTS.has(order.paymentType)) {
          await enqueueRefund(tx, order, now);
          refundQueued = true;
        }
        return event;
      });
      if (refundQueued) deps.refunds?.kick();
      return detail(principal, row);
    },

    /**
     * ADMIN: the money of a cancelled paid order was given back by hand (decision 246). The order shows unpaid,
     * the history logs the member with the reference; a second call answers the same.
     */
    async markRefunded(principal: StaffPrincipal, id: number, reference: string): Promise<StaffOrderDetail> {
      const refundedByHand = async (order: OrderRow) => {
        if (order.status !== 'CANCELED' || order.isPaid) return false;
        const [job] = await repo.refundJobs(principal.merchantId, [order.id]);
        return job?.state === 'DONE';
      };
      const current = await repo.findOrder(principal.merchantId, id);
      if (!current) throw orderNotFound();
      if (await refundedByHand(current)) return detail(principal, current);
      const row = await orderStatus.change(principal.merchantId, id, async (order, tx, now) => {
        if (order.status !== 'CANCELED' || !order.isPaid) {
          throw new AppError('ORDER_STATE_CONFLICT', 409, 'refundNotDue');
        }
        const event = await orderStatus.inTransaction.markUnpaid(tx, order, {
          provider: order.paymentType,
          now,
          staffId: String(principal.staff.id),
        });
        const byHand = {
          staffId: principal.staff.id,
          staffName: principal.staff.name,
          at: now.toISOString(),
          reference,
        };
        await recordHandRefund(tx, order, byHand, now);
        return event;
      });
      return detail(principal, row);
    },

    /** Handed over without (all) the money, and the money brought in later: decision 363 (cash-due.ts). */
    handoverUnpaid: (principal: StaffPrincipal, id: number, input: StaffHandoverUnpaid) =>
      handoverUnpaid({ orderStatus, visible, detail }, principal, id, input),
    cashReceived: (principal: StaffPrincipal, id: number) =>
      cashReceived({ orderStatus, visible, detail }, principal, id),
    cashWrittenOff: (principal: StaffPrincipal, id: number, input: StaffCashWriteOff) =>
      cashWrittenOff({ orderStatus, visible, detail }, principal, id, input),

    /** Attach a courier of the same merchant to a delivery order (ADMIN and OPERATOR). */
    async attachCourier(principal: StaffPrincipal, id: number, courierId: number): Promise<StaffOrder> {
      if (principal.staff.role !== 'ADMIN' && principal.staff.role !== 'OPERATOR') throw forbidden();
      const row = await orderStatus.change(principal.merchantId, id, async (order, tx, now) => {
        const q = repo.within(tx);
        const courier = await q.courier(principal.merchantId, courierId);
        if (!courier) throw notFound('courierNotFound');
        // A courier goes with a delivery that has not left yet (decision 122).
        if (order.serviceType !== 'DELIVERY' || FINAL.has(order.status) || order.status === 'ON_WAY') {
          throw new AppError('ORDER_STATE_CONFLICT', 409, 'courierAttachInvalid', {
            params: { status: order.status },
          });
        }
        const updated = await q.attachCourier(order, courier.id, { staffId: principal.staff.id }, now);
        return orderEventOf(updated, now);
      });
      return view(principal, row);
    },

    async listCouriers(principal: StaffPrincipal): Promise<StaffCourier[]> {
      return (await repo.couriers(principal.merchantId)).map(toCourier);
    },

    /** A COURIER account reports where it is (the customer's order map reads it). */
    async moveCourier(
      principal: StaffPrincipal,
      point: { latitude: number; longitude: number },
    ): Promise<StaffCourier> {
      const courierId = principal.staff.courierId;
      if (principal.staff.role !== 'COURIER' || courierId === null) throw forbidden();
      const now = clock();
      const row = await repo.moveCourier(principal.merchantId, courierId, point, now);
      if (!row) throw notFound('courierNotFound');
      // Every live screen of the courier's open orders hears it (decision 211: event kind `courier`).
      for (const order of await repo.openOrdersOfCourier(principal.merchantId, courierId)) {
        await deps.orderEvents?.publish(
          orderEventOf(order, now, {
            kind: 'courier',
            courier: {
              courierId,
              latitude: row.latitude ?? point.latitude,
              longitude: row.longitude ?? point.longitude,
              at: (row.locationAt ?? now).toISOString(),
            },
          }),
        );
      }
      return toCourier(row);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
