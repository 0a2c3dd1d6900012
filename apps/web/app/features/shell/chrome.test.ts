import { describe, expect, it } from 'vitest';
import { chromeOf, hasOwnActionBar, isMenuScreen } from './chrome.ts';

describe('the shell frame per screen', () => {
  it('shows brand tabs on the menu only', () => {
    expect(isMenuScreen('/')).toBe(true);
    expect(isMenuScreen('/category')).toBe(true);
    for (const path of ['/checkout', '/profile/orders/12', '/basket', '/profile']) {
      expect(chromeOf(path, 'WEB').brandTabs).toBe(false);
    }
    expect(chromeOf('/', 'WEB').brandTabs).toBe(true);
    // A product pop-up over the menu keeps the tabs behind it.
    expect(chromeOf('/product/5', 'WEB', true).brandTabs).toBe(true);
    expect(chromeOf('/product/5', 'WEB', false).brandTabs).toBe(false);
  });

  it('leaves the bottom of checkout and of one order to their own action bar', () => {
    expect(hasOwnActionBar('/checkout')).toBe(true);
    expect(hasOwnActionBar('/profile/orders/42')).toBe(true);
    expect(hasOwnActionBar('/profile/orders')).toBe(false);
    expect(hasOwnActionBar('/profile/orders/42/map')).toBe(false);
    expect(chromeOf('/checkout', 'WEB').bottomNav).toBe(false);
    expect(chromeOf('/', 'WEB').bottomNav).toBe(true);
    expect(chromeOf('/basket', 'TG').bottomNav).toBe(true);
    // No site footer under the fixed action bar either.
    expect(chromeOf('/checkout', 'WEB').footer).toBe(false);
    expect(chromeOf('/profile/orders/42', 'WEB').footer).toBe(false);
    expect(chromeOf('/basket', 'WEB').footer).toBe(true);
    expect(chromeOf('/profile/orders', 'WEB').footer).toBe(true);
  });

  it('has no language pill, brand tabs or footer inside the Telegram mini-app', () => {
    expect(chromeOf('/', 'TG')).toEqual({
      brandTabs: false,
      bottomNav: true,
      langSwitch: false,
      footer: false,
    });
    expect(chromeOf('/', 'WEB')).toEqual({
      brandTabs: true,
      bottomNav: true,
      langSwitch: true,
      footer: true,
    });
  });
});
