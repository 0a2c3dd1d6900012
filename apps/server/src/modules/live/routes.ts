/**
 * Live order status (issue 4, decision 121): GET /orders/v1/orders/{id}/events, server-sent events of one
 * order for its customer.
 *
 * - Browsers' EventSource sends no headers, so the merchant comes from `?merchant=<uuid>` (or the header) and
 *   the session from the bearer header or the storefront's httpOnly cookies (`tokens` entry of the merchant,
 *   then `token`). No valid session at that merchant: 401; an order that is not the session's: 404.
 * - The stream sends the current state at once (event `order`), then every change of that order heard on the
 *   order event bus, a comment every 20 s so proxies keep the connection open, and `retry: 3000` so a dropped
 *   connection comes back quickly. Nothing is compressed (a compressor would hold events back).
 * - The subscription ends when the client goes away, and every stream is ended when the server closes.
 */
import { ApiErrorSchema, type OrderEvent, orderEndpoints } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { OrderEventMessage } from '../../events/order-events.ts';
import { resolveBrowserSession } from '../../http/browser-session.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { SessionService } from '../auth/sessions.ts';
import { merchantNotFound } from '../merchants/service.ts';
import { askToReconnect, openEventStream, type StreamEnd } from './event-stream.ts';
import type { LiveHub } from './hub.ts';
import type { LiveRepository } from './repository.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOrderEvent(e: OrderEventMessage): OrderEvent {
  return { orderId: e.orderId, status: e.status, isPaid: e.isPaid, courierStatus: e.courierStatus, at: e.at };
}

/** The merchant of the stream: the query's, else the header's. */
function merchantIdOf(request: FastifyRequest): string {
  // Read before validation (the session is checked first, decision 183): the query is still raw here.
  const query = request.query as { merchant?: unknown } | undefined;
  const header = request.headers.merchant;
  const fromQuery = typeof query?.merchant === 'string' ? query.merchant : undefined;
  const value = (fromQuery ?? (Array.isArray(header) ? header[0] : header))?.trim();
  if (!value) throw new AppError('MERCHANT_HEADER_MISSING', 400, 'merchantHeaderMissing');
  if (!UUID_RE.test(value)) throw new AppError('MERCHANT_HEADER_INVALID', 400, 'merchantHeaderInvalid');
  return value.toLowerCase();
}

export function liveRoutes(deps: {
  repo: LiveRepository;
  sessions: SessionService;
  hub: LiveHub;
  heartbeatMs?: number;
  /** The bus's reconnect signal (OrderEventBus.onReconnect): every stream is asked to reconnect and catch up. */
  onBusReconnect?: (listener: () => void) => () => void;
}): FastifyPluginAsyncZod {
  const { repo, sessions, hub } = deps;
  const open = new Set<StreamEnd>();
  /** The merchant and customer of each stream, found in onRequest before anything else is read. */
  const viewers = new WeakMap<FastifyRequest, { merchantId: string; userId: number }>();

  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    const stopHearing = deps.onBusReconnect?.(() => askToReconnect(open));
    app.addHook('onClose', async () => stopHearing?.());

    app.route({
      ...endpointRoute(orderEndpoints.events, {
        tags: ['orders'],
        summary: 'Live status of one order of the signed-in customer (server-sent events)',
        description:
          'text/event-stream. Event `order` with an OrderEvent at once and after every change; a comment ' +
          'every 20 s. For EventSource: the merchant in `?merchant=` and the session from the httpOnly ' +
          'storefront cookie (or `Authorization: Bearer`).',
        errors: { ...errorResponses, 401: ApiErrorSchema.describe('No valid session for this merchant') },
      }),
      compress: false,
      // The session is resolved by this route's own onRequest (merchant from the query, token from cookies).
      config: { merchantHeader: false, auth: 'customer' },
      onRequest: async (request) => {
        const merchantId = merchantIdOf(request);
        if (!(await repo.merchantOpen(merchantId))) throw merchantNotFound();
        const session = await resolveBrowserSession(request, merchantId, sessions);
        if (!session) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
        viewers.set(request, { merchantId, userId: session.userId });
      },
      handler: async (request, reply) => {
        const viewer = viewers.get(request);
        if (!viewer) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
        const { merchantId, userId } = viewer;
        const orderId = request.params.id;

        // Listen before reading the state: a change committed meanwhile is buffered, not lost.
        const buffered: OrderEventMessage[] = [];
        let forward: ((event: OrderEventMessage) => void) | null = null;
        const unwatch = hub.watch(merchantId, orderId, (event) => {
          if (event.userId !== userId) return;
          if (forward) forward(event);
          else buffered.push(event);
        });
        let state: Awaited<ReturnType<LiveRepository['orderState']>>;
        try {
          state = await repo.orderState(merchantId, userId, orderId);
        } catch (error) {
          unwatch();
          throw error;
        }
        if (!state) {
          unwatch();
          throw notFound('orderNotFound');
        }

        const stream = openEventStream(reply, {
          kind: 'order',
          streams: open,
          onEnd: unwatch,
          ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
        });
        stream.send('order', {
          orderId: state.id,
          status: state.status,
          isPaid: state.isPaid,
          courierStatus: state.courierStatus,
          at: state.lastModifiedDate.toISOString(),
        } satisfies Omit<OrderEvent, 'courierStatus'> & { courierStatus: string });
        for (const event of buffered.splice(0)) stream.send('order', toOrderEvent(event));
        forward = (event) => stream.send('order', toOrderEvent(event));
      },
    });
  };
}
