/**
 * What bench/tti.ts runs inside the page (an init script, before any of the page's own code), decision 310.
 *
 * - Interactive: the first frame in which the menu's three first targets — the "+" of the first available card,
 *   the basket tab and the first dish link — carry React's props (their handlers are attached, so a tap is
 *   handled by the app). React writes `__reactProps$…` on a node when it hydrates it; this needs nothing from
 *   the app, so the same definition measures the code before and after a change. The app's own mark
 *   (html[data-hydrated], set after the root hydrated) is recorded beside it when present.
 * - Feedback: from a touchstart to the first frame showing a change — the tapped element's computed style
 *   (a pressed state), or a change of the DOM under <body> (a counter, a skeleton, a new page) other than
 *   scripts and styles arriving.
 */
export const TARGETS = {
  add: '.card:not(.is-unavailable) .card-add-box .card-add:not(a)',
  basket: '[data-testid="nav-basket"]',
  dish: '.card:not(.is-unavailable) .card-link',
} as const;

export type TargetName = keyof typeof TARGETS;

/** The function bench/tti.ts exposes to the page: the probe calls it with a tap's figure as soon as it has it. */
export const FEEDBACK_BINDING = '__ttiFeedback';

export interface PageMarks {
  fcp: number | null;
  interactive: number | null;
  appMark: number | null;
  longTaskMs: number;
  /** The document's last byte (network only: the CPU's load on the machine hardly moves it). */
  htmlEnd: number | null;
  /** The last script received before the interactive mark (the first JavaScript: network only too). */
  scriptsEnd: number | null;
}

export interface TapFigure {
  /** touchstart to the first frame with a visible change; null when nothing changed within the wait. */
  feedbackMs: number | null;
  /** What changed first: "style" (pressed state) or "dom". */
  kind: string | null;
}

declare global {
  interface Window {
    __tti: {
      marks: PageMarks;
      tap: { start: number; done: boolean; figure: TapFigure; target: Element | null } | null;
      armTap(selector: string): void;
    };
  }
}

/** The init script (a function serialised by Playwright: everything it needs is inside it). */
export function installProbe(targets: Record<string, string>): void {
  const marks: PageMarks = {
    fcp: null,
    interactive: null,
    appMark: null,
    longTaskMs: 0,
    htmlEnd: null,
    scriptsEnd: null,
  };
  const hydrated = (sel: string) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (marks.interactive === null) marks.longTaskMs += e.duration;
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Without the observers the figures stay null.
  }
  const STYLE_KEYS = [
    'transform',
    'color',
    'background-color',
    'opacity',
    'box-shadow',
    'filter',
    'outline-color',
  ];
  const styleOf = (el: Element | null) => {
    if (!el) return '';
    const s = getComputedStyle(el);
    return STYLE_KEYS.map((k) => s.getPropertyValue(k)).join('|');
  };
  let domChanged = false;
  const watchDom = () => {
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') {
          const nodes = [...r.addedNodes, ...r.removedNodes];
          if (
            nodes.every((n) => n instanceof Element && /^(SCRIPT|LINK|STYLE|META|TEMPLATE)$/.test(n.tagName))
          )
            continue;
        }
        domChanged = true;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  if (document.body) watchDom();
  else document.addEventListener('DOMContentLoaded', watchDom);

  const state: Window['__tti'] = {
    marks,
    tap: null,
    armTap(selector: string) {
      const target = document.querySelector(selector);
      const before = styleOf(target);
      const tap = { start: 0, done: false, figure: { feedbackMs: null, kind: null } as TapFigure, target };
      state.tap = tap;
      addEventListener(
        'touchstart',
        (e) => {
          tap.start = e.timeStamp;
          domChanged = false;
          const frame = (now: number) => {
            if (tap.done) return;
            const kind = styleOf(target) !== before ? 'style' : domChanged ? 'dom' : null;
            if (kind) {
              tap.done = true;
              tap.figure = { feedbackMs: Math.max(0, now - tap.start), kind };
              // Out of the page at once: a "+" posted before hydration replaces it (no import: serialised).
              const report = (window as unknown as Record<string, unknown>).__ttiFeedback;
              if (typeof report === 'function') report(tap.figure);
            } else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
  };
  window.__tti = state;
  const poll = () => {
    if (marks.appMark === null && document.documentElement.hasAttribute('data-hydrated'))
      marks.appMark = performance.now();
    if (marks.interactive === null && Object.values(targets).every(hydrated)) {
      marks.interactive = performance.now();
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      marks.htmlEnd = nav?.responseEnd ?? null;
      // Module preloads, the entry module and its imports (initiator "link", "script" or "other").
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd > 0,
      );
      marks.scriptsEnd = scripts.length ? Math.max(...scripts.map((e) => e.responseEnd)) : null;
    }
    // The app's mark, when it has one, comes with or soon after; stop looking 5 s later.
    const looking =
      marks.interactive === null || (marks.appMark === null && performance.now() - marks.interactive < 5000);
    if (looking) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}
