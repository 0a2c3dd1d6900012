/**
 * Content-coding negotiation for answers we compress ahead of time (the cached overall menu).
 * Everything else is compressed on the fly by @fastify/compress.
 */
export type PrecompressedEncoding = 'br' | 'gzip';

/** The best of br / gzip the client accepts (q > 0), preferring br on equal weight; null for identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
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
