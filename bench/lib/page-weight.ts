/**
 * What a phone downloads to show the menu: the HTML, and the JavaScript the page loads before it is
 * interactive (<script src>, <link rel="modulepreload">, and the module imports React Router inlines).
 * Sizes are gzip at zlib's default level, close to what the server's compression sends.
 */
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  scripts: { url: string; bytes: number; gzipBytes: number }[];
  jsBytes: number;
  jsGzipBytes: number;
}

/** Script URLs referenced by the HTML, in first-seen order, resolved against `pageUrl`. */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (ref: string | undefined) => {
    if (ref && /\.m?js(\?|$)/.test(ref)) found.add(new URL(ref, pageUrl).toString());
  };
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']modulepreload["']/i.test(m[0])) add(/\bhref=["']([^"']+)["']/i.exec(m[0])?.[1]);
  }
  // Inline module scripts: `import "x.js"`, `import * as r from "x.js"`, `import("x.js")`.
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    for (const i of body.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*["']([^"']+)["']/g)) add(i[1]);
  }
  return [...found];
}

export async function measurePageWeight(pageUrl: string): Promise<PageWeight> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl}: HTTP ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const scripts = [];
  for (const url of scriptUrlsOf(html.toString('utf8'), pageUrl)) {
    const script = await fetch(url);
    if (!script.ok) throw new Error(`${url}: HTTP ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    scripts.push({ url, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html).length,
    scripts,
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}
