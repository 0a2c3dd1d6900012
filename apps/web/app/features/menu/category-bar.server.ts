/**
 * The server's template of the category bar (decision 359): the markup CategoryBar (category-bar.tsx) renders
 * before hydration, kept per menu view (one object per menu version, language, CDN and branch: decision 352) and
 * label. It shows nothing of the visitor: the chips of the menu's categories, the first one current.
 * kept-output.test.tsx requires React's bytes.
 */
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import { KeptHtml } from '../../lib/kept-html.ts';
import type { CategoryBarMarkupInput } from './category-bar.tsx';
import { sectionId } from './menu-section.tsx';

const bars = new WeakMap<object, Map<string, KeptHtml>>();

export function categoryBarMarkup({ version, categories, label }: CategoryBarMarkupInput): KeptHtml {
  let byLabel = bars.get(version);
  const kept = byLabel?.get(label);
  if (kept) return kept;
  let html = `<nav class="category-bar" aria-label="${esc(label)}"><ul class="chips">`;
  for (const [i, c] of categories.entries()) {
    const current = i === 0 ? ' aria-current="true" tabindex="0"' : ' tabindex="-1"';
    html += `<li><a href="#${sectionId(c.id)}" class="chip" data-chip="${esc(c.id)}"${current}>${esc(c.name)}</a></li>`;
  }
  const piece = new KeptHtml(`${html}</ul></nav>`);
  if (!byLabel || byLabel.size >= 4) {
    byLabel = new Map();
    bars.set(version, byLabel);
  }
  byLabel.set(label, piece);
  return piece;
}
