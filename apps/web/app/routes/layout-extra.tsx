import { Outlet } from 'react-router';

export default function LayoutExtra() {
  return <Outlet />;
}
