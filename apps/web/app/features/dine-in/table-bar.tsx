/**
 * The table bar (issue 13): after a table's QR link, the menu says where the guest sits — "Table 7 · Terrace ·
 * Chilonzor" — and offers to call a waiter. The sheet's reasons post to /table-call; the bar then asks for the
 * call's status every few seconds until a staff member takes it, and says who is coming. A refused call (a
 * moment after the last one, a table switched off) shows the server's translated words.
 * The sheet is a popover opened by the browser itself (popovertarget): this component is loaded lazily, and a
 * tap on "call a waiter" before its code had hydrated was lost when a script opened the sheet (decision 336).
 * The reasons are a plain form's submit buttons (decision 344): before hydration the browser posts it, the
 * action calls the waiter once and sends the page back with `?waiter=<call id>`, and the bar says the waiter
 * is coming; once hydrated, the same form is a fetcher's and the sheet answers in place.
 */
import type { TablePlace, WaiterCallReason, WaiterCallStatus } from '@dasturxon/contracts';
import { WAITER_CALL_REASONS } from '@dasturxon/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';

interface CallAnswer {
  call: WaiterCallStatus | null;
  message?: string | null;
}

/** How often an open call's status is asked for. */
export const POLL_MS = 4000;

/**
 * The call a plain (pre-hydration) post made, from the page's `?waiter=` (decision 344): its id, shown as
 * calling until the first poll answers; `refused` when the server refused it.
 */
export function callFromSearch(search: string): WaiterCallStatus | 'refused' | null {
  const value = new URLSearchParams(search).get('waiter');
  if (value === 'refused') return 'refused';
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id <= 0) return null;
  return { id, reason: 'CALL', status: 'OPEN', createdAt: '', takenAt: null, takenBy: null };
}

export function tableTitle(
  place: Pick<TablePlace, 'number' | 'hallName' | 'branchName'>,
  lang: 'uz' | 'ru' | 'eng',
  table: string,
): string {
  return [
    table,
    place.hallName[lang] || place.hallName.ru,
    place.branchName[lang] || place.branchName.ru,
  ].join(' · ');
}

export function TableBar(props: { place: TablePlace | null; error: string | null; signedIn?: boolean }) {
  const { place, error } = props;
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const sheetId = `${titleId}sheet`;
  const caller = useFetcher<CallAnswer>({ key: 'waiter-call' });
  const search = useLocation().search;
  const posted = useMemo(() => callFromSearch(search), [search]);
  const fromPost = caller.data ? null : posted === 'refused' ? null : posted;
  const made = caller.data?.call ?? fromPost;
  // The call's status as last polled (a plain fetch of /table-call: a failed poll only waits for the next one).
  const [polled, setPolled] = useState<WaiterCallStatus | null>(null);
  const latest = polled && made && polled.id === made.id ? polled : made;
  // Hydrated, the form is the fetcher's: `via=fetch` asks the action for data, not the plain post's redirect.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!latest || latest.status === 'TAKEN') return;
    const ask = () =>
      void fetch(`/table-call?id=${latest.id}`, { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<CallAnswer>) : null))
        .then((answer) => {
          if (answer?.call) setPolled(answer.call);
        })
        .catch(() => undefined);
    // A call made by a plain post is only an id until asked: ask at once.
    if (!latest.createdAt) ask();
    const id = setInterval(ask, POLL_MS);
    return () => clearInterval(id);
  }, [latest]);

  if (!place) {
    return error ? (
      <p className="table-bar table-bar--refused" role="alert">
        {error}
      </p>
    ) : null;
  }
  const busy = caller.state !== 'idle';
  const pressed = busy ? (caller.formData?.get('reason') as WaiterCallReason | null) : null;
  const statusText = (call: WaiterCallStatus) =>
    call.status === 'TAKEN'
      ? call.takenBy
        ? t('dineIn.taken', { name: call.takenBy })
        : t('dineIn.takenNoName')
      : t('dineIn.calling');
  return (
    <section className="table-bar" aria-label={t('dineIn.table', { number: place.number })}>
      <div className="table-bar__where">
        <strong data-testid="table-title">
          {tableTitle(place, lang, t('dineIn.table', { number: place.number }))}
        </strong>
        <span>{t('dineIn.servedHere')}</span>
      </div>
      {/* After a plain post the page came back with the sheet closed: the bar itself says so. */}
      {fromPost && latest ? (
        <p className="table-bar__status" role="status" data-state={latest.status}>
          {statusText(latest)}
        </p>
      ) : null}
      {posted === 'refused' && !caller.data ? (
        <p className="table-bar__status table-bar__status--refused" role="alert">
          {t('dineIn.refused')}
        </p>
      ) : null}
      {place.guestOrdering && props.signedIn === false ? (
        <caller.Form method="post" action="/table-call" className="table-bar__guest">
          <input type="hidden" name="intent" value="guest" />
          <button type="submit" className="button">
            {t('dineIn.orderAsGuest')}
          </button>
        </caller.Form>
      ) : null}
      <button type="button" className="button table-bar__call" popoverTarget={sheetId}>
        {t('dineIn.callWaiter')}
      </button>
      <div id={sheetId} popover="auto" role="dialog" className="table-sheet" aria-labelledby={titleId}>
        <div className="table-sheet__body">
          <h2 id={titleId} className="table-sheet__title">
            {t('dineIn.sheetTitle')}
          </h2>
          {latest ? (
            <p className="table-sheet__status" role="status" data-state={latest.status}>
              {statusText(latest)}
            </p>
          ) : null}
          {caller.data?.message ? (
            <p className="table-sheet__error" role="alert">
              {caller.data.message}
            </p>
          ) : null}
          {/* A plain form (decision 344): a tap before hydration posts it; hydrated, the fetcher sends it. */}
          <caller.Form
            method="post"
            action="/table-call"
            className="table-sheet__reasons"
            data-hydrated={hydrated ? '' : undefined}
          >
            {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
            {WAITER_CALL_REASONS.map((reason) => (
              <button
                key={reason}
                type="submit"
                name="reason"
                value={reason}
                className="button table-sheet__reason"
                disabled={busy}
                aria-busy={pressed === reason}
                aria-pressed={pressed === reason}
              >
                {t(`dineIn.reason.${reason}`)}
              </button>
            ))}
          </caller.Form>
          <button
            type="button"
            className="button table-sheet__close"
            popoverTarget={sheetId}
            popoverTargetAction="hide"
          >
            {t('dineIn.close')}
          </button>
        </div>
      </div>
    </section>
  );
}
