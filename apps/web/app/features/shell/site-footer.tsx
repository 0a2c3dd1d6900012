/** Footer: contacts, content links switched on in settings, city choice, copyright texts (spec §3 settings). */
import { createContext, memo, Suspense, useContext } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { KeptHtml, KeptOutput } from '../../lib/kept-html.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Below the menu, so its own Suspense boundary (nothing in it suspends): React hydrates it after the first
 * screen, in a background task, instead of in the page's first long task (issue 10, decision 333). Memoized:
 * the layout renders again right after hydration (useHydrated), and an update reaching a boundary still waiting
 * makes React hydrate it at once.
 */
export const SiteFooter = memo(function SiteFooter({ merchant }: { merchant: ShellMerchant }) {
  return (
    <Suspense>
      <Footer merchant={merchant} />
    </Suspense>
  );
});

export interface FooterMarkupInput {
  merchant: ShellMerchant;
  t: ReturnType<typeof useT>;
  /** The no-JavaScript city form comes back here. */
  redirectTo: string;
}

/**
 * Given on the server only (entry.server.tsx, site-footer.server.ts): the footer as it is before hydration,
 * written from a template instead of by React (decision 359).
 */
export const FooterMarkup = createContext<((input: FooterMarkupInput) => string) | null>(null);

function Footer({ merchant }: { merchant: ShellMerchant }) {
  const markup = useContext(FooterMarkup);
  const kept = useContext(KeptOutput);
  return markup && kept ? (
    <ServerFooter merchant={merchant} markup={markup} kept={kept} />
  ) : (
    <FooterTree merchant={merchant} />
  );
}

/** A text node that the document's sink replaces with the template's footer (lib/kept-html.ts). */
function ServerFooter({
  merchant,
  markup,
  kept,
}: {
  merchant: ShellMerchant;
  markup: (input: FooterMarkupInput) => string;
  kept: NonNullable<React.ContextType<typeof KeptOutput>>;
}) {
  const t = useT();
  const location = useLocation();
  return kept.use(new KeptHtml(markup({ merchant, t, redirectTo: location.pathname + location.search })));
}

function FooterTree({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const { nav, footer } = merchant;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {footer.links.length > 0 && (
          <section aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className="footer-title">
              {t('common.contacts')}
            </h2>
            <ul className="footer-list">
              {footer.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} rel={l.href.startsWith('http') ? 'noopener noreferrer' : undefined}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* Its own name: a second "main menu" beside the header's was a duplicate landmark (issue 10). */}
        <nav aria-label={t('location.footerNav')}>
          <ul className="footer-list">
            {nav.branches && (
              <li>
                <Link to="/branches">{t('common.nav.branches')}</Link>
              </li>
            )}
            {nav.about && (
              <li>
                <Link to="/about">{t('common.nav.about')}</Link>
              </li>
            )}
            {nav.vacancies && (
              <li>
                <Link to="/vacancy">{t('common.nav.vacancies')}</Link>
              </li>
            )}
            {nav.terms && (
              <li>
                <Link to="/offerta">{t('common.nav.terms')}</Link>
              </li>
            )}
            {nav.privacy && (
              <li>
                <Link to="/privacy">{t('common.nav.privacy')}</Link>
              </li>
            )}
          </ul>
        </nav>
        {merchant.cities.length > 1 && <CityChoice merchant={merchant} />}
      </div>
      {(footer.left || footer.right) && (
        <div className="container footer-copy">
          <span>{footer.left}</span>
          <span>{footer.right}</span>
        </div>
      )}
    </footer>
  );
}

function CityChoice({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const fetcher = useFetcher({ key: 'city' });
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/preferences" className="city-choice">
      {!hydrated && <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <label htmlFor="city-select" className="footer-title">
        {t('common.city')}
      </label>
      <select
        id="city-select"
        name="city"
        defaultValue={merchant.cityId ?? undefined}
        onChange={(e) => fetcher.submit(e.currentTarget.form)}
      >
        {merchant.cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button">
          OK
        </button>
      )}
    </fetcher.Form>
  );
}
