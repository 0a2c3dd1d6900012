/**
 * The links of the header and the bottom bar: on every page, on every server render (decision 367).
 *
 * React Router's Link and NavLink resolve their target on each render (relative paths, the basename, a URL parse
 * to tell an external link) and NavLink its active state through several hooks: ~8 µs a link on the server, a
 * dozen links on every document. These targets are absolute paths of this app, so the links render the path as it
 * is and navigate as Link does: a plain left click (no modifier key, no other target) is a client navigation,
 * replacing the entry when it leads where the visitor already is; anything else is the browser's own. They carry
 * `data-discover` as Link does, so React Router still discovers their routes ahead of the click (lazy route
 * discovery). A NavLink's look is kept exactly: `class` gains "active" and `aria-current="page"` is set when the
 * path is the page's (the path itself, or below it unless `end`; "/" only itself), compared without case.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this app ("/search"), with its query if any. */
  to: string;
};

/** A click the browser would follow in this tab: the one React Router's Link handles itself. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

function useShellNavigation(to: string, onClick: ShellLinkProps['onClick']) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to, { replace: location.pathname + location.search + location.hash === to });
  };
}

export function ShellLink({ to, onClick, ...rest }: ShellLinkProps) {
  const click = useShellNavigation(to, onClick);
  return <a {...rest} href={to} onClick={click} data-discover="true" />;
}

/** Whether `to` is the page at `pathname`, as NavLink decides it. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const path = to.toLowerCase();
  if (here === path) return true;
  if (end || path === '/') return false;
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return here.startsWith(`${base}/`);
}

export function ShellNavLink({
  to,
  end = false,
  className,
  onClick,
  ...rest
}: ShellLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const click = useShellNavigation(to, onClick);
  const active = isActivePath(pathname, to, end);
  return (
    <a
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      {...rest}
      href={to}
      onClick={click}
      data-discover="true"
    />
  );
}
