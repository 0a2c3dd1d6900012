/**
 * A fresh menu page whose stylesheet and kept sections go into the document as kept bytes (decision 359) is the
 * page React alone writes, byte for byte, for every kind of visitor; the bytes are encoded once per menu version.
 */
import { PassThrough } from 'node:stream';
import type { DeepPartial } from '@dasturxon/contracts/testing';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardMarkup, sectionMarkup, sectionRunMarkup } from './features/menu/card-markup.server.ts';
import { CardMarkup, SectionMarkup, SectionRunMarkup } from './features/menu/card-markup.ts';
import { categoryBarMarkup } from './features/menu/category-bar.server.ts';
import { CategoryBarMarkup } from './features/menu/category-bar.tsx';
import { MenuPage } from './features/menu/menu-page.tsx';
import type { MenuView, ProductCardView } from './features/menu/menu-view.ts';
import { footerMarkup } from './features/shell/site-footer.server.ts';
import { FooterMarkup, SiteFooter } from './features/shell/site-footer.tsx';
import { makeLine } from './lib/basket-codec.ts';
import { DocumentSink } from './lib/document-sink.server.ts';
import { InlineStyles, InlineStylesheet, keptStylesheet } from './lib/inline-styles.tsx';
import { KeptHtml, KeptOutput, KeptPieces } from './lib/kept-html.ts';
import { keptJson } from './lib/kept-json.server.ts';
import { keptRefOf } from './lib/kept-json.ts';
import { KeptJsonScripts } from './lib/kept-json-scripts.tsx';
import { KnownFavourites } from './shared/favourites/heart-button.tsx';
import { messagesFor } from './shared/i18n/catalog/index.ts';
import { I18nProvider } from './shared/i18n/index.tsx';
import type { ShellData } from './shared/shell/shell-types.ts';
import { makeShellData } from './shared/shell/test-shell.ts';

const MESSAGES = { uz: messagesFor('uz'), ru: messagesFor('ru') };
// A stylesheet with what React changes ("<style" in a string) and what UTF-8 encodes in more than one byte.
const CSS = `.a{color:red}.b::after{content:"→ «ok» <style>"}${'.c{margin:0}'.repeat(400)}`;
const STYLES = new Map([['/app.css', keptStylesheet(CSS)]]);

function card(id: number, name: string): ProductCardView {
  return {
    id,
    name,
    price: 20_000 + id,
    oldPrice: null,
    discount: 0,
    image: `/images/p${id}.svg`,
    available: true,
    description: `${name} & co`,
  };
}

/** A merchant's menu: five sections of six cards; the first screen is the first section. */
function menuOf(merchant: string, from: number): MenuView {
  const categories = [0, 1, 2, 3, 4].map((i) => ({
    id: from + i,
    name: `${merchant} ${i}`,
    viewType: 'BIG' as const,
    scrollType: 'VERTICAL' as const,
    navigationType: 'POP_UP' as const,
    count: 6,
    products: [0, 1, 2, 3, 4, 5].map((j) => card((from + i) * 10 + j, `${merchant} taom ${i}.${j}`)),
  }));
  return { groups: [{ id: 1, name: 'Menu', categories }], productCount: 30 };
}

/**
 * A large menu (decision 021): two groups under their headers; the first screen's section, two loaded sections
 * and the rest skeletons whose cards come later. Below the first screen each group's sections are kept runs
 * (decision 369).
 */
function largeMenuOf(from: number): MenuView {
  const category = (i: number, loaded: boolean) => ({
    id: from + i,
    name: `Katta ${i}`,
    viewType: i % 2 ? ('SMALL' as const) : ('BIG' as const),
    scrollType: i === 2 ? ('HORIZONTAL' as const) : ('VERTICAL' as const),
    navigationType: 'POP_UP' as const,
    count: 6,
    products: loaded
      ? [0, 1, 2, 3, 4, 5].map((j) => card((from + i) * 10 + j, `Katta taom ${i}.${j}`))
      : null,
  });
  return {
    groups: [
      { id: 1, name: 'Oshxona', categories: [0, 1, 2, 3, 4].map((i) => category(i, i < 3)) },
      { id: 2, name: 'Ichimliklar «Bar»', categories: [5, 6, 7].map((i) => category(i, false)) },
    ],
    productCount: 48,
  };
}

