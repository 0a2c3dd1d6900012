/**
 * What the console costs a browser (issue 11): the gzip size of all the JavaScript its build holds, and of the
 * JavaScript Chromium actually fetches to show its first screen. The console is a single-page app whose route
 * modules are imported at run time, so its HTML alone does not name everything the first screen loads: the
 * first screen is measured in a real browser (decision 233). Sizes are gzip at zlib's default level, as for the
 * storefront's page weight.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/chromium.mjs';

export interface JsWeight {
  files: number;
  bytes: number;
  gzipBytes: number;
}

function jsFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFilesUnder(path));
    else if (entry.isFile() && /\.m?js$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every JavaScript file of a client build directory, summed. */
export function buildJsWeight(clientDir: string): JsWeight {
  statSync(clientDir);
  const files = jsFilesUnder(clientDir);
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(file);
    bytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: files.length, bytes, gzipBytes };
}

/**
 * The JavaScript Chromium fetches to open `url` until the network is quiet (each file once, its body gzipped
 * here, whatever the server sent). Null when no Chromium is installed.
 */
export async function firstScreenJsWeight(
  url: string,
  viewport = { width: 1366, height: 768 },
): Promise<JsWeight | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport });
    const pending: Promise<Buffer | null>[] = [];
    const seen = new Set<string>();
    page.on('response', (response) => {
      const u = response.url();
      const type = response.headers()['content-type'] ?? '';
      if (seen.has(u) || !(/\.m?js(\?|$)/.test(new URL(u).pathname) || type.includes('javascript'))) return;
      seen.add(u);
      pending.push(response.body().catch(() => null));
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    const bodies = (await Promise.all(pending)).filter((b): b is Buffer => b !== null);
    return {
      files: bodies.length,
      bytes: bodies.reduce((sum, b) => sum + b.length, 0),
      gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b).length, 0),
    };
  } finally {
    await browser.close();
  }
}
