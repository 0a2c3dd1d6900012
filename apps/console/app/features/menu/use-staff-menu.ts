/**
 * The staff menu as the menu and stop-list screens hold it: loaded once, and loaded again after each change
 * (the server's answer is the truth: priorities, types, branch rows). Reorders show at once, then are saved.
 */
import { staffMenuEndpoints as endpoints, type StaffMenu, type StaffProduct } from '@dasturxon/contracts';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ApiResult, ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';

export function useStaffMenu(api: ConsoleApi) {
  const t = useT();
  const [lang] = useLang();
  const [menu, setMenu] = useState<StaffMenu | null>(null);
  const [loadError, setLoadError] = useState<ConsoleApiError | null>(null);

  const reload = useCallback(async () => {
    const [error, data] = await api.call(endpoints.menu);
    setLoadError(error);
    if (data) setMenu(data);
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a change; on success reloads the menu and says `done`; on failure returns the error (shown by the form). */
  async function change(run: Promise<ApiResult<unknown>>, done?: string): Promise<ConsoleApiError | null> {
    const [error] = await run;
    if (error) {
      if (!done) notifications.show({ color: 'red', message: errorText(error, t) });
      await reload();
      return error;
    }
    if (done) notifications.show({ color: 'green', message: done, autoClose: 1500 });
    await reload();
    return null;
  }

  const reorderCategories = (ids: number[]) => {
    setMenu((m) =>
      m ? { ...m, categories: ids.flatMap((id) => m.categories.filter((c) => c.id === id)) } : m,
    );
    return change(api.call(endpoints.orderCategories, { body: { ids } }));
  };

  const reorderProducts = (categoryId: number, ids: number[]) => {
    const rank = new Map(ids.map((id, i) => [id, i]));
    setMenu((m) =>
      m
        ? {
            ...m,
            products: [...m.products].sort((a, b) =>
              a.categoryId === categoryId && b.categoryId === categoryId
                ? (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)
                : 0,
            ),
          }
        : m,
    );
    return change(api.call(endpoints.orderProducts, { params: { id: categoryId }, body: { ids } }));
  };

  const setAvailability = (product: StaffProduct, branchId: number | null, available: boolean) => {
    const message = t(available ? 'stop.resumed' : 'stop.stopped', { name: product.name[lang] });
    return change(
      api.call(endpoints.setAvailability, { params: { id: product.id }, body: { branchId, available } }),
      message,
    );
  };

  return { menu, loadError, reload, change, reorderCategories, reorderProducts, setAvailability };
}
