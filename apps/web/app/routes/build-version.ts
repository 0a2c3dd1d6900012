/** GET /build-version: the running build's id; the client polls it to notice a deploy (spec §4). */

import { serverOf } from '../lib/request-context.server.ts';
import type { Route } from './+types/build-version';

export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { version: serverOf(context).config.buildId },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
