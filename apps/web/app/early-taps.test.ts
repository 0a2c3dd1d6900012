// @vitest-environment happy-dom
/**
 * public/early-taps.js (decision 312): the page shown again from the browser's cache forgets a "+" form that was
 * being posted, and nothing else. Every load fires `pageshow` too: a large menu's sections below the first screen
 * wear data-pending until their cards come, and the app finds them by it (lazy-cards-loader.ts); the script once
 * cleared them at every load, and the sections of a 2,000-product menu stayed skeletons for good.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import source from '../public/early-taps.js?raw';

function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

describe('the early taps script on pageshow', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <section id="c-71" class="menu-section" data-category-id="71" data-pending="true" aria-busy="true"></section>
      <form class="card-add-form" action="/basket-add" method="post" data-pending=""><button class="card-add"></button></form>`;
    // Run as the browser runs it: a classic script in the page.
    new Function(source)();
  });

  it('leaves everything as it is on an ordinary load', () => {
    dispatchEvent(pageshow(false));
    expect(document.querySelector('section')?.getAttribute('data-pending')).toBe('true');
    expect(document.querySelector('form')?.hasAttribute('data-pending')).toBe(true);
  });

  it('forgets the "+" form being posted when the page comes back from the cache, not the pending sections', () => {
    document.documentElement.setAttribute('data-leaving', 'dish');
    dispatchEvent(pageshow(true));
    expect(document.querySelector('form')?.hasAttribute('data-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-leaving')).toBe(false);
    expect(document.querySelector('section')?.getAttribute('data-pending')).toBe('true');
  });
});
