import { Outlet } from 'react-router';

export default function LayoutDefault() {
  return <Outlet />;
}
