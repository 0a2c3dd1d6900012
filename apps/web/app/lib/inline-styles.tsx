/**
 * Stylesheets the server writes into the document instead of linking them (decision 025): a phone on a mobile
 * network then paints without waiting for another round trip. entry.server.tsx provides the text of each
 * stylesheet by its URL; the browser has no provider, and adopts what the server wrote (see InlineStylesheet).
 */
import { createContext, useContext } from 'react';
import { KeptHtml, KeptOutput, keptOrHtml } from './kept-html.ts';

/**
 * Stylesheet text by URL, on the server only: kept, so that the server writes its bytes encoded once rather than
 * React escaping and encoding 35 kB per page (decision 359).
 */
export const InlineStyles = createContext<ReadonlyMap<string, KeptHtml> | null>(null);

function writtenByServer(href: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const style of document.querySelectorAll('style[data-href]')) {
    if (style.getAttribute('data-href') === href) return true;
  }
  return false;
}

/**
 * A stylesheet's text kept as React writes it: as it is but for "<style" (escaped as "<\73 tyle", which React
 * leaves as it is when given it again), so the kept bytes are always what React would write.
 */
export function keptStylesheet(css: string): KeptHtml {
  return new KeptHtml(
    css.replace(
      /(<\/|<)(s)(tyle)/gi,
      (_, open: string, s: string, rest: string) => `${open}${s === 's' ? '\\73 ' : '\\53 '}${rest}`,
    ),
  );
}

/**
 * The stylesheet at `href`: inline when the server has its text, else a link. In the browser React finds the
 * inline copy by its href and keeps it (a style with a precedence is a resource, not a hydrated element), so the
 * text is not in the JavaScript and the file is not fetched again. Without an inline copy (development), a link.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const css = useContext(InlineStyles)?.get(href);
  const kept = useContext(KeptOutput);
  if (css !== undefined || writtenByServer(href)) {
    return (
      <style href={href} precedence="default">
        {css === undefined ? '' : keptOrHtml(kept, css)}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
