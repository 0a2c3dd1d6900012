// @vitest-environment happy-dom
import type { TablePlace, WaiterCallStatus } from '@dasturxon/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { callFromSearch, TableBar } from './table-bar.tsx';

const place: TablePlace = {
  branchId: 1,
  branchName: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' },
  hallId: 2,
  hallName: { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' },
  tableId: 3,
  number: 7,
  name: null,
  guestOrdering: true,
};

const status = (o: Partial<WaiterCallStatus>): WaiterCallStatus => ({
  id: 41,
  reason: 'BILL',
  status: 'OPEN',
  createdAt: '2026-11-23T08:00:00.000Z',
  takenAt: null,
  takenBy: null,
  ...o,
});

let pageLang: 'eng' | 'ru' = 'eng';
let pageSignedIn = true;
function Nothing() {
  return null;
}
function Page() {
  return (
    <I18nProvider lang={pageLang} messages={messagesFor(pageLang)}>
      <TableBar place={place} error={null} signedIn={pageSignedIn} />
    </I18nProvider>
  );
}

function renderBar(opts: { refuse?: string; lang?: 'eng' | 'ru'; signedIn?: boolean; at?: string } = {}) {
  pageLang = opts.lang ?? 'eng';
  pageSignedIn = opts.signedIn ?? true;
  const sent: string[] = [];
  let polls = 0;
  // The bar polls the call's status with a plain fetch of /table-call?id=.
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/table-call?id=41');
    polls += 1;
    return Response.json({
      call: status({ status: 'TAKEN', takenAt: '2026-11-23T08:01:00.000Z', takenBy: 'Malika' }),
    });
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: Nothing,
        Component: Page,
      },
      {
        path: '/table-call',
        action: async ({ request }) => {
          const form = await request.formData();
          sent.push(String(form.get('reason') ?? form.get('intent')));
          if (form.get('reason')) expect(form.get('via')).toBe('fetch');
          return opts.refuse ? { call: null, message: opts.refuse } : { call: status({}), message: null };
        },
      },
    ],
    { initialEntries: [opts.at ?? '/'] },
  );
  render(<RouterProvider router={router} />);
  return { sent, polls: () => polls };
}

/** The bar's own button (the sheet, a popover the test page does not hide, has a "Call a waiter" reason too). */
const callButton = async (): Promise<HTMLElement> => {
  const [button] = await screen.findAllByRole('button', { name: 'Call a waiter' });
  if (!button) throw new Error('no "Call a waiter" button');
  return button;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the table bar', () => {
  it('names the table, hall and branch in the visitor’s language', async () => {
    renderBar({ lang: 'ru' });
    expect((await screen.findByTestId('table-title')).textContent).toBe('Стол 7 · Терраса · Чиланзар');
  });

  it('calls a waiter with a reason and then shows who took the call', async () => {
    const { sent, polls } = renderBar();
    fireEvent.click(await callButton());
    fireEvent.click(screen.getByRole('button', { name: 'Bring the bill' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A waiter has been called and is on the way…',
    );
    expect(sent).toEqual(['BILL']);
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Malika is coming to your table'),
      {
        timeout: 6000,
      },
    );
    const after = polls();
    await new Promise((r) => setTimeout(r, 4500));
    // Taken: no more asking.
    expect(polls()).toBe(after);
  }, 15_000);

  it('opens its sheet without script: the button is the sheet’s popover target (decision 336)', async () => {
    renderBar();
    const button = await callButton();
    const sheet = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(sheet?.getAttribute('popover')).toBe('auto');
    expect(sheet?.getAttribute('role')).toBe('dialog');
    expect(sheet?.getAttribute('aria-labelledby')).toBe(
      within(sheet as HTMLElement)
        .getByRole('heading')
        .getAttribute('id'),
    );
    const close = within(sheet as HTMLElement).getByRole('button', { name: 'Close' });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual([
      sheet?.id,
      'hide',
    ]);
  });

  it('works before hydration: the reasons are enabled submit buttons of a plain post to /table-call', () => {
    pageLang = 'eng';
    const router = createStaticRouter([{ path: '/', Component: Page }], {
      basename: '/',
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    } as never);
    const html = renderToString(
      <StaticRouterProvider router={router} context={{} as never} hydrate={false} />,
    );
    document.body.innerHTML = html;
    const form = document.querySelector('form.table-sheet__reasons');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/table-call']);
    // No `via=fetch` on the server's form: the browser's own post gets the redirect back (decision 344).
    expect(form?.querySelector('input[name="via"]')).toBeNull();
    const reasons = [...(form?.querySelectorAll('button') ?? [])].map((b) => [
      b.getAttribute('type'),
      b.getAttribute('name'),
      b.getAttribute('value'),
      b.hasAttribute('disabled'),
    ]);
    expect(reasons).toEqual([
      ['submit', 'reason', 'CALL', false],
      ['submit', 'reason', 'BILL', false],
      ['submit', 'reason', 'OTHER', false],
    ]);
    document.body.innerHTML = '';
  });

  it('server-renders the page a plain post came back to as "called"', () => {
    pageLang = 'eng';
    const router = createStaticRouter([{ path: '/', Component: Page }], {
      basename: '/',
      location: { pathname: '/', search: '?waiter=41', hash: '', state: null, key: 'default' },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    } as never);
    document.body.innerHTML = renderToString(
      <StaticRouterProvider router={router} context={{} as never} hydrate={false} />,
    );
    expect(document.querySelector('.table-bar__status[role="status"]')?.textContent).toBe(
      'A waiter has been called and is on the way…',
    );
    document.body.innerHTML = '';
  });

  it('after a plain post the bar says the waiter is called, then who took it', async () => {
    const { polls } = renderBar({ at: '/?waiter=41' });
    // The bar's own line (the sheet, closed in a browser, says the same when opened); the server's HTML
    // says "called" before any poll.
    const barStatus = () => document.querySelector('.table-bar__status[role="status"]')?.textContent;
    await waitFor(() => expect(barStatus()).toBeTruthy());
    // Asked at once, not after the first poll interval.
    await waitFor(() => expect(barStatus()).toBe('Malika is coming to your table'));
    expect(polls()).toBe(1);
  });

  it('after a refused plain post the bar says so in the visitor’s language', async () => {
    renderBar({ at: '/?waiter=refused', lang: 'ru' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Сейчас не получилось позвать официанта. Попробуйте чуть позже.',
    );
    expect([callFromSearch('?waiter=0'), callFromSearch('?waiter=x1'), callFromSearch('')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("shows the server's refusal of a call made too soon", async () => {
    renderBar({ refuse: 'A waiter has just been called. You can call again in 1 min 30 s.' });
    fireEvent.click(await callButton());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Call a waiter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You can call again in');
  });

  it('offers a signed-out guest to order without signing in when the merchant allows it', async () => {
    const { sent } = renderBar({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Order without signing in' }));
    await waitFor(() => expect(sent).toEqual(['guest']));
  });

  it('offers no guest ordering to a signed-in customer', async () => {
    renderBar({ signedIn: true });
    await screen.findByTestId('table-title');
    expect(screen.queryByRole('button', { name: 'Order without signing in' })).toBeNull();
  });
});
