import { Outlet } from 'react-router';

export default function LayoutAuth() {
  return <Outlet />;
}
