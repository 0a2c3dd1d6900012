/**
 * An audit row's `changes` as lines a person reads: "price: 30 000 → 32 000", "paymeKey: replaced", or a note
 * ("reason: Cold plov"). Values are shown as they were logged; nothing secret is ever in them (decision 251).
 */
export interface ChangeLine {
  field: string;
  from?: string;
  to: string;
}

function show(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/** `created`: a new thing has no "from" worth showing, only its values. */
export function changeLines(
  changes: Record<string, unknown>,
  words: { replaced: string; none: string },
  created = false,
): ChangeLine[] {
  return Object.entries(changes).map(([field, value]) => {
    if (value === 'replaced') return { field, to: words.replaced };
    if (isFromTo(value) && created && (value.from === null || value.from === undefined)) {
      return { field, to: show(value.to, words.none) };
    }
    if (isFromTo(value)) return { field, from: show(value.from, words.none), to: show(value.to, words.none) };
    return { field, to: show(value, words.none) };
  });
}
