/** Full-screen map layout (spec §2 "map") with a back button over the map. */
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../shared/i18n/index.tsx';
import { BackIcon } from '../shared/ui/icons.tsx';

export default function LayoutMap() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="map-layout">
      <button
        type="button"
        className="icon-button map-back"
        aria-label={t('common.back')}
        // 'default' is the key of the first page of the visit: there is nothing of ours to go back to.
        onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/'))}
      >
        <BackIcon />
      </button>
      <main id="main" className="map-main">
        <Outlet />
      </main>
    </div>
  );
}
