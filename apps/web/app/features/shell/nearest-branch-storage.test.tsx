// @vitest-environment happy-dom
/**
 * The nearest branch the server knows (from its cookie) is mirrored into localStorage `_nearesBranch`, the spec's
 * key, by the sub-header, which stays mounted. The button that found it is replaced by the badge, in the commit
 * that may also bring the action's answer, so the button could not be the one to write it.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../shared/basket/test-basket-ui.tsx';
import { NEAREST_BRANCH_STORAGE_KEY } from '../../shared/location/use-locate-branch.ts';
import { makeShellMerchant } from '../../shared/shell/test-shell.ts';
import { SubHeader } from './site-header.tsx';

const stored = () => JSON.parse(window.localStorage.getItem(NEAREST_BRANCH_STORAGE_KEY) ?? 'null');

describe('the nearest branch in localStorage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('is written when the page shows the nearest branch, even with no locate button on it', async () => {
    const merchant = makeShellMerchant({
      id: 'm-branch',
      nearestBranch: { id: 4, name: 'Chilonzor', open: true },
    });
    await renderIn(<SubHeader merchant={merchant} />);
    expect(await screen.findByText('Chilonzor · open 24 hours')).toBeTruthy();
    expect(stored()).toEqual({ id: 4, name: 'Chilonzor', merchantId: 'm-branch' });
  });

  it('is left alone while the server knows no nearest branch', async () => {
    window.localStorage.setItem(
      NEAREST_BRANCH_STORAGE_KEY,
      JSON.stringify({ id: 9, name: 'Old', merchantId: 'x' }),
    );
    await renderIn(<SubHeader merchant={makeShellMerchant({ nearestBranch: null })} brandTabs={false} />);
    expect(stored()).toEqual({ id: 9, name: 'Old', merchantId: 'x' });
  });
});
