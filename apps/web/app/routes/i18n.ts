/**
 * GET /i18n/:lang/:version: the messages the menu's HTML left out (decision 343), as JSON. The URL names the
 * catalogue's version, so the browser keeps the answer for good; an old version (a page from before a deploy)
 * gets the current messages, not kept.
 */
import { LangSchema } from '@dasturxon/contracts';
import { messagesFor } from '../shared/i18n/catalog/index.ts';
import { catalogueVersion, restOfMessages } from '../shared/i18n/first-screen.server.ts';
import type { Route } from './+types/i18n';

export function loader({ params }: Route.LoaderArgs) {
  const lang = LangSchema.safeParse(params.lang);
  if (!lang.success) return new Response('Not found', { status: 404 });
  const current = params.version === catalogueVersion(lang.data);
  return Response.json(restOfMessages(messagesFor(lang.data)), {
    headers: {
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-store',
    },
  });
}
