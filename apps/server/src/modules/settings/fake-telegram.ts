/**
 * A local fake of Telegram's Bot API for tests (https://core.telegram.org/bots/api#making-requests): POST
 * /bot<token>/<method> with a JSON body; answers {ok: true, result} or {ok: false, error_code, description}.
 * Knows one bot token; getMe and setWebhook only.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTelegram {
  baseUrl: string;
  /** setWebhook calls received, with their bodies. */
  webhooks: Array<{ url: string; secret_token?: string; allowed_updates?: string[] }>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTelegram(bot: { token: string; username: string }): Promise<FakeTelegram> {
  const webhooks: FakeTelegram['webhooks'] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match;
    if (token !== bot.token) return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (method === 'getMe') {
      return send(200, {
        ok: true,
        result: { id: 1, is_bot: true, first_name: 'Bot', username: bot.username },
      });
    }
    if (method === 'setWebhook') {
      const params = JSON.parse(body || '{}') as FakeTelegram['webhooks'][number];
      if (!params.url?.startsWith('https://')) {
        return send(400, {
          ok: false,
          error_code: 400,
          description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
        });
      }
      webhooks.push(params);
      return send(200, { ok: true, result: true, description: 'Webhook was set' });
    }
    send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    webhooks,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
