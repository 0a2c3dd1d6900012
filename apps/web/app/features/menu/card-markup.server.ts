/**
 * The server's template of a menu card's inner HTML (decision 340): the markup ProductCard (product-card.tsx),
 * Price, HeartButton and CardAdd render for a card that shows nothing of the visitor: not in the basket, heart
 * not pressed. Values are escaped as React escapes them. card-markup.test.tsx renders the same cards with React
 * and with this template and requires the same HTML, so a change to those components fails there until this
 * follows it.
 */
import { formatSum } from '@dasturxon/domain';
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import { formAction } from '../../lib/form-action.ts';
import { KeptHtml } from '../../lib/kept-html.ts';
import {
  type CardMarkupInput,
  cardClass,
  type SectionMarkupInput,
  type SectionRunInput,
} from './card-markup.ts';
import { cardsClass, sectionId, skeletonClass } from './menu-section.tsx';

/** SpriteIcon's markup (shared/ui/icons.tsx): the shapes are the document's sprite's (decision 360). */
const PLUS_ICON = '<svg width="20" height="20" aria-hidden="true"><use href="#i-plus"></use></svg>';
const HEART_ICON = '<svg width="20" height="20" aria-hidden="true"><use href="#i-heart"></use></svg>';

export function cardMarkup({
  card,
  viewType,
  eager,
  priority,
  anchor,
  lang,
  t,
  heartRedirect,
}: CardMarkupInput): string {
  const size = viewType === 'SMALL' ? 96 : 480;
  const height = viewType === 'BIG' ? Math.round(size * 0.5625) : size;
  const unavailable = `<span class="badge badge-unavailable">${esc(t('menu.notAvailable'))}</span>`;
  const name = card.name;
  let html = `<a class="card-link" href="/product/${esc(card.id)}" data-discover="true"><span class="card-media"><img`;
  if (card.image) html += ` src="${esc(card.image)}"`;
  html += ` alt="" width="${size}" height="${height}" loading="${eager ? 'eager' : 'lazy'}" decoding="async"`;
  html += priority ? ' fetchPriority="high"/>' : '/>';
  if (card.available && card.discount > 0) {
    html += `<span class="badge badge-discount">${esc(t('menu.discount', { percent: card.discount }))}</span>`;
  }
  if (!card.available && viewType !== 'SMALL') html += unavailable;
  html += `</span><span class="card-body${card.description ? '' : ' card-body--plain'}"><span class="card-name">${esc(name)}</span>`;
  if (card.description) html += `<span class="card-desc">${esc(card.description)}</span>`;
  html += `<span class="card-price-row"><span class="price card-price"><span class="${card.oldPrice ? 'price-now price-discounted' : 'price-now'}">${esc(formatSum(card.price, lang))}</span>`;
  if (card.oldPrice !== null) {
    html += `<s class="price-old"><span class="visually-hidden">${esc(t('menu.oldPrice', { price: '' }))}</span>${esc(formatSum(card.oldPrice, lang))}</s>`;
  }
  html += '</span>';
  if (!card.available && viewType === 'SMALL') html += unavailable;
  html += '</span></span></a>';
  if (heartRedirect !== null) {
    const action = formAction('/favourite', { productId: card.id, on: 'true', redirectTo: heartRedirect });
    html += `<form class="heart heart--card" action="${esc(action)}" method="post"><button type="submit" class="heart__button" aria-pressed="false" aria-label="${esc(`${t('fav.add')}: ${name}`)}" data-favourite="false">${HEART_ICON}</button></form>`;
  }
  const addLabel = esc(t('basket.add', { name }));
  html += '<div class="card-add-box">';
  if (!card.available || card.stock === 0) {
    html += `<button type="button" class="card-add card-add--off" aria-disabled="true" aria-label="${addLabel}">${PLUS_ICON}</button>`;
  } else if (card.choice) {
    html += `<a class="card-add" aria-label="${addLabel}" href="/product/${esc(card.id)}" data-discover="true">${PLUS_ICON}</a>`;
  } else {
    const action = formAction('/basket-add', { product: card.id, anchor });
    html += `<form class="card-add-form" action="${esc(action)}" method="post"><button type="submit" class="card-add" aria-label="${addLabel}">${PLUS_ICON}</button></form>`;
  }
  return `${html}</div>`;
}

