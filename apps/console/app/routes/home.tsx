import { type ClientLoaderFunctionArgs, redirect } from 'react-router';
import { requireStaff } from '../lib/guard.ts';
import { homePathFor } from '../lib/screens.ts';

/** /console/: each role to its own screen. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const staff = await requireStaff(request);
  throw redirect(homePathFor(staff.role));
}

export default function Home() {
  return null;
}
