/**
 * The server's template of the site footer (decision 359): the markup Footer and CityChoice (site-footer.tsx)
 * render before hydration, written as a string instead of by React (about 35 elements and five router links a
 * page). Made per request: its city form names the visitor's city and page; nothing of it is kept. The browser
 * hydrates the real components over it; kept-output.test.tsx requires React's bytes.
 */
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import type { FooterMarkupInput } from './site-footer.tsx';

const NAV = [
  ['branches', '/branches', 'common.nav.branches'],
  ['about', '/about', 'common.nav.about'],
  ['vacancies', '/vacancy', 'common.nav.vacancies'],
  ['terms', '/offerta', 'common.nav.terms'],
  ['privacy', '/privacy', 'common.nav.privacy'],
] as const;

export function footerMarkup({ merchant, t, redirectTo }: FooterMarkupInput): string {
  const { nav, footer } = merchant;
  let html = '<footer class="site-footer"><div class="container footer-grid">';
  if (footer.links.length > 0) {
    html += `<section aria-labelledby="footer-contacts"><h2 id="footer-contacts" class="footer-title">${esc(t('common.contacts'))}</h2><ul class="footer-list">`;
    for (const l of footer.links) {
      const rel = l.href.startsWith('http') ? ' rel="noopener noreferrer"' : '';
      html += `<li><a href="${esc(l.href)}"${rel}>${esc(l.label)}</a></li>`;
    }
    html += '</ul></section>';
  }
  html += `<nav aria-label="${esc(t('location.footerNav'))}"><ul class="footer-list">`;
  for (const [flag, href, label] of NAV) {
    if (nav[flag]) html += `<li><a href="${href}" data-discover="true">${esc(t(label))}</a></li>`;
  }
  html += '</ul></nav>';
  if (merchant.cities.length > 1) {
    html += `<form class="city-choice" data-discover="true" action="/preferences" method="post"><input type="hidden" name="redirectTo" value="${esc(redirectTo)}"/><label for="city-select" class="footer-title">${esc(t('common.city'))}</label><select id="city-select" name="city">`;
    for (const c of merchant.cities) {
      html += `<option value="${esc(c.id)}"${c.id === merchant.cityId ? ' selected=""' : ''}>${esc(c.name)}</option>`;
    }
    html += '</select><button type="submit" class="button">OK</button></form>';
  }
  html += '</div>';
  if (footer.left || footer.right) {
    html += `<div class="container footer-copy"><span>${esc(footer.left)}</span><span>${esc(footer.right)}</span></div>`;
  }
  return `${html}</footer>`;
}
