/**
 * Local fake SMS providers for tests (node:http on a random port), speaking the wire protocols of
 * integrations.md §5: Eskiz (form login -> bearer token, 401 once a token is expired or revoked, form send) and
 * Play Mobile (Basic auth, JSON messages, {"error-code", "error-description"} on 400).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  baseUrl: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<FakeServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export interface EskizSent {
  mobilePhone: string;
  message: string;
  from: string;
}

export interface FakeEskiz extends FakeServer {
  sent: EskizSent[];
  logins: number;
  /** Make every token issued so far invalid (what Eskiz does when a token expires). */
  expireTokens(): void;
  /** The next send answers this status and message instead of accepting. */
  failNextSend(status: number, message: string): void;
  /** Every send answers 401, even with a fresh token. */
  rejectAllTokens: boolean;
}

export async function startFakeEskiz(account: { email: string; password: string }): Promise<FakeEskiz> {
  const valid = new Set<string>();
  let failure: { status: number; message: string } | null = null;
  const state = {
    sent: [] as EskizSent[],
    logins: 0,
    rejectAllTokens: false,
  };
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    if (req.method === 'POST' && req.url === '/api/auth/login') {
      if (form.get('email') !== account.email || form.get('password') !== account.password) {
        return json(res, 401, { message: 'Invalid credentials' });
      }
      state.logins += 1;
      const token = randomBytes(12).toString('hex');
      valid.add(token);
      return json(res, 200, { message: 'token_generated', data: { token }, token_type: 'bearer' });
    }
    if (req.method === 'POST' && req.url === '/api/message/sms/send') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !valid.has(token) || state.rejectAllTokens) {
        return json(res, 401, { status: 'token-invalid', message: 'Expired' });
      }
      if (failure) {
        const { status, message } = failure;
        failure = null;
        return json(res, status, { status: 'error', message });
      }
      state.sent.push({
        mobilePhone: form.get('mobile_phone') ?? '',
        message: form.get('message') ?? '',
        from: form.get('from') ?? '',
      });
      return json(res, 200, {
        id: randomBytes(8).toString('hex'),
        message: 'Waiting for SMS provider',
        status: 'waiting',
      });
    }
    json(res, 404, { message: 'Not found' });
  });
  const base = await listen(server);
  return Object.assign(state, base, {
    expireTokens: () => valid.clear(),
    failNextSend: (status: number, message: string) => {
      failure = { status, message };
    },
  });
}

export interface PlayMobileSent {
  recipient: string;
  messageId: string;
  originator: string;
  text: string;
}

export interface FakePlayMobile extends FakeServer {
  sent: PlayMobileSent[];
  /** The next send answers 400 with this error code and description. */
  failNextSend(code: string, description: string): void;
}

export async function startFakePlayMobile(account: {
  username: string;
  password: string;
}): Promise<FakePlayMobile> {
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
  const sent: PlayMobileSent[] = [];
  let failure: { code: string; description: string } | null = null;
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/broker-api/send') return json(res, 404, {});
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="broker"' });
      return res.end();
    }
    if (failure) {
      const f = failure;
      failure = null;
      return json(res, 400, { 'error-code': f.code, 'error-description': f.description });
    }
    type Body = {
      messages?: {
        recipient?: string;
        'message-id'?: string;
        sms?: { originator?: string; content?: { text?: string } };
      }[];
    };
    let body: Body;
    try {
      body = JSON.parse(raw) as Body;
    } catch {
      return json(res, 400, { 'error-code': '101', 'error-description': 'Invalid JSON' });
    }
    for (const m of body.messages ?? []) {
      if (!m.recipient || !m['message-id'] || !m.sms?.content?.text) {
        return json(res, 400, { 'error-code': '102', 'error-description': 'Missing required field' });
      }
      sent.push({
        recipient: m.recipient,
        messageId: m['message-id'],
        originator: m.sms.originator ?? '',
        text: m.sms.content.text,
      });
    }
    res.writeHead(200);
    res.end('Request is received');
  });
  const base = await listen(server);
  return Object.assign(base, {
    sent,
    failNextSend: (code: string, description: string) => {
      failure = { code, description };
    },
  });
}
