/** GET /build-version: the running build's id; the client polls it to notice a deploy (spec §4). */
import type { Route } from './+types/build-version';

export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ version: context.config.buildId }, { headers: { 'Cache-Control': 'no-store' } });
}
