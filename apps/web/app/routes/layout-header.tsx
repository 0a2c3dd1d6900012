/**
 * The default layout's header and sub-header, as one island (shared/ui/island.tsx, decision 360): their links
 * and forms (language, nearest branch) work before their code has arrived, so it loads after the page has
 * hydrated, outside the menu's first JavaScript. Composed here, as features do not import each other (196).
 */
import { HeaderAccount } from '../features/account/header-account.tsx';
import { SiteHeader, SubHeader } from '../features/shell/site-header.tsx';
import type { ShellData } from '../shared/shell/shell-types.ts';

export function LayoutHeader({
  shell,
  langSwitch,
  brandTabs,
}: {
  shell: ShellData;
  langSwitch: boolean;
  brandTabs: boolean;
}) {
  return (
    <>
      <SiteHeader shell={shell} langSwitch={langSwitch} account={<HeaderAccount user={shell.user} />} />
      {shell.merchant && <SubHeader merchant={shell.merchant} brandTabs={brandTabs} />}
    </>
  );
}