const MENUS = {
  navruz: menuOf('Navruz', 1),
  bodomzor: menuOf('Bodomzor «Bog‘»', 100),
  large: largeMenuOf(1),
};

/**
 * The kept pieces a page has besides the stylesheet, the category bar, the footer and the JSON: the first
 * screen's section unless it is personal, and per group one run for every stretch of sections below the first
 * screen that are not.
 */
function keptSectionPieces(menu: MenuView, personal: Set<number>): number {
  let eagerLeft = 4;
  let pieces = 0;
  for (const group of menu.groups) {
    let inRun = false;
    for (const category of group.categories) {
      const eager = eagerLeft;
      eagerLeft = Math.max(0, eagerLeft - category.count);
      const mine = category.products !== null && personal.has(category.id);
      if (eager > 0) pieces += mine ? 0 : 1;
      else if (mine) inRun = false;
      else if (!inRun) {
        pieces += 1;
        inRun = true;
      }
    }
  }
  return pieces;
}

/** The document: head with the inline stylesheet, the menu; with or without the server's templates. */
function page(shell: ShellData, menu: MenuView, templates: boolean, favourites: number[] = []) {
  const groupHeaders = menu.groups.length > 1;
  const body = (
    <I18nProvider lang={shell.lang} messages={MESSAGES[shell.lang as 'uz' | 'ru']}>
      <KnownFavourites.Provider value={new Set(favourites)}>
        <MenuPage view={menu} title="Menu" groupHeaders={groupHeaders} />
      </KnownFavourites.Provider>
      {shell.merchant && <SiteFooter merchant={shell.merchant} />}
      <KeptJsonScripts />
    </I18nProvider>
  );
  const element = (
    <html lang={shell.lang}>
      <head>
        <InlineStylesheet href="/app.css" />
      </head>
      <body>
        <CardMarkup.Provider value={templates ? cardMarkup : null}>
          <SectionMarkup.Provider value={templates ? sectionMarkup : null}>
            <SectionRunMarkup.Provider value={templates ? sectionRunMarkup : null}>
              <CategoryBarMarkup.Provider value={templates ? categoryBarMarkup : null}>
                <FooterMarkup.Provider value={templates ? footerMarkup : null}>{body}</FooterMarkup.Provider>
              </CategoryBarMarkup.Provider>
            </SectionRunMarkup.Provider>
          </SectionMarkup.Provider>
        </CardMarkup.Provider>
      </body>
    </html>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', element }], {
    initialEntries: ['/?vendor=navruz'],
    // The menu's view kept per version, by reference, as a loader hands it for a document (decision 358).
    hydrationData: { loaderData: { root: { ...shell, view: keptRefOf('menu-view', keptJson(menu)) } } },
  });
  return <RouterProvider router={router} />;
}

/** What React alone writes: its own stream, every string given to it as text. */
function byReact(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(
      <InlineStyles.Provider value={new Map([['/app.css', new KeptHtml(CSS)]])}>
        {element}
      </InlineStyles.Provider>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

/** What the server writes (entry.server.tsx): kept pieces under a KeptOutput, assembled by the sink. */
function byServer(element: ReactNode): Promise<{ html: string; kept: KeptPieces; reactBytes: number }> {
  return new Promise((resolve, reject) => {
    const kept = new KeptPieces();
    const { pipe } = renderToPipeableStream(
      <KeptOutput.Provider value={kept}>
        <InlineStyles.Provider value={STYLES}>{element}</InlineStyles.Provider>
      </KeptOutput.Provider>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new DocumentSink(kept, () => {});
          pipe(sink.asDestination());
          if (!sink.ended) reject(new Error('not ended'));
          const html = sink.document();
          const keptBytes = [...kept.byMarker.values()].reduce((n, piece) => n + piece.bytes.byteLength, 0);
          resolve({ html: html.toString('utf8'), kept, reactBytes: html.byteLength - keptBytes });
        },
        onShellError: reject,
      },
    );
  });
}

