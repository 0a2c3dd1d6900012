/**
 * The kept loader data of the page's routes as JSON scripts (decision 358): every top-level field of a route's
 * loader data that is a reference (kept-json.ts) becomes `<script type="application/json" id="dx-kept-<name>">`
 * with the kept JSON, written by the server from the string kept per version. Data blocks are not executed, so
 * the page's Content-Security-Policy (script nonces) does not apply to them. In the browser the same elements are
 * rendered from the scripts' own text, so hydration adopts them as they are; after a client navigation the
 * loaders answer whole values and the scripts of routes no longer shown go (their parsed values stay in memory).
 */
import { useContext } from 'react';
import { useMatches } from 'react-router';
import { KeptOutput, type KeptPieces } from './kept-html.ts';
import { isKeptRef, type KeptRef, keptJsonOf, keptPieceOf, keptScriptId } from './kept-json.ts';

function keptRefsOf(data: unknown): KeptRef<unknown>[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.values(data).filter(isKeptRef);
}

/** The script's text: on the server, a kept piece's marker (its bytes go into the page, decision 367). */
function scriptText(output: KeptPieces | null, ref: KeptRef<unknown>): string {
  const piece = output ? keptPieceOf(ref) : null;
  return output && piece ? output.use(piece) : keptJsonOf(ref);
}

export function KeptJsonScripts() {
  const output = useContext(KeptOutput);
  const refs = useMatches().flatMap((match) => keptRefsOf(match.loaderData));
  return refs.map((ref) => (
    <script
      key={ref.$kept}
      type="application/json"
      id={keptScriptId(ref.$kept)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (kept-json.server.ts scriptJson).
      dangerouslySetInnerHTML={{ __html: scriptText(output, ref) }}
    />
  ));
}
