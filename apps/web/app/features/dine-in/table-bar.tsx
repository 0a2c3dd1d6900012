/**
 * The table bar (issue 13): after a table's QR link, the menu says where the guest sits — "Table 7 · Terrace ·
 * Chilonzor" — and offers to call a waiter. The sheet's reasons post to /table-call; the bar then asks for the
 * call's status every few seconds until a staff member takes it, and says who is coming. A refused call (a
 * moment after the last one, a table switched off) shows the server's translated words.
 * The sheet is a popover opened by the browser itself (popovertarget): this component is loaded lazily, and a
 * tap on "call a waiter" before its code had hydrated was lost when a script opened the sheet (decision 336).
 */
import type { TablePlace, WaiterCallReason, WaiterCallStatus } from '@dasturxon/contracts';
import { WAITER_CALL_REASONS } from '@dasturxon/contracts';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';

interface CallAnswer {
  call: WaiterCallStatus | null;
  message?: string | null;
}

/** How often an open call's status is asked for. */
export const POLL_MS = 4000;

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
  const made = caller.data?.call ?? null;
  // The call's status as last polled (a plain fetch of /table-call: a failed poll only waits for the next one).
  const [polled, setPolled] = useState<WaiterCallStatus | null>(null);
  const latest = polled && made && polled.id === made.id ? polled : made;
  // The reasons answer only once this code has hydrated: until then they say so (disabled), not lose a tap.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!latest || latest.status === 'TAKEN') return;
    const id = setInterval(() => {
      void fetch(`/table-call?id=${latest.id}`, { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<CallAnswer>) : null))
        .then((answer) => {
          if (answer?.call) setPolled(answer.call);
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(id);
  }, [latest]);

  if (!place) {
    return error ? (
      <p className="table-bar table-bar--refused" role="alert">
        {error}
      </p>
    ) : null;
  }
  const busy = caller.state !== 'idle' || !hydrated;
  const call = (reason: WaiterCallReason) => {
    caller.submit({ reason }, { method: 'post', action: '/table-call' });
  };
  return (
    <section className="table-bar" aria-label={t('dineIn.table', { number: place.number })}>
      <div className="table-bar__where">
        <strong data-testid="table-title">
          {tableTitle(place, lang, t('dineIn.table', { number: place.number }))}
        </strong>
        <span>{t('dineIn.servedHere')}</span>
      </div>
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
              {latest.status === 'TAKEN'
                ? latest.takenBy
                  ? t('dineIn.taken', { name: latest.takenBy })
                  : t('dineIn.takenNoName')
                : t('dineIn.calling')}
            </p>
          ) : null}
          {caller.data?.message ? (
            <p className="table-sheet__error" role="alert">
              {caller.data.message}
            </p>
          ) : null}
          <div className="table-sheet__reasons">
            {WAITER_CALL_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                className="button table-sheet__reason"
                disabled={busy}
                aria-busy={busy}
                onClick={() => call(reason)}
              >
                {t(`dineIn.reason.${reason}`)}
              </button>
            ))}
          </div>
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