/** Navruz: every footer part (contacts, content links, two cities, copyright texts). */
const NAVRUZ = {
  favourites: true,
  nav: { branches: true, about: true, vacancies: true, privacy: true, terms: true },
  footer: {
    left: "© Navro'z",
    right: 'Dasturxon <3',
    links: [
      { kind: 'PHONE' as const, href: 'tel:+998712007070', label: '+998 71 200 70 70' },
      { kind: 'TELEGRAM' as const, href: 'https://t.me/navruz', label: 'Telegram & co' },
    ],
  },
  cities: [
    { id: 1, name: 'Toshkent' },
    { id: 2, name: 'Samarqand' },
  ],
  cityId: 2,
};

const visitors: [string, keyof typeof MENUS, DeepPartial<ShellData>, number[]][] = [
  ['a guest (uz)', 'navruz', { lang: 'uz', merchant: NAVRUZ }, []],
  ['a guest (ru)', 'navruz', { lang: 'ru', merchant: { ...NAVRUZ, cityId: null } }, []],
  [
    'a guest of another merchant',
    'bodomzor',
    { lang: 'uz', merchant: { id: '0b6c1d2e-3f40-4a51-8b62-7c83d94ea5f6', favourites: false } },
    [],
  ],
  [
    'a guest with a basket',
    'navruz',
    {
      lang: 'uz',
      merchant: NAVRUZ,
      basket: [
        makeLine({ productId: 12, count: 1, modifications: [] }),
        makeLine({ productId: 21, count: 2, modifications: [] }),
      ],
    },
    [],
  ],
  [
    'a signed-in customer with favourites and a basket',
    'navruz',
    {
      lang: 'ru',
      merchant: NAVRUZ,
      user: { id: 7, name: 'Aziza' },
      basket: [makeLine({ productId: 32, count: 1, modifications: [] })],
    },
    [41, 43],
  ],
  [
    'a guest of a large menu (group headers, sections still to come)',
    'large',
    { lang: 'uz', merchant: NAVRUZ },
    [],
  ],
  [
    'a signed-in customer of a large menu, one loaded section below the first screen personal',
    'large',
    {
      lang: 'ru',
      merchant: NAVRUZ,
      user: { id: 7, name: 'Aziza' },
      basket: [makeLine({ productId: 22, count: 1, modifications: [] })],
    },
    [13],
  ],
];

