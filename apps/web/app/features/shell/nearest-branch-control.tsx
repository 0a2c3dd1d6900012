/**
 * "Nearest branch" in the sub-header, where the found branch then shows (decision 325): the location is asked
 * only when the customer presses it, never at start-up. Before the page's JavaScript has loaded it opens
 * /branches; a refusal is answered on this line (never a toast over the header) and remembered in the `geo`
 * cookie, after which the server renders a plain link to the branches instead of the button.
 */
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { useLocateBranch } from '../../shared/location/use-locate-branch.ts';
import { PinIcon } from '../../shared/ui/icons.tsx';

export function NearestBranchControl(props: { refused: boolean; branchesPage: boolean }) {
  const t = useT();
  const locate = useLocateBranch();
  const { status } = locate;
  const notice =
    status === 'refused'
      ? t('location.refused')
      : status === 'unavailable'
        ? t('location.unavailable')
        : status === 'failed'
          ? locate.message || t('location.unavailable')
          : null;
  if (props.refused && status === 'idle') {
    if (!props.branchesPage) return null;
    return (
      <p className="branch-badge" data-location="refused">
        <PinIcon />
        <Link to="/branches">{t('location.chooseBranch')}</Link>
      </p>
    );
  }
  return (
    <div className="nearest-control" data-location={status}>
      {/* Before the page's JavaScript has loaded the press opens the branch list (a plain GET form). */}
      <form
        method="get"
        action={props.branchesPage ? '/branches' : '/'}
        onSubmit={(event) => {
          event.preventDefault();
          if (status !== 'locating') locate.locate();
        }}
      >
        <button
          type="submit"
          className="nearest-control__button"
          aria-busy={status === 'locating' || undefined}
        >
          <PinIcon />
          <span>{status === 'locating' ? t('location.locating') : t('location.findNearestLong')}</span>
        </button>
      </form>
      <p className="nearest-control__notice" role="status">
        {notice}
        {notice && props.branchesPage && (
          <>
            {' '}
            <Link to="/branches">{t('location.chooseBranch')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
