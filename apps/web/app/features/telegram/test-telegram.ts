/** A fake window.Telegram.WebApp that records every call, for the unit tests of the mini-app's bridge. */
import type { TelegramWebApp } from './telegram-bridge.ts';

export interface FakeWebApp extends TelegramWebApp {
  calls: string[];
  pressMain(): void;
  pressBack(): void;
}

export function fakeWebApp(overrides: Partial<TelegramWebApp> = {}): FakeWebApp {
  const calls: string[] = [];
  let mainClick: (() => void) | null = null;
  let backClick: (() => void) | null = null;
  const log =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name} ${JSON.stringify(args.length === 1 ? args[0] : args)}` : name);
    };
  return {
    initData: 'user=%7B%22id%22%3A1%7D&hash=x',
    version: '8.0',
    isVersionAtLeast: (v) => Number.parseFloat(v) <= 8.0 || v === '7.10',
    MainButton: {
      setParams: log('main.setParams'),
      showProgress: log('main.showProgress'),
      hideProgress: log('main.hideProgress'),
      onClick: (cb) => {
        mainClick = cb;
      },
      offClick: () => {
        mainClick = null;
      },
    },
    BackButton: {
      show: log('back.show'),
      hide: log('back.hide'),
      onClick: (cb) => {
        backClick = cb;
      },
      offClick: () => {
        backClick = null;
      },
    },
    HapticFeedback: { impactOccurred: log('haptic') },
    setHeaderColor: log('setHeaderColor'),
    setBackgroundColor: log('setBackgroundColor'),
    setBottomBarColor: log('setBottomBarColor'),
    enableClosingConfirmation: log('closingConfirmation.on'),
    disableClosingConfirmation: log('closingConfirmation.off'),
    ...overrides,
    calls,
    pressMain: () => mainClick?.(),
    pressBack: () => backClick?.(),
  };
}
