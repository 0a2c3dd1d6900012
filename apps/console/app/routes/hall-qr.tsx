import { type ClientLoaderFunctionArgs, useParams } from 'react-router';
import { QrSheet } from '../features/dining/qr-sheet.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** A hall's printable QR sheet (ADMIN only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'halls') };
}

export default function Screen() {
  const { hallId } = useParams();
  return <QrSheet api={api} hallId={Number(hallId)} />;
}
