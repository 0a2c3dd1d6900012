/**
 * The error page (spec §2 "Other errors show a generic error page", default "Internal Server Error"). It must
 * render even when the root loader failed, so it carries its own three-language fallback texts instead of the
 * catalogues (which would put every message in the client bundle).
 */
import type { Lang } from '@dasturxon/contracts';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { isShownError } from '../../lib/api-errors.ts';
import { formatMessage, I18nProvider, useT } from '../../shared/i18n/index.tsx';
import type { ShellData } from '../../shared/shell/shell-types.ts';

const FALLBACK: Record<Lang, Record<'title' | 'internal' | 'hint' | 'home' | 'notFound', string>> = {
  uz: {
    title: 'Xatolik yuz berdi',
    internal: 'Ichki server xatosi',
    hint: "Sahifani yangilab ko'ring yoki birozdan so'ng qayta urinib ko'ring.",
    home: 'Bosh sahifaga',
    notFound: 'Sahifa topilmadi: {path}',
  },
  ru: {
    title: 'Что-то пошло не так',
    internal: 'Внутренняя ошибка сервера',
    hint: 'Обновите страницу или попробуйте чуть позже.',
    home: 'На главную',
    notFound: 'Страница не найдена: {path}',
  },
  eng: {
    title: 'Something went wrong',
    internal: 'Internal Server Error',
    hint: 'Reload the page or try again in a moment.',
    home: 'Go to the menu',
    notFound: 'Page not found: {path}',
  },
};

interface Props {
  error: unknown;
  status: number;
  shell: ShellData | null;
}

export function ErrorView({ error, status, shell }: Props) {
  const { pathname } = useLocation();
  const texts = FALLBACK[shell?.lang ?? 'uz'];
  let title = texts.title;
  let message = texts.internal;
  if (status === 404 && !(isRouteErrorResponse(error) && isShownError(error.data) && error.data.message)) {
    title = formatMessage(texts.notFound, { path: pathname });
    message = '';
  } else if (status >= 400 && status < 500 && isRouteErrorResponse(error) && isShownError(error.data)) {
    // A 4xx from the API carries a message written for the user, in their language: it is the title.
    title = error.data.message || title;
    message = '';
  }
  const body = (
    <main className="error-page" id="main">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      {message && <p className="error-message">{message}</p>}
      {status >= 500 && <p className="muted">{texts.hint}</p>}
      {/* A plain link: after an error the router's state may be what broke; a full load starts clean. */}
      <a className="button button-primary" href="/">
        {texts.home}
      </a>
    </main>
  );
  return shell ? (
    <I18nProvider lang={shell.lang} messages={shell.messages}>
      {body}
    </I18nProvider>
  ) : (
    body
  );
}

/** The same page inside a layout (the header and footer stay). */
export function RouteErrorView({ error, status }: { error: unknown; status: number }) {
  const t = useT();
  const { pathname } = useLocation();
  if (status === 404 && !(isRouteErrorResponse(error) && isShownError(error.data) && error.data.message)) {
    return (
      <section className="error-page">
        <h1>{t('common.pageNotFound', { path: pathname })}</h1>
        <a className="button button-primary" href="/">
          {t('common.goHome')}
        </a>
      </section>
    );
  }
  const shown =
    status >= 400 && status < 500 && isRouteErrorResponse(error) && isShownError(error.data)
      ? error.data.message
      : '';
  return (
    <section className="error-page">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      {/* A 4xx message is written for the user ("Dish not found"): it is the page's title. */}
      <h1>{shown || t('common.errorTitle')}</h1>
      {!shown && <p className="error-message">{t('common.internalError')}</p>}
      {status >= 500 && <p className="muted">{t('common.errorHint')}</p>}
      <a className="button button-primary" href="/">
        {t('common.goHome')}
      </a>
    </section>
  );
}
