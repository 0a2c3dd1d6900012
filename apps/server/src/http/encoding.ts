/**
 * Content-coding negotiation for answers we compress ahead of time (the cached overall menu).
 * Everything else is compressed on the fly by @fastify/compress.
 */
export type PrecompressedEncoding = 'br' | 'gzip';

/** The best of br / gzip the client accepts (q > 0), preferring br on equal weight; null for identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // Browsers send one of a handful of fixed strings: remember the answers (bounded) instead of parsing each.
  const known = seen.get(header);
  if (known !== undefined) return known;
  const picked = parseAndPick(header);
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(header, picked);
  return picked;
}

const SEEN_MAX = 64;
const seen = new Map<string, PrecompressedEncoding | null>();

function parseAndPick(header: string): PrecompressedEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    weights.set(name.trim(), q);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
