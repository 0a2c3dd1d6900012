import { useRef } from 'react';
import { useLoaderData } from 'react-router';

/**
 * The route's loader data, or the last data it had. While a product dialog is open over this page (decision
 * 022) the page is no longer a matched route, so the router has dropped its data; the page keeps showing what
 * it showed.
 */
export function useStickyLoaderData<T>(): T {
  const data = useLoaderData() as T | undefined;
  const last = useRef(data);
  if (data !== undefined) last.current = data;
  return last.current as T;
}
