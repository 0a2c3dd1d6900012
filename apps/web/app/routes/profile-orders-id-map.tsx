/**
 * /profile/orders/:id/map (spec §2, issue 4): the order on a map: the branch, the delivery address and the
 * courier when one is known. While the order is on its way the courier's position is refreshed every 15 s
 * (and at once on every live event). The card under the map repeats it all as text for people who do not use maps.
 */
import type { Courier } from '@dasturxon/contracts';
import { useEffect, useMemo } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import { StatusChip, textIn } from '../features/orders/order-parts.tsx';
import { isFinal } from '../features/orders/order-view.ts';
import { getCourier, getOrder, orderEventsUrl, parseOrderId } from '../features/orders/orders-api.server.ts';
import { LIVE_POLL_MS, useOrderLive } from '../features/orders/use-order-live.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { chooseMapProvider } from '../shared/map/map-provider.ts';
import type { LatLng, MapMarker } from '../shared/map/map-types.ts';
import { MapView } from '../shared/map/map-view.tsx';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/orders/orders.css';
import type { Route } from './+types/profile-orders-id-map';

export async function loader({ context, params }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const id = parseOrderId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const title = pageTitle(m.lang, m.settings, 'orders.mapTitle');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, id };
  const [[error, order], [courierError, courier]] = await Promise.all([getOrder(m, id), getCourier(m, id)]);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error?.status === 404) throw data(null, { status: 404 });
  if (error) throwApiError(error);
  const provider = chooseMapProvider({
    merchant: m.merchant,
    lang: m.lang,
    tileUrl: serverOf(context).publicEnv.mapTileUrl,
  });
  return {
    title,
    signedIn: true as const,
    id,
    order,
    // The map still works without the courier: their position is a bonus.
    courier: courierError ? null : courier,
    provider,
    eventsUrl: orderEventsUrl(m, id),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

function hasPosition(c: Courier | null): c is Courier & { latitude: number; longitude: number } {
  return c !== null && c.latitude !== null && c.longitude !== null;
}

export default function OrderMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const signedIn = loaderData.signedIn;
  const order = signedIn ? loaderData.order : null;
  const moving = order !== null && !isFinal(order.status);
  const onTheWay = order !== null && (order.status === 'ON_WAY' || order.status === 'ATTACHED');
  const eventsUrl = signedIn ? loaderData.eventsUrl : null;

  // Status changes come live; the courier's position is asked for again every 15 s while it is on its way.
  useOrderLive({
    url: eventsUrl ?? '',
    current: order ?? { status: 'CLOSED', isPaid: false, courierStatus: 'NONE' },
    enabled: moving && eventsUrl !== null,
    version: order ? `${order.status}|${order.isPaid}|${order.courierStatus}|${order.lastModifiedDate}` : '',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revalidator's identity changes every render.
  useEffect(() => {
    if (!onTheWay) return;
    const timer = setInterval(() => void revalidator.revalidate(), LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [onTheWay]);

  const courier = signedIn ? loaderData.courier : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is new each render; lang covers it.
  const markers = useMemo((): MapMarker[] => {
    if (!order) return [];
    const list: MapMarker[] = [
      {
        id: 'branch',
        position: { latitude: order.branch.latitude, longitude: order.branch.longitude },
        label: t('orders.mapBranch', { name: textIn(order.branch.name, lang) }),
        tone: 'neutral',
      },
    ];
    if (order.address) {
      list.push({
        id: 'address',
        position: { latitude: order.address.latitude, longitude: order.address.longitude },
        label: t('orders.mapAddress'),
        tone: 'open',
      });
    }
    if (hasPosition(courier)) {
      list.push({
        id: 'courier',
        position: { latitude: courier.latitude, longitude: courier.longitude },
        label: t('orders.mapCourier', { name: courier.name }),
        tone: 'closed',
      });
    }
    return list;
  }, [order, courier, lang]);

  if (!signedIn || !order) {
    return (
      <SignInPrompt
        titleKey="pages.coming.trackTitle"
        textKey="orders.signInText"
        returnTo={`/profile/orders/${loaderData.id}/map`}
      />
    );
  }
  const center: LatLng = order.address
    ? { latitude: order.address.latitude, longitude: order.address.longitude }
    : { latitude: order.branch.latitude, longitude: order.branch.longitude };
  return (
    <div className="order-map-screen">
      <header className="order-map-screen__bar">
        <h1 className="order-map-screen__title">{t('orders.orderTitle', { number: order.number })}</h1>
        <StatusChip status={order.status} />
      </header>
      <div className="order-map-screen__map">
        <MapView
          provider={loaderData.provider}
          center={center}
          zoom={13}
          markers={markers}
          fitMarkers
          label={t('orders.mapLabel')}
        />
      </div>
      <section className="order-map-card" aria-label={t('orders.mapDetails')}>
        <dl className="order-facts">
          <div>
            <dt>{t('orders.branch')}</dt>
            <dd>
              {textIn(order.branch.name, lang)}
              {order.branch.address && <span className="order-facts__extra">{order.branch.address}</span>}
            </dd>
          </div>
          {order.address && (
            <div>
              <dt>{t('orders.address')}</dt>
              <dd>
                {[order.address.streetName, order.address.houseNumber].filter(Boolean).join(', ') ||
                  order.address.name ||
                  order.address.details ||
                  t('orders.mapAddress')}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('orders.courier')}</dt>
            <dd>
              {courier ? courier.name : t('orders.courierUnknown')}
              {courier?.phone && (
                <a className="order-facts__extra" href={`tel:+${courier.phone.replace(/\D/g, '')}`}>
                  {t('orders.callCourier')}
                </a>
              )}
            </dd>
          </div>
        </dl>
        <Link to={`/profile/orders/${order.id}`} className="button">
          {t('orders.backToOrder')}
        </Link>
      </section>
    </div>
  );
}
