import type { MapMarker } from './map-types.ts';

/** Marker look shared by both engines: a pin whose colour says open/closed; the label names it. */
export const MARKER_HTML =
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false">' +
  '<path class="map-marker__pin" d="M16 39s13-12.1 13-23A13 13 0 0 0 3 16c0 10.9 13 23 13 23Z"/>' +
  '<circle class="map-marker__hole" cx="16" cy="16" r="5"/></svg>';

export function markerClassName(m: MapMarker, selected: boolean): string {
  return `map-marker map-marker--${m.tone ?? 'neutral'}${selected ? ' map-marker--selected' : ''}`;
}

/** Names and states the marker element for assistive technology and tests, whichever engine drew it. */
export function decorateMarkerElement(el: HTMLElement, m: MapMarker, selected: boolean): void {
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  el.setAttribute('aria-label', m.label);
  el.setAttribute('aria-pressed', String(selected));
  el.dataset.markerId = m.id;
  el.removeAttribute('title');
}

/** Enter and Space activate a focused marker like a button. */
export function onActivateKey(el: HTMLElement, handler: () => void): void {
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      handler();
    }
  });
}
