/**
 * GET /staff/v1/events (issue 11, decision 211): the console's live events, server-sent. For EventSource, the
 * merchant may be in `?merchant=` and the session is the console's cookie (staff-auth.ts). Event `ready` once
 * (who is listening), then `order` for every new or changed order of the merchant and `courier` for courier
 * positions, each only if the role may see it (live/staff-hub.ts); a comment every 20 s; `retry: 3000`.
 */
import { ApiErrorSchema, staffEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { askToReconnect, type EventStream, openEventStream, type StreamEnd } from '../live/event-stream.ts';
import { type StaffHub, staffMayHear } from '../live/staff-hub.ts';
import { type StaffPrincipal, toStaffView } from './service.ts';
import { staffPrincipal } from './staff-auth.ts';

/** How often an open stream checks that its session is still live (logout, deactivation). */
export const SESSION_RECHECK_MS = 60_000;

export function staffEventRoutes(deps: {
  hub: StaffHub;
  clock: () => Date;
  /** Whether the stream's session is still live (staff service). */
  stillSignedIn: (principal: StaffPrincipal) => Promise<boolean>;
  heartbeatMs?: number;
  recheckMs?: number;
  /**
   * The bus's reconnect signal (OrderEventBus.onReconnect): every stream is asked to reconnect, and the console
   * refetches what it shows on every (re)open (issue 15 §5).
   */
  onBusReconnect?: (listener: () => void) => () => void;
}): FastifyPluginAsyncZod {
  const streams = new Set<StreamEnd>();
  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });
    const stopHearing = deps.onBusReconnect?.(() => askToReconnect(streams));
    app.addHook('onClose', async () => stopHearing?.());

    app.route({
      ...endpointRoute(staffEndpoints.events, {
        tags: ['staff'],
        summary: "Live events of the merchant's orders for the signed-in role (server-sent events)",
        description:
          'text/event-stream. `ready` once, then `order` (StaffOrderEvent: kind created|changed) for every new ' +
          'or changed order the role may see — a COURIER only its own, KITCHEN from ACCEPTED on — and ' +
          '`courier` (StaffCourierEvent) for courier positions (ADMIN, OPERATOR); a comment every 20 s. ' +
          'For EventSource: the merchant in `?merchant=` and the session from the console cookie.',
        errors: {
          ...errorResponses,
          401: ApiErrorSchema.describe('No valid staff session for this merchant'),
        },
      }),
      compress: false,
      config: { auth: 'staff', merchantQuery: true },
      handler: async (request, reply) => {
        const principal = staffPrincipal(request);
        const viewer = { role: principal.staff.role, courierId: principal.staff.courierId };
        let stream: EventStream | null = null;
        const unwatch = deps.hub.watch(principal.merchantId, (message) => {
          if (staffMayHear(viewer, message)) stream?.send(message.type, message.event);
        });
        stream = openEventStream(reply, {
          kind: 'staff',
          streams,
          onEnd: unwatch,
          ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
        });
        stream.send('ready', { at: deps.clock().toISOString(), staff: toStaffView(principal.staff) });
        // A session that ends (expiry, logout elsewhere, account switched off) ends the stream: the console
        // then reconnects, gets 401 and shows the sign-in.
        const open = stream;
        const check = setInterval(() => {
          deps.stillSignedIn(principal).then(
            (live) => {
              if (!live) open.end();
            },
            () => {},
          );
        }, deps.recheckMs ?? SESSION_RECHECK_MS);
        check.unref();
        const left = principal.expiresAt ? principal.expiresAt.getTime() - deps.clock().getTime() : null;
        const expiry =
          left !== null && left < 2 ** 31 ? setTimeout(() => open.end(), Math.max(left, 0)) : null;
        expiry?.unref();
        reply.raw.on('close', () => {
          clearInterval(check);
          if (expiry) clearTimeout(expiry);
        });
      },
    });
  };
}
