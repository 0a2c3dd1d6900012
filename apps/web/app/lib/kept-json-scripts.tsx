/**
 * The kept loader data of the page's routes as JSON scripts (decision 358): every top-level field of a route's
 * loader data that is a reference (kept-json.ts) becomes `<script type="application/json" id="dx-kept-<name>">`
 * with the kept JSON, written by the server from the string kept per version. Data blocks are not executed, so
 * the page's Content-Security-Policy (script nonces) does not apply to them. In the browser the same elements are
 * rendered from the scripts' own text, so hydration adopts them as they are; after a client navigation the
 * loaders answer whole values and the scripts of routes no longer shown go (their parsed values stay in memory).
 */
import { useMatches } from 'react-router';
import { isKeptRef, type KeptRef, keptJsonOf, keptScriptId } from './kept-json.ts';

function keptRefsOf(data: unknown): KeptRef<unknown>[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.values(data).filter(isKeptRef);
}

export function KeptJsonScripts() {
  const refs = useMatches().flatMap((match) => keptRefsOf(match.loaderData));
  return refs.map((ref) => (
    <script
      key={ref.$kept}
      type="application/json"
      id={keptScriptId(ref.$kept)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (kept-json.server.ts scriptJson).
      dangerouslySetInnerHTML={{ __html: keptJsonOf(ref) }}
    />
  ));
}