describe('a fresh page with kept bytes', () => {
  it.each(visitors)('is what React alone writes: %s', async (_name, merchant, overrides, favourites) => {
    const shell = makeShellData(overrides);
    const menu = MENUS[merchant];
    const expected = await byReact(page(shell, menu, false, favourites));
    // Twice: the second takes every kept piece as it is.
    for (let round = 0; round < 2; round++) {
      const { html, kept, reactBytes } = await byServer(page(shell, menu, true, favourites));
      expect(html).toBe(expected);
      // The first screen's photos are preloaded from the head, as React alone has them.
      const head = html.slice(0, html.indexOf('</head>'));
      const first = (menu.groups[0]?.categories[0]?.id ?? 0) * 10;
      expect(head).toContain(
        `<link rel="preload" as="image" href="/images/p${first}.svg" fetchPriority="high"/>`,
      );
      expect(head).toContain(`<link rel="preload" as="image" href="/images/p${first + 3}.svg"/>`);
      // The stylesheet, the category bar, the footer, the kept JSON of the view (decision 367) and every section
      // that shows nothing of this visitor, the first screen's too (its photos' preloads still in the head: React
      // rendered them for that).
      const personal = new Set([...(shell.basket ?? []).map((l) => Math.floor(l.productId / 10))]);
      if (shell.user) for (const id of favourites) personal.add(Math.floor(id / 10));
      const keptSections = menu.groups
        .flatMap((group) => group.categories)
        .filter((category) => category.products !== null && !personal.has(category.id)).length;
      expect(kept.byMarker.size).toBe(4 + keptSectionPieces(menu, personal));
      expect(html).toContain(`<script type="application/json" id="dx-kept-menu-view">${keptJson(menu).json}`);
      // Of the page's bytes React encoded only the rest (markers stand in for the kept pieces).
      expect(reactBytes).toBeLessThan(
        Buffer.byteLength(expected) -
          Buffer.byteLength(CSS) -
          Buffer.byteLength(keptJson(menu).json) -
          keptSections * 3000,
      );
    }
  });

  it('keeps nothing of one visitor for another: each page is React’s whatever came before', async () => {
    const order = [4, 0, 3, 1, 2, 4, 0];
    for (const at of order) {
      const visitor = visitors[at];
      if (!visitor) throw new Error('no visitor');
      const [, merchant, overrides, favourites] = visitor;
      const shell = makeShellData(overrides);
      const menu = MENUS[merchant];
      expect((await byServer(page(shell, menu, true, favourites))).html).toBe(
        await byReact(page(shell, menu, false, favourites)),
      );
    }
  });

  it('encodes kept output once per menu version: the next render hands over the same bytes', async () => {
    const shell = makeShellData(visitors[0]?.[2]);
    const first = await byServer(page(shell, MENUS.navruz, true));
    const second = await byServer(page(shell, MENUS.navruz, true));
    // All but the footer, which is written per request (it names the visitor's city and page).
    const bytes = (kept: KeptPieces) =>
      [...kept.byMarker.values()]
        .filter((piece) => !piece.html.startsWith('<footer'))
        .map((piece) => piece.bytes);
    expect(bytes(second.kept)).toEqual(bytes(first.kept));
    for (const [i, piece] of bytes(second.kept).entries()) expect(piece).toBe(bytes(first.kept)[i]);
    // A new menu version (a new view object) is written afresh.
    const next = await byServer(page(shell, menuOf('Navruz', 1), true));
    expect(bytes(next.kept)[1]).not.toBe(bytes(first.kept)[1]);
    expect(next.html).toBe(first.html);
  });
});

describe('the document sink', () => {
  const piece = new KeptHtml('<p>kept «ü»</p>');

  it('finds a marker React wrote inside its own chunks', () => {
    const kept = new KeptPieces();
    const marker = kept.use(piece);
    const sink = new DocumentSink(kept, () => {});
    const encoded = new TextEncoder().encode(`<div>${marker}</div>`);
    sink.write(encoded.subarray(0, 100));
    sink.write(encoded.subarray(100));
    sink.end();
    expect(sink.document().toString()).toBe('<div><p>kept «ü»</p></div>');
  });

  it("writes a range's piece instead of what React wrote inside it, and no separator around it", () => {
    const kept = new KeptPieces();
    const [open, close] = kept.range(piece);
    const sink = new DocumentSink(kept, () => {});
    // React between two text nodes writes "<!-- -->"; a range's markers are text nodes.
    for (const chunk of ['<p>a<!-- -->', open, '<img src="x"/>', close, '<!-- -->b</p>']) sink.write(chunk);
    sink.end();
    expect(sink.document().toString()).toBe('<p>a<p>kept «ü»</p>b</p>');
    // The same when React wrote the markers inside its own chunks.
    const late = new DocumentSink(kept, () => {});
    late.write(new TextEncoder().encode(`<p>a<!-- -->${open}<img src="x"/>${close}<!-- -->b</p>`));
    late.end();
    expect(late.document().toString()).toBe('<p>a<p>kept «ü»</p>b</p>');
  });

  it('streams a page that waits for something, kept bytes in place', async () => {
    const kept = new KeptPieces();
    const marker = kept.use(piece);
    const sink = new DocumentSink(kept, () => {});
    sink.write('<div>');
    const stream = sink.stream(1024);
    sink.write(marker);
    sink.write('</div>');
    sink.end();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('<div><p>kept «ü»</p></div>');
  });
});
