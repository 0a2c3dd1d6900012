/**
 * Where Debian's Chromium lives and how every tool here launches it (STACK-NOTES: browser and audits).
 * Shared by scripts/test.mjs, playwright.config.ts and bench/lighthouse.mjs so the flags cannot drift.
 */
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless on a shared CI box: no sandbox (runs as root in containers), no GPU, and no background traffic
 * (updates, sync, QUIC probes) that would be blocked anyway and only add noise or delay.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The configured Chromium (CHROMIUM_PATH, else Debian's), or null when it is not installed. */
export function findChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return existsSync(path) ? path : null;
}

export const CHROMIUM_INSTALL_HINT = 'sudo apt-get install -y chromium';
