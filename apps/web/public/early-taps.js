/*
 * Taps answered before the storefront's JavaScript has arrived (issue 10, decision 312). A few hundred bytes,
 * loaded with the document (root.tsx), long before the app's bundle on a slow network:
 * - a finger on a card, its "+" or a bottom-bar tab marks it pressed at once (data-pressed; CSS draws it),
 *   with or without the app;
 * - until the app has hydrated (html[data-hydrated], set by the root), a "+" form being posted shows itself
 *   busy, and a link being followed shows a skeleton of the next screen (html[data-leaving]: basket, dish or
 *   page; CSS pseudo-elements only, so nothing is added to the DOM React is about to hydrate).
 */
(() => {
  const d = document;
  const h = d.documentElement;
  const PRESSABLE = '.card-add, .card-add--counter button, .card-link, .bottom-nav a, a.floating-basket';
  const hydrated = () => h.hasAttribute('data-hydrated');
  let pressed = null;
  const release = () => {
    const el = pressed;
    pressed = null;
    // Kept a moment, so even a quick tap is seen.
    if (el) setTimeout(() => el.removeAttribute('data-pressed'), 120);
  };
  d.addEventListener(
    'pointerdown',
    (e) => {
      const el = e.target instanceof Element ? e.target.closest(PRESSABLE) : null;
      if (!el) return;
      release();
      pressed = el;
      el.setAttribute('data-pressed', '');
    },
    { capture: true, passive: true },
  );
  for (const type of ['pointerup', 'pointercancel', 'dragstart']) d.addEventListener(type, release, true);
  // Decided once the event has been dispatched to everyone: a hydrating app may still take it over
  // (preventDefault: a client-side navigation or the "+" handled in place).
  const afterDispatch = (e, act) => {
    if (!hydrated()) setTimeout(() => e.defaultPrevented || hydrated() || act(), 0);
  };
  d.addEventListener('submit', (e) => {
    const form = e.target;
    if (form instanceof HTMLFormElement && form.classList.contains('card-add-form'))
      afterDispatch(e, () => form.setAttribute('data-pending', ''));
  });
  d.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
    if (a.pathname === location.pathname && a.search === location.search) return;
    const to = /^\/basket\/?$/.test(a.pathname)
      ? 'basket'
      : /^\/product\//.test(a.pathname)
        ? 'dish'
        : 'page';
    afterDispatch(e, () => h.setAttribute('data-leaving', to));
  });
  // Back to this page from the browser's cache (bfcache): no "+" form is being posted any more. Only then (every
  // load fires pageshow too), and only the forms: a large menu's sections below the first screen wear
  // data-pending until their cards come, and the app finds them by it (lazy-cards-loader.ts).
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    h.removeAttribute('data-leaving');
    for (const f of d.querySelectorAll('form.card-add-form[data-pending]')) f.removeAttribute('data-pending');
  });
})();
