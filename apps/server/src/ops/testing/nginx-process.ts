/**
 * Debian's nginx with the repository's configuration (ops/nginx/dasturxon.conf), its upstreams, ports and
 * certificate replaced by throw-away ones, in a folder of its own: what ops/nginx.test.ts and bench/scale.ts put in
 * front of their instances (decisions 292 and 307).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
const CONF = fileURLToPath(new URL('../../../../../ops/nginx/dasturxon.conf', import.meta.url));

export interface NginxOptions {
  /** host:port of each server instance behind nginx. */
  upstreams: string[];
  httpsPort: number;
  httpPort: number;
  /** The certificate's name (its alternative names are *.dasturxon.test); the readiness check's TLS server name. */
  host: string;
  /** `worker_processes`: 'auto' is one per core, as Debian's package configures it. */
  workers: number | 'auto';
  workerConnections: number;
  /** How long nginx may take to answer /healthz through TLS. */
  readyWithinMs: number;
}

export interface NginxProcess {
  /** https://127.0.0.1:<httpsPort> */
  base: string;
  /** Stops nginx and removes its folder (configuration, certificate, logs). */
  stop(): Promise<void>;
}

/** The site configuration with the upstreams, listening ports and certificate replaced. */
function renderSite(opts: NginxOptions, dir: string): string {
  const site = readFileSync(CONF, 'utf8')
    .replace(
      / {4}server 127\.0\.0\.1:3001[^\n]*\n {4}server 127\.0\.0\.1:3002[^\n]*\n/,
      `${opts.upstreams.map((u) => `    server ${u};`).join('\n')}\n`,
    )
    .replace('listen 80 default_server;', `listen 127.0.0.1:${opts.httpPort} default_server;`)
    .replace(
      'listen 443 ssl http2 default_server;',
      `listen 127.0.0.1:${opts.httpsPort} ssl http2 default_server;`,
    )
    .replace('/etc/ssl/dasturxon/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/dasturxon/privkey.pem', join(dir, 'key.pem'));
  if (!site.includes(`listen 127.0.0.1:${opts.httpsPort}`)) {
    throw new Error('nginx configuration not rendered: ops/nginx/dasturxon.conf changed its listen lines');
  }
  return site;
}

function selfSignedCertificate(dir: string, host: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      'subjectAltName=DNS:*.dasturxon.test',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

/** Does nginx answer /healthz with 200 over TLS (its certificate is throw-away, so not verified)? */
function healthy(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        servername: host,
        path: '/healthz',
        rejectUnauthorized: false,
        agent: false,
        headers: { host },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
    request.end();
  });
}

/** Starts nginx in the foreground of a child process and waits until it answers through TLS. */
export async function startNginx(opts: NginxOptions): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'dx-nginx-'));
  selfSignedCertificate(dir, opts.host);
  writeFileSync(join(dir, 'site.conf'), renderSite(opts, dir));
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `worker_processes ${opts.workers};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      `pid ${join(dir, 'nginx.pid')};`,
      `events { worker_connections ${opts.workerConnections}; }`,
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  // nginx's workers may run as another user: they must read the folder and the certificate.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'key.pem'), 0o644);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + opts.readyWithinMs;
  while (!(await healthy(opts.httpsPort, opts.host))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      const log = readFileSync(join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
      await stop();
      throw new Error(`nginx did not answer within ${opts.readyWithinMs} ms: ${log.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base: `https://127.0.0.1:${opts.httpsPort}`, stop };
}
