import { describe, expect, it, vi } from 'vitest';
import { hexColour, insetVariables, nativeControls, telegramLang } from './telegram-native.ts';
import { fakeWebApp } from './test-telegram.ts';

const action = (text: string, over: { enabled?: boolean; busy?: boolean; run?: () => void } = {}) => ({
  text,
  enabled: over.enabled ?? true,
  busy: over.busy ?? false,
  run: over.run ?? (() => {}),
});

describe("Telegram's MainButton", () => {
  it('shows the screen action, calls Telegram only on a change, and runs the latest action when pressed', () => {
    const webApp = fakeWebApp();
    const controls = nativeControls(webApp, () => {});
    const first = vi.fn();
    const second = vi.fn();
    controls.main(action('Basket (2)', { run: first }));
    controls.main(action('Basket (2)', { run: second }));
    expect(webApp.calls).toEqual(['main.setParams {"text":"Basket (2)","is_visible":true,"is_active":true}']);
    webApp.pressMain();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('greys out a disabled action, spins while busy, and hides with no action', () => {
    const webApp = fakeWebApp();
    const controls = nativeControls(webApp, () => {});
    const run = vi.fn();
    controls.main(action('Order', { enabled: false }));
    controls.main(action('Placing…', { enabled: false, busy: true }));
    controls.main(action('Order', { run }));
    controls.main(null);
    expect(webApp.calls).toEqual([
      'main.setParams {"text":"Order","is_visible":true,"is_active":false}',
      'main.setParams {"text":"Placing…","is_visible":true,"is_active":false}',
      'main.showProgress false',
      'main.setParams {"text":"Order","is_visible":true,"is_active":true}',
      'main.hideProgress',
      'main.setParams {"is_visible":false}',
    ]);
    // A hidden button does nothing, even if Telegram delivers a late press.
    webApp.pressMain();
    expect(run).not.toHaveBeenCalled();
  });
});

describe("Telegram's BackButton", () => {
  it('shows off the menu, hides on it, and goes back when pressed', () => {
    const webApp = fakeWebApp();
    const onBack = vi.fn();
    const controls = nativeControls(webApp, onBack);
    controls.back(false);
    controls.back(true);
    controls.back(true);
    webApp.pressBack();
    expect(webApp.calls).toEqual(['back.hide', 'back.show']);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('is left alone on a Telegram older than 6.1', () => {
    const webApp = fakeWebApp({ isVersionAtLeast: () => false });
    nativeControls(webApp, () => {}).back(true);
    expect(webApp.calls).toEqual([]);
  });

  it('hides both buttons and lets go of their handlers when the mini-app goes away', () => {
    const webApp = fakeWebApp();
    const onBack = vi.fn();
    const controls = nativeControls(webApp, onBack);
    controls.dispose();
    webApp.pressBack();
    expect(onBack).not.toHaveBeenCalled();
    expect(webApp.calls).toEqual(['main.setParams {"is_visible":false}', 'back.hide']);
  });
});

describe('the basket in Telegram', () => {
  it('taps (haptic) when a dish is added, not on the first count or a removal', () => {
    const webApp = fakeWebApp();
    const controls = nativeControls(webApp, () => {});
    controls.basket(2);
    controls.basket(3);
    controls.basket(1);
    expect(webApp.calls.filter((c) => c.startsWith('haptic'))).toEqual(['haptic "light"']);
  });

  it('asks before closing while the basket holds something, and stops asking when it is empty', () => {
    const webApp = fakeWebApp();
    const controls = nativeControls(webApp, () => {});
    controls.basket(0);
    controls.basket(1);
    controls.basket(2);
    controls.basket(0);
    expect(webApp.calls.filter((c) => c.startsWith('closing'))).toEqual([
      'closingConfirmation.off',
      'closingConfirmation.on',
      'closingConfirmation.off',
    ]);
  });

  it('survives a Telegram that refuses a method', () => {
    const webApp = fakeWebApp({
      enableClosingConfirmation: () => {
        throw new Error('WebAppMethodUnsupported');
      },
    });
    expect(() => nativeControls(webApp, () => {}).basket(1)).not.toThrow();
  });
});

describe("Telegram's header and background", () => {
  it("take the page's background colour, once per colour", () => {
    const webApp = fakeWebApp();
    const controls = nativeControls(webApp, () => {});
    controls.colours('#17212b');
    controls.colours('#17212b');
    controls.colours('not a colour');
    expect(webApp.calls).toEqual([
      'setHeaderColor "#17212b"',
      'setBackgroundColor "#17212b"',
      'setBottomBarColor "#17212b"',
    ]);
  });

  it('read CSS colours as #rrggbb', () => {
    expect(hexColour(' #17212B ')).toBe('#17212b');
    expect(hexColour('#fff')).toBe('#ffffff');
    expect(hexColour('rgb(23, 33, 43)')).toBe('#17212b');
    expect(hexColour('var(--x)')).toBe('');
  });
});

describe("Telegram's safe areas", () => {
  it("add the device's and the content's insets", () => {
    const webApp = fakeWebApp({
      safeAreaInset: { top: 20, bottom: 34, left: 0, right: 0 },
      contentSafeAreaInset: { top: 46, bottom: 0, left: 0, right: 0 },
    });
    expect(insetVariables(webApp)).toEqual({
      '--tg-inset-top': '66px',
      '--tg-inset-bottom': '34px',
      '--tg-inset-left': '0px',
      '--tg-inset-right': '0px',
    });
    expect(insetVariables(fakeWebApp())['--tg-inset-top']).toBe('0px');
  });
});

describe("the Telegram user's language", () => {
  it('is used when the merchant offers it', () => {
    const ru = fakeWebApp({ initDataUnsafe: { user: { language_code: 'ru' } } });
    expect(telegramLang(ru, ['uz', 'ru'])).toBe('ru');
    expect(telegramLang(ru, ['uz'])).toBeNull();
    expect(telegramLang(fakeWebApp({ initDataUnsafe: { user: { language_code: 'en-US' } } }), ['eng'])).toBe(
      'eng',
    );
    expect(
      telegramLang(fakeWebApp({ initDataUnsafe: { user: { language_code: 'de' } } }), ['uz']),
    ).toBeNull();
  });

  it('is read from initData when Telegram gave no initDataUnsafe', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 1, language_code: 'uz' }));
    expect(telegramLang({ initData: `user=${user}&hash=x` }, ['ru', 'uz'])).toBe('uz');
    expect(telegramLang({ initData: 'user=%7Bbroken&hash=x' }, ['ru', 'uz'])).toBeNull();
  });
});
