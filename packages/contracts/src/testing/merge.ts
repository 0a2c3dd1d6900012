/** Deep-partial overrides for the builders: objects merge key by key, anything else (arrays too) replaces. */

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/** What a builder takes: any part of the shape, nested objects partial too; arrays are given whole. */
export type DeepPartial<T> = T extends Primitive
  ? T
  : T extends readonly unknown[]
    ? T
    : { [K in keyof T]?: DeepPartial<T[K]> | undefined };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The base with the overrides laid over it (a key given as undefined keeps the base's value). */
export function merge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (overrides === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(overrides)) return overrides as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? merge<unknown>(current, value) : value;
  }
  return out as T;
}
