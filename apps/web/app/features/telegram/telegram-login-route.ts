/**
 * /telegram-login: the mini-app's way to the webbot login calls (spec §4 mini-app, §7). The browser posts
 * initData (and, after sharing the contact, phone and first name); the answer's session token goes into the
 * httpOnly `token` cookie here and never reaches page scripts.
 *
 * POST intent=auth initData            -> {status: LOGGED_IN | CONTACT_REQUIRED}
 * POST intent=contact initData phone firstName -> {status: LOGGED_IN} or the API's error (403 until the bot has
 *                                          received the shared contact: the page retries briefly)
 */
import { PhoneSchema, type WebbotAuthResponseSchema, webbotEndpoints } from '@dasturxon/contracts';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api.ts';
import { type RequestContext, requireMerchant } from '../../lib/request-context.server.ts';
import { signIn } from '../../lib/session.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const MAX_INIT_DATA = 4096;

export type TelegramLoginAnswer =
  | { status: 'LOGGED_IN' }
  | { status: 'CONTACT_REQUIRED' }
  /** apiStatus: the API's HTTP status (403 while the bot has not received the contact yet). */
  | { status: 'ERROR'; code: string; message: string; apiStatus: number };

function answerJson(body: TelegramLoginAnswer, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

function field(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export async function action({ request, context }: { request: Request; context: RequestContext }) {
  const form = await request.formData();
  const intent = form.get('intent');
  const initData = field(form, 'initData', MAX_INIT_DATA + 1);
  const ctx = requireMerchant(context);

  let result: ApiResult<z.infer<typeof WebbotAuthResponseSchema>>;
  if (intent === 'auth') {
    result = await ctx.api.call(webbotEndpoints.auth, { body: { initData } });
  } else if (intent === 'contact') {
    const phone = PhoneSchema.safeParse(field(form, 'phone', 20));
    const firstName = field(form, 'firstName', 60).trim();
    if (!phone.success || !firstName) {
      return answerJson(
        { status: 'ERROR', code: 'VALIDATION_FAILED', message: 'phone', apiStatus: 400 },
        { status: 400, headers: PRIVATE },
      );
    }
    result = await ctx.api.call(webbotEndpoints.login, {
      body: { initData, phone: phone.data, firstName },
    });
  } else {
    return answerJson(
      { status: 'ERROR', code: 'BAD_REQUEST', message: 'intent', apiStatus: 400 },
      { status: 400, headers: PRIVATE },
    );
  }

  const [error, answer] = result;
  if (error) {
    // A refusal is an answer the page shows, not a failed request: 200 keeps the browser console quiet (the
    // contact step retries on 403 for a few seconds), as the account forms do.
    return answerJson(
      { status: 'ERROR', code: error.code, message: error.message, apiStatus: error.status },
      { headers: PRIVATE },
    );
  }
  if (answer.status === 'LOGGED_IN' && answer.token) {
    signIn(ctx.cookies, ctx.merchantId, answer.token);
    return answerJson({ status: 'LOGGED_IN' }, { headers: PRIVATE });
  }
  return answerJson({ status: 'CONTACT_REQUIRED' }, { headers: PRIVATE });
}
