/**
 * Inside the Telegram mini-app (spec §4): Telegram's theme on the page, its own controls
 * (telegram-native-controls.tsx: BackButton, MainButton, haptics, closing confirmation, language; decision
 * 330), automatic sign-in with initData, and — when the server knows no account for this Telegram user — a
 * sheet asking to share the phone number through Telegram (requestContact), then the login with that contact
 * (decision 060).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import {
  applyTelegramTheme,
  connectTelegram,
  requestContact,
  type TelegramWebApp,
} from './telegram-bridge.ts';
import type { TelegramLoginAnswer } from './telegram-login-route.ts';
import { TelegramNativeControls } from './telegram-native-controls.tsx';
import './telegram.css';

/** Spec §5: initData of 10 characters or fewer is "not found" and stops the sign-in. */
const MIN_INIT_DATA_LENGTH = 11;
/** The shared contact reaches our server through the bot a moment after Telegram's popup closes. */
const CONTACT_RETRIES = 6;
const CONTACT_RETRY_DELAY_MS = 1_000;

type Phase =
  | { name: 'idle' }
  | { name: 'signing' }
  | { name: 'contact'; error: string | null }
  | { name: 'verifying' }
  | { name: 'failed'; message: string };

async function post(fields: Record<string, string>): Promise<TelegramLoginAnswer> {
  try {
    const res = await fetch('/telegram-login', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams(fields),
    });
    const body = (await res.json().catch(() => null)) as TelegramLoginAnswer | null;
    if (body?.status) return body;
    return { status: 'ERROR', code: 'INTERNAL', message: '', apiStatus: res.status };
  } catch {
    return { status: 'ERROR', code: 'NETWORK', message: '', apiStatus: 0 };
  }
}

/** The first name Telegram put in initData, as the default name of a new account. */
function telegramFirstName(initData: string): string | null {
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { first_name?: unknown };
    return typeof user?.first_name === 'string' && user.first_name.trim() ? user.first_name.trim() : null;
  } catch {
    return null;
  }
}

/** "Later" holds for the rest of the visit: the sheet must not come back on every page load. */
const LATER_KEY = 'tgContactLater';
function rememberLater(): void {
  try {
    sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // Storage disabled: the sheet may come back on the next full load, nothing worse.
  }
}
function saidLater(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function TelegramMiniApp({ signedIn }: { signedIn: boolean }) {
  const { bridge, view } = useSignIn(signedIn);
  return (
    <>
      {bridge && <TelegramNativeControls webApp={bridge} />}
      {view}
    </>
  );
}

/** The sign-in (phases above) and its status, error or contact sheet; with the bridge once connected. */
function useSignIn(signedIn: boolean): { bridge: TelegramWebApp | null; view: ReactNode } {
  const t = useT();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const webAppRef = useRef<TelegramWebApp | null>(null);
  const [bridge, setBridge] = useState<TelegramWebApp | null>(null);
  const started = useRef(false);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;
  const fallback = t('telegram.failedTitle');

  const signIn = async (webApp: TelegramWebApp) => {
    setPhase({ name: 'signing' });
    const answer = await post({ intent: 'auth', initData: webApp.initData });
    if (answer.status === 'LOGGED_IN') {
      setPhase({ name: 'idle' });
      revalidator.revalidate();
    } else if (answer.status === 'CONTACT_REQUIRED') {
      setPhase(saidLater() ? { name: 'idle' } : { name: 'contact', error: null });
    } else setPhase({ name: 'failed', message: answer.message || fallback });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load, on purpose.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void connectTelegram().then((webApp) => {
      if (!webApp) return;
      webAppRef.current = webApp;
      applyTelegramTheme(webApp);
      setBridge(webApp);
      webApp.ready?.();
      webApp.expand?.();
      if (signedInRef.current) return;
      if (webApp.initData.length < MIN_INIT_DATA_LENGTH) {
        console.warn('Telegram initData not found');
        return;
      }
      void signIn(webApp);
    });
  }, []);

  const shareContact = async () => {
    const webApp = webAppRef.current;
    if (!webApp) return;
    const pending = requestContact(webApp);
    if (!pending) return setPhase({ name: 'contact', error: t('telegram.unsupported') });
    const contact = await pending;
    if (!contact) return setPhase({ name: 'contact', error: t('telegram.declined') });
    if (!contact.phone) return setPhase({ name: 'contact', error: t('telegram.badPhone') });
    setPhase({ name: 'verifying' });
    const firstName = contact.firstName?.trim() || telegramFirstName(webApp.initData) || 'Telegram';
    for (let attempt = 0; attempt < CONTACT_RETRIES; attempt++) {
      const answer = await post({
        intent: 'contact',
        initData: webApp.initData,
        phone: contact.phone,
        firstName,
      });
      if (answer.status === 'LOGGED_IN') {
        setPhase({ name: 'idle' });
        showToast('success', t('telegram.welcome'));
        revalidator.revalidate();
        return;
      }
      // 403: the bot has not received the contact yet; anything else will not change by waiting.
      if (answer.status === 'ERROR' && answer.apiStatus === 403 && attempt < CONTACT_RETRIES - 1) {
        await wait(CONTACT_RETRY_DELAY_MS);
        continue;
      }
      const message = answer.status === 'ERROR' ? answer.message || fallback : fallback;
      return setPhase({ name: 'contact', error: message });
    }
  };

  if (phase.name === 'signing') {
    return {
      bridge,
      view: (
        <output className="tg-status" aria-live="polite">
          {t('telegram.signingIn')}
        </output>
      ),
    };
  }
  if (phase.name === 'failed') {
    return {
      bridge,
      view: (
        <div className="tg-status tg-status--error" role="alert">
          <strong>{t('telegram.failedTitle')}</strong>
          <span>{phase.message}</span>
          <div className="tg-actions">
            <button
              type="button"
              className="tg-button"
              onClick={() => webAppRef.current && void signIn(webAppRef.current)}
            >
              {t('telegram.retry')}
            </button>
            <button
              type="button"
              className="tg-button tg-button--plain"
              onClick={() => setPhase({ name: 'idle' })}
            >
              {t('telegram.close')}
            </button>
          </div>
        </div>
      ),
    };
  }
  if (phase.name !== 'contact' && phase.name !== 'verifying') return { bridge, view: null };
  const busy = phase.name === 'verifying';
  return {
    bridge,
    view: (
      <div className="tg-backdrop">
        <div className="tg-sheet" role="dialog" aria-modal="true" aria-labelledby="tg-contact-title">
          <h2 id="tg-contact-title">{t('telegram.contactTitle')}</h2>
          <p>{t('telegram.contactText')}</p>
          {phase.name === 'contact' && phase.error ? (
            <p className="tg-error" role="alert">
              {phase.error}
            </p>
          ) : null}
          {busy ? (
            <output className="tg-note" aria-live="polite">
              {t('telegram.verifying')}
            </output>
          ) : null}
          <div className="tg-actions">
            <button type="button" className="tg-button" disabled={busy} onClick={() => void shareContact()}>
              {t('telegram.shareContact')}
            </button>
            <button
              type="button"
              className="tg-button tg-button--plain"
              disabled={busy}
              onClick={() => {
                rememberLater();
                setPhase({ name: 'idle' });
              }}
            >
              {t('telegram.later')}
            </button>
          </div>
        </div>
      </div>
    ),
  };
}
