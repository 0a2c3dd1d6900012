import { Outlet } from 'react-router';

export default function LayoutMap() {
  return <Outlet />;
}
