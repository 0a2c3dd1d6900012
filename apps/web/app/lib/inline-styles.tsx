/**
 * Stylesheets the server writes into the document instead of linking them (decision 025): a phone on a mobile
 * network then paints without waiting for another round trip. entry.server.tsx provides the text of each
 * stylesheet by its URL; the browser has no provider, and adopts what the server wrote (see InlineStylesheet).
 */
import { createContext, useContext } from 'react';

/** Stylesheet text by URL, on the server only. */
export const InlineStyles = createContext<ReadonlyMap<string, string> | null>(null);

function writtenByServer(href: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const style of document.querySelectorAll('style[data-href]')) {
    if (style.getAttribute('data-href') === href) return true;
  }
  return false;
}

/**
 * The stylesheet at `href`: inline when the server has its text, else a link. In the browser React finds the
 * inline copy by its href and keeps it (a style with a precedence is a resource, not a hydrated element), so the
 * text is not in the JavaScript and the file is not fetched again. Without an inline copy (development), a link.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const text = useContext(InlineStyles)?.get(href);
  if (text !== undefined || writtenByServer(href)) {
    return (
      <style href={href} precedence="default">
        {text ?? ''}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
