import { ComingScreen } from '../features/coming/coming-screen.tsx';
import '../features/coming/page.css';

/** Not built yet (a later issue): an honest screen with a way on, HTTP 200. */
export default function ProfileAddressCreateRoute() {
  return <ComingScreen screen="profile-address-create" />;
}
