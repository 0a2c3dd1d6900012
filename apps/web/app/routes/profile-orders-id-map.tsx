import { ComingScreen } from '../features/coming/coming-screen.tsx';
import '../features/coming/page.css';

/** Not built yet (a later issue): an honest screen with a way on, HTTP 200. */
export default function ProfileOrdersIdMapRoute() {
  return <ComingScreen screen="profile-orders-id-map" />;
}
