/**
 * A fetch init's headers as a plain record of lower-case names (the storefront's in-process API calls, decision
 * 361): a WHATWG Headers object validates every name and value again each time one is made.
 */
/** Repeated names (a list of pairs) are joined with ", ", as Headers joins them. */
export function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  // No prototype: a name such as __proto__ is a header like any other.
  const out: Record<string, string> = Object.create(null);
  if (!init) return out;
  if (init instanceof Headers) {
    init.forEach((value, key) => {
      out[key] = value;
    });
  } else if (Array.isArray(init)) {
    for (const [key, value] of init) {
      const name = String(key).toLowerCase();
      out[name] = name in out ? `${out[name]}, ${value}` : String(value);
    }
  } else {
    for (const [key, value] of Object.entries(init)) out[key.toLowerCase()] = String(value);
  }
  return out;
}