/**
 * Inner HTML of a section by its category object: the menu view is one object per menu version, language,
 * CDN and branch (menu-data.server.ts), so a new version is a new key and the old one is dropped with it. Only
 * what every visitor of that menu sees goes in: MenuSection asks for it only when no card of the section shows
 * the visitor's basket or hearts (decision 352).
 */
const sections = new WeakMap<object, Map<string, KeptHtml>>();
/** Variants kept per section (language, heading, the heart's way back): a few; more start the map again. */
const VARIANTS_PER_SECTION = 8;

export function sectionMarkup(input: SectionMarkupInput): KeptHtml {
  const { category, headingLevel, titleHidden, lang, heartRedirect, eagerCards } = input;
  const key = `${lang}\n${headingLevel}\n${titleHidden ? 1 : 0}\n${eagerCards}\n${heartRedirect ?? ''}`;
  let variants = sections.get(category);
  const kept = variants?.get(key);
  if (kept !== undefined) return kept;
  const html = new KeptHtml(writeSection(input));
  if (!variants || variants.size >= VARIANTS_PER_SECTION) {
    variants = new Map();
    sections.set(category, variants);
  }
  variants.set(key, html);
  return html;
}

/** Runs kept by their first section's category object (a new menu version drops them with it), then by input. */
const runs = new WeakMap<object, Map<string, KeptHtml>>();

/**
 * Consecutive sections below the first screen as one piece (decision 369): each section as React writes it (its
 * element's attributes as sectionAttributes in menu-section.tsx gives them, its inside from sectionMarkup), and
 * between two sections the comments that end one Suspense boundary and begin the next. React writes the first
 * "<!--$-->" and the last "<!--/$-->" itself, around the piece's marker. A run's sections are consecutive in
 * their group, so the first one and their number say which they are.
 */
export function sectionRunMarkup(input: SectionRunInput): KeptHtml {
  const { categories, headingLevel, titleHidden, lang, heartRedirect } = input;
  const first = categories[0];
  if (!first) return new KeptHtml('');
  const key = `${categories.length}\n${lang}\n${headingLevel}\n${titleHidden ? 1 : 0}\n${heartRedirect ?? ''}`;
  let variants = runs.get(first);
  const kept = variants?.get(key);
  if (kept !== undefined) return kept;
  let html = '';
  for (const [i, category] of categories.entries()) {
    const id = sectionId(category.id);
    const inner = sectionMarkup({ ...input, category, eagerCards: 0 }).html;
    const pending = category.products ? '' : ' data-pending="true" aria-busy="true"';
    html += `${i > 0 ? '<!--/$--><!--$-->' : ''}<section id="${id}" class="menu-section" aria-labelledby="${id}-title" data-category-id="${esc(category.id)}"${pending}>${inner}</section>`;
  }
  const piece = new KeptHtml(html);
  if (!variants || variants.size >= VARIANTS_PER_SECTION * 4) {
    variants = new Map();
    runs.set(first, variants);
  }
  variants.set(key, piece);
  return piece;
}

function writeSection({
  category,
  headingLevel,
  titleHidden,
  lang,
  t,
  heartRedirect,
  eagerCards,
}: SectionMarkupInput): string {
  const id = sectionId(category.id);
  const h = headingLevel === 2 ? 'h2' : 'h3';
  let html = `<${h} id="${id}-title" class="${titleHidden ? 'visually-hidden' : 'section-title'}">${esc(category.name)}</${h}>`;
  if (!category.products) {
    return `${html}<div class="${skeletonClass(category)}" style="--n:${category.count}" aria-hidden="true"></div>`;
  }
  html += `<ul class="${cardsClass(category.viewType, category.scrollType, category.plain)}">`;
  for (const [i, card] of category.products.entries()) {
    const inner = cardMarkup({
      card,
      viewType: category.viewType,
      eager: i < eagerCards,
      priority: i < Math.min(eagerCards, 2),
      anchor: id,
      lang,
      t,
      heartRedirect,
    });
    html += `<li class="${cardClass(card, category.viewType)}">${inner}</li>`;
  }
  html += '</ul>';
  // The first screen's section is written whole (menu-section.tsx ServerSection); a loaded one has no more.
  return eagerCards > 0
    ? `<section id="${id}" class="menu-section" aria-labelledby="${id}-title" data-category-id="${esc(category.id)}">${html}</section>`
    : html;
}
