/** React's escaping of text and attribute values (react-dom-server's escapeTextForBrowser), for server templates. */
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const ESCAPED = /["&'<>]/g;
const NEEDS_ESCAPING = /["&'<>]/;

export function escapeHtml(value: string | number): string {
  const text = String(value);
  return NEEDS_ESCAPING.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c] ?? c) : text;
}
