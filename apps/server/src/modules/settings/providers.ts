/**
 * Connection tests and the Telegram webhook (issue 12, decision 272). Only providers that offer a call without
 * side effects are tested: Eskiz (log in: integrations.md §5) and Telegram (getMe). Play Mobile has no call
 * but sending an SMS; Payme, Click and Uzum call us (their credentials are checked when they do); a Yandex map
 * key is checked by the browser's map script. A credential never appears in what these return.
 */
import type { ConnectionTestResult } from '@dasturxon/contracts';
import { webhookSecret } from '../../telegram/webhook-secret.ts';

export interface ProviderOptions {
  /** fetch for Telegram. */
  fetch: typeof fetch;
  /** fetch for the SMS gateway. */
  smsFetch: typeof fetch;
  eskizBaseUrl: string;
  telegramApiUrl: string;
  timeoutMs?: number;
}

/** The provider's own words, cut short, with anything that looks like the credential removed. */
function said(text: unknown, ...secrets: string[]): string | null {
  if (typeof text !== 'string' || !text) return null;
  let out = text.slice(0, 200);
  for (const s of secrets) if (s) out = out.split(s).join('***');
  return out;
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  const parsed = (await res.json().catch(() => null)) as unknown;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
}

export function createProviderProbes(opts: ProviderOptions) {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const send = (url: string, init: RequestInit, via = opts.fetch) =>
    via(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const unreachable = (name: string): ConnectionTestResult => ({ ok: false, detail: `${name}: no answer` });

  /** Telegram Bot API call: https://core.telegram.org/bots/api#making-requests ({ok, result | description}). */
  async function telegram(token: string, method: string, body: unknown) {
    const base = opts.telegramApiUrl.replace(/\/+$/, '');
    const res = await send(`${base}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return readJson(res);
  }

  return {
    /** Eskiz: log in with the e-mail and password; a token means they are right (the token is discarded). */
    async eskiz(email: string, password: string): Promise<ConnectionTestResult> {
      const base = opts.eskizBaseUrl.replace(/\/+$/, '');
      try {
        const res = await send(
          `${base}/api/auth/login`,
          {
            method: 'POST',
            body: new URLSearchParams({ email, password }),
          },
          opts.smsFetch,
        );
        const json = await readJson(res);
        const data = json?.data as { token?: unknown } | undefined;
        if (res.ok && typeof data?.token === 'string' && data.token) return { ok: true, detail: null };
        const message = typeof json?.message === 'string' ? json.message : `HTTP ${res.status}`;
        return { ok: false, detail: said(message, email, password) };
      } catch {
        return unreachable('Eskiz');
      }
    },

    /** Telegram getMe: the bot's @username when the token is right. */
    async telegramGetMe(token: string): Promise<ConnectionTestResult> {
      try {
        const json = await telegram(token, 'getMe', {});
        const bot = json?.result as { username?: unknown } | undefined;
        if (json?.ok === true) {
          return { ok: true, detail: typeof bot?.username === 'string' ? `@${bot.username}` : null };
        }
        return { ok: false, detail: said(json?.description, token) };
      } catch {
        return unreachable('Telegram');
      }
    },

    /**
     * setWebhook to our bot webhook route, with the secret token derived from the bot token (decision 060),
     * so Telegram's calls are accepted by webbot's webhook.
     */
    async telegramSetWebhook(token: string, url: string): Promise<ConnectionTestResult> {
      try {
        const json = await telegram(token, 'setWebhook', {
          url,
          secret_token: webhookSecret(token),
          allowed_updates: ['message'],
        });
        return { ok: json?.ok === true, detail: said(json?.description, token) };
      } catch {
        return unreachable('Telegram');
      }
    },
  };
}

export type ProviderProbes = ReturnType<typeof createProviderProbes>;
