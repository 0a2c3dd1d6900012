/**
 * The call centre (issue 11; decisions 218-220): an operator finds or creates a customer of the merchant by
 * phone, reads their saved addresses, and quotes and places an order for them. The order goes through the same
 * quote and place-order services as the storefront's (same prices, problems, idempotency and transaction), owned
 * by the customer, placed by the operator (decision 184), with client type and source OPERATOR.
 */
import type {
  Address,
  CallCentreCustomer,
  CallCentreCustomerInput,
  CallCentreCustomerResult,
  CallCentreOrderRequest,
  Lang,
  Order,
  OrderQuote,
  OrderRequest,
  StaffRole,
} from '@dasturxon/contracts';
import { normalizeUzPhone } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { AddressService } from '../addresses/service.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { PlaceOrderService } from '../orders/place-order.ts';
import type { QuoteService } from '../orders/quote.ts';
import type { CallCentreRepository, CustomerRow } from './repository.ts';

/** The signed-in staff member as the call centre needs them. */
export interface CallCentreOperator {
  merchantId: string;
  staffId: number;
  role: StaffRole;
}

/** Who may take phone orders (decision 218). */
const CALL_CENTRE_ROLES: ReadonlySet<StaffRole> = new Set(['ADMIN', 'OPERATOR']);

export function toCallCentreCustomer(row: CustomerRow): CallCentreCustomer {
  return {
    id: row.id,
    phone: row.phone ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}

function phoneInvalid(path: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'phoneInvalid', {
    details: [{ path, message: '998XXXXXXXXX' }],
  });
}

export function createCallCentreService(deps: {
  repo: CallCentreRepository;
  addresses: Pick<AddressService, 'list'>;
  quote: Pick<QuoteService, 'quote'>;
  placeOrder: Pick<PlaceOrderService, 'submit'>;
  clock: () => Date;
}) {
  const { repo, clock } = deps;

  function allow(operator: CallCentreOperator): void {
    if (!CALL_CENTRE_ROLES.has(operator.role)) throw new AppError('FORBIDDEN', 403, 'forbidden');
  }

  /** A live customer of the operator's merchant; another merchant's or an erased one is 404. */
  async function customerOf(operator: CallCentreOperator, id: number): Promise<CustomerRow> {
    const row = await repo.findById(operator.merchantId, id);
    if (!row) throw notFound('customerNotFound');
    return row;
  }

  /** The order request the ordering services take: the storefront's, with the client filled in by the call. */
  function orderRequest(body: CallCentreOrderRequest): OrderRequest {
    return { ...body, orderDevice: 'WEB', cashback: 0 };
  }

  async function orderingCustomer(operator: CallCentreOperator, id: number): Promise<CustomerRow> {
    const customer = await customerOf(operator, id);
    if (!customer.isActive) throw new AppError('FORBIDDEN', 403, 'customerBlocked');
    return customer;
  }

  return {
    /**
     * A whole number finds its customer (none: an empty list, the screen offers to create one); a part of a
     * number (4 to 8 digits) finds up to 10 customers whose number contains it.
     */
    async findCustomers(operator: CallCentreOperator, phone: string): Promise<CallCentreCustomer[]> {
      allow(operator);
      const whole = normalizeUzPhone(phone);
      if (whole) {
        const row = await repo.findByPhone(operator.merchantId, whole);
        return row ? [toCallCentreCustomer(row)] : [];
      }
      const digits = phone.replace(/[\s\u00A0\-().+]/g, '');
      if (!/^\d{4,8}$/.test(digits)) throw phoneInvalid('query.phone');
      return (await repo.searchByDigits(operator.merchantId, digits)).map(toCallCentreCustomer);
    },

    /** The customer of the phone, created with the given name when the phone has none (their name is kept). */
    async upsertCustomer(
      operator: CallCentreOperator,
      input: CallCentreCustomerInput,
    ): Promise<CallCentreCustomerResult> {
      allow(operator);
      const phone = normalizeUzPhone(input.phone);
      if (!phone) throw phoneInvalid('body.phone');
      const { row, created } = await repo.findOrCreate(
        operator.merchantId,
        { phone, firstName: input.firstName, lastName: input.lastName ?? null },
        clock(),
      );
      return { customer: toCallCentreCustomer(row), created };
    },

    async addresses(operator: CallCentreOperator, customerId: number): Promise<Address[]> {
      allow(operator);
      const customer = await customerOf(operator, customerId);
      return deps.addresses.list({ merchantId: operator.merchantId, userId: customer.id });
    },

    /** The server's price of a phone order and every problem that would refuse it, in `lang`. */
    async quote(
      operator: CallCentreOperator,
      merchant: MerchantRecord,
      customerId: number,
      body: CallCentreOrderRequest,
      lang: Lang,
    ): Promise<OrderQuote> {
      allow(operator);
      const customer = await orderingCustomer(operator, customerId);
      const owner = { merchantId: merchant.id, userId: customer.id };
      return deps.quote.quote(merchant, owner, orderRequest(body), lang, 'OPERATOR');
    },

    /**
     * Place the phone order: refused with the first problem the quote lists; a retry with the same
     * Idempotency-Key and body answers the same order (`created` false).
     */
    async placeOrder(
      operator: CallCentreOperator,
      merchant: MerchantRecord,
      customerId: number,
      body: CallCentreOrderRequest,
      opts: { idempotencyKey: string | null; lang: Lang },
    ): Promise<{ order: Order; created: boolean }> {
      allow(operator);
      const customer = await orderingCustomer(operator, customerId);
      const request = orderRequest(body);
      return deps.placeOrder.submit(merchant, { merchantId: merchant.id, userId: customer.id }, request, {
        atTime: request.later,
        idempotencyKey: opts.idempotencyKey,
        lang: opts.lang,
        placer: { by: 'STAFF', staffId: operator.staffId },
        client: 'OPERATOR',
      });
    },
  };
}

export type CallCentreService = ReturnType<typeof createCallCentreService>;
