/** Renders console UI as the app does (Mantine, notifications, English catalogue, a router) for component tests. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../i18n/index.tsx';
import { theme } from '../theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <I18nProvider initialLang="eng">{children}</I18nProvider>
    </MantineProvider>
  );
}

/** `rerender` keeps the providers and the router (they are the wrapper), as a live screen keeps its state. */
export function renderUi(ui: ReactNode, path = '/') {
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[path]}>
        <Providers>{children}</Providers>
      </MemoryRouter>
    ),
  });
}
