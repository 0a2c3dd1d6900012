/**
 * The frame of every staff screen: merchant, the screens this role may open, language, who is signed in and
 * sign-out. Dense (48 px bar) so the board keeps the height of a 1366x768 screen for orders.
 */
import { staffEndpoints } from '@dasturxon/contracts';
import { AppShell, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/index.tsx';
import { consolePathOf } from '../../lib/guard.ts';
import { api, onSessionLost, setStaff } from '../../lib/runtime.ts';
import { screensFor } from '../../lib/screens.ts';
import { AsideSlotContext } from './aside-slot.ts';
import { LangSwitch } from './lang-switch.tsx';
import { useStaffContext } from './use-staff.ts';

/** Width of the aside that opens beside the main area (waiter calls), in px. */
export const ASIDE_WIDTH = 320;

export function ConsoleShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { staff, merchant } = useStaffContext();
  const t = useT();
  const [lang] = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = screensFor(staff.role);
  const work = screens.filter((s) => !('section' in s));
  const setup = screens.filter((s) => 'section' in s);
  const [asideShown, setAsideShown] = useState(false);

  useEffect(
    () =>
      onSessionLost(() => {
        notifications.show({ color: 'orange', message: t('auth.expired'), id: 'session-lost' });
        const next = consolePathOf(new URL(window.location.href));
        navigate(`/sign-in?next=${encodeURIComponent(next)}`, { replace: true });
      }),
    [navigate, t],
  );

  const signOut = async () => {
    await api.call(staffEndpoints.logout);
    setStaff(null);
    navigate('/sign-in', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 48 }}
      aside={{
        width: ASIDE_WIDTH,
        breakpoint: 'xs',
        collapsed: { desktop: !asideShown, mobile: !asideShown },
      }}
      padding={0}
    >
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} truncate maw={220}>
              {merchant.name[lang] || merchant.name.ru}
            </Text>
            {screens.length > 1 ? (
              <Group component="nav" gap={4} wrap="nowrap" aria-label={t('app.title')}>
                {work.map((s) => (
                  <Button
                    key={s.id}
                    component={NavLink}
                    to={s.path}
                    size="compact-sm"
                    variant={location.pathname.startsWith(s.path) ? 'filled' : 'subtle'}
                  >
                    {t(s.label)}
                  </Button>
                ))}
                {setup.length > 0 ? (
                  <Menu position="bottom-start" withinPortal>
                    <Menu.Target>
                      <Button
                        size="compact-sm"
                        variant={
                          setup.some((s) => location.pathname.startsWith(s.path)) ? 'filled' : 'subtle'
                        }
                      >
                        {t('nav.setup')} ▾
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {setup.map((s) => (
                        <Menu.Item key={s.id} component={NavLink} to={s.path}>
                          {t(s.label)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </Group>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LangSwitch />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`${staff.name}, ${t(`role.${staff.role}`)}`}>
                  <Text size="sm" fw={600} truncate maw={160}>
                    {staff.name}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1}>
                    {t(`role.${staff.role}`)}
                  </Text>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={signOut}>{t('nav.signOut')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main">{children}</AppShell.Main>
      {aside ? (
        <AppShell.Aside p="xs" aria-hidden={!asideShown} style={{ overflowY: 'auto' }}>
          <AsideSlotContext.Provider value={setAsideShown}>{aside}</AsideSlotContext.Provider>
        </AppShell.Aside>
      ) : null}
    </AppShell>
  );
}
