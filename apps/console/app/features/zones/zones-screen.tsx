/**
 * Delivery zones (ADMIN, issue 12; decisions 262-263): the map with every zone, drawing a new one and editing the
 * chosen one's corners; its name, branch, price, priority, colour and active beside it; the order settings in a
 * second tab; and a click on the map answering "a customer here pays X (zone Y)" from the server's tariff.
 */
import {
  staffBranchEndpoints as endpoints,
  type OrderSettings,
  type StaffBranch,
  type StaffZone,
  type ZoneInput,
  type ZonePreview,
} from '@dasturxon/contracts';
import { Alert, Badge, Box, Button, Group, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatAmount } from '../../lib/format.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { OrderSettingsForm } from './order-settings-form.tsx';
import { ZoneForm } from './zone-form.tsx';
import { LazyZoneMap } from './zone-map-lazy.tsx';
import { DEFAULT_ZONE_COLOR, type LatLon, zoneValuesOf } from './zone-values.ts';

const TASHKENT = { latitude: 41.2995, longitude: 69.2401 };

interface Selected {
  id: number | 'new';
  polygon: LatLon[];
  color: string;
}

export function ZonesScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const [zones, setZones] = useState<StaffZone[] | null>(null);
  const [branches, setBranches] = useState<StaffBranch[]>([]);
  const [settings, setSettings] = useState<OrderSettings | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [probe, setProbe] = useState<{ latitude: number; longitude: number } | null>(null);
  const [preview, setPreview] = useState<ZonePreview | ConsoleApiError | null>(null);

  const loadZones = useCallback(async () => {
    const [failure, data] = await api.call(endpoints.zones);
    setError(failure);
    if (data) setZones(data);
  }, [api]);
  const loadSettings = useCallback(async () => {
    const [, data] = await api.call(endpoints.orderSettings);
    if (data) setSettings(data);
  }, [api]);

  useEffect(() => {
    void loadZones();
    void loadSettings();
    void api.call(endpoints.branches).then(([, data]) => {
      if (data) setBranches(data);
    });
  }, [api, loadZones, loadSettings]);

  const ask = async (point: { latitude: number; longitude: number }) => {
    setProbe(point);
    const [failure, data] = await api.call(endpoints.zonePreview, {
      query: { lat: point.latitude, lon: point.longitude },
    });
    setPreview(failure ?? data);
  };

  const current = selected && selected.id !== 'new' ? zones?.find((z) => z.id === selected.id) : undefined;
  const choose = (z: StaffZone) => {
    setDrawing(false);
    setSelected({ id: z.id, polygon: z.polygon, color: z.color ?? DEFAULT_ZONE_COLOR });
  };

  const save = async (input: ZoneInput): Promise<ConsoleApiError | null> => {
    if (!selected) return null;
    const [failure] =
      selected.id === 'new'
        ? await api.call(endpoints.createZone, { body: input })
        : await api.call(endpoints.saveZone, { params: { id: selected.id }, body: input });
    if (failure) return failure;
    notifications.show({ color: 'green', message: t('zones.saved') });
    setSelected(null);
    await loadZones();
    if (probe) await ask(probe);
    return null;
  };

  const remove = async () => {
    if (!current || !window.confirm(t('zones.deleteConfirm', { name: current.name }))) return;
    const [failure] = await api.call(endpoints.deleteZone, { params: { id: current.id } });
    if (failure) notifications.show({ color: 'red', message: errorText(failure, t) });
    else notifications.show({ color: 'green', message: t('zones.deleted') });
    setSelected(null);
    await loadZones();
  };

  const branchName = (id: number | null) =>
    id === null ? t('zones.allBranches') : (branches.find((b) => b.id === id)?.name[lang] ?? '');

  const previewText = () => {
    if (!preview) return <Text size="sm">{t('zones.previewHint')}</Text>;
    if ('code' in preview) return <Text size="sm">{preview.message}</Text>;
    if (!preview.zone) return <Text size="sm">{t('zones.previewOut')}</Text>;
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600} data-testid="zone-preview">
          {t('zones.previewPays', { price: formatAmount(preview.price), zone: preview.zone.name })}
        </Text>
        <Text size="xs" c="dimmed">
          {branchName(preview.branchId)} · {t('zones.previewKm', { km: preview.distance })}
          {preview.minOrderAmount > 0 &&
            ` · ${t('zones.previewMin', { amount: formatAmount(preview.minOrderAmount) })}`}
          {preview.freeDeliveryThreshold > 0 &&
            ` · ${t('zones.previewFree', { amount: formatAmount(preview.freeDeliveryThreshold) })}`}
        </Text>
      </Stack>
    );
  };

  const previewColor = preview && !('code' in preview) ? (preview.zone ? 'teal' : 'orange') : 'gray';

  return (
    <Stack gap="sm" p="md" h="calc(100vh - 60px)">
      <Group justify="space-between">
        <Title order={2}>{t('zones.title')}</Title>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      )}
      <Group align="stretch" wrap="nowrap" gap="md" style={{ flex: 1, minHeight: 0 }}>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="xs" h="100%">
            <Box style={{ flex: 1, minHeight: 0, isolation: 'isolate' }}>
              <LazyZoneMap
                center={branches[0] ?? TASHKENT}
                zones={zones ?? []}
                branches={branches.map((b) => ({ ...b, name: b.name[lang] }))}
                selected={selected}
                drawing={drawing}
                probe={probe}
                label={t('zones.title')}
                onDrawn={(polygon) => {
                  setDrawing(false);
                  setSelected({ id: 'new', polygon, color: DEFAULT_ZONE_COLOR });
                }}
                onEdited={(polygon) => setSelected((s) => (s ? { ...s, polygon } : s))}
                onProbe={ask}
              />
            </Box>
            <Alert color={previewColor} variant="light" py="xs">
              {previewText()}
            </Alert>
          </Stack>
        </Box>
        <Box w={400} style={{ flexShrink: 0, overflowY: 'auto' }}>
          <Tabs defaultValue="zones" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="zones">{t('zones.tab.zones')}</Tabs.Tab>
              <Tabs.Tab value="settings">{t('zones.tab.settings')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="zones">
              {selected ? (
                <ZoneForm
                  key={String(selected.id)}
                  initial={zoneValuesOf(current ?? null)}
                  polygon={selected.polygon}
                  branches={branches}
                  isNew={selected.id === 'new'}
                  onColor={(color) => setSelected((s) => (s ? { ...s, color } : s))}
                  onSubmit={save}
                  onDelete={remove}
                  onCancel={() => setSelected(null)}
                />
              ) : (
                <Stack gap="xs">
                  <Button
                    variant={drawing ? 'light' : 'filled'}
                    onClick={() => setDrawing((d) => !d)}
                    data-testid="draw-zone"
                  >
                    {drawing ? t('branches.cancel') : t('zones.add')}
                  </Button>
                  {drawing && (
                    <Text size="xs" c="dimmed">
                      {t('zones.drawHint')}
                    </Text>
                  )}
                  {!zones && !error && <ListSkeleton rows={3} />}
                  {zones && zones.length === 0 && <Text c="dimmed">{t('zones.empty')}</Text>}
                  {zones?.map((z) => (
                    <UnstyledButton
                      key={z.id}
                      onClick={() => choose(z)}
                      p="xs"
                      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
                      data-testid={`zone-${z.id}`}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="xs" wrap="nowrap">
                          <Box
                            w={14}
                            h={14}
                            style={{ borderRadius: 3, background: z.color ?? DEFAULT_ZONE_COLOR }}
                          />
                          <Stack gap={0}>
                            <Text fw={600} size="sm">
                              {z.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {branchName(z.branchId)}
                              {z.priority > 0 && ` · ${t('zones.field.priority')} ${z.priority}`}
                            </Text>
                          </Stack>
                        </Group>
                        <Group gap={4} wrap="nowrap">
                          {!z.isActive && <Badge color="gray">{t('branches.inactive')}</Badge>}
                          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {formatAmount(z.price)} {t('zones.sum')}
                          </Text>
                        </Group>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              {settings ? (
                <OrderSettingsForm api={api} initial={settings} onSaved={loadSettings} />
              ) : (
                <ListSkeleton rows={4} />
              )}
            </Tabs.Panel>
          </Tabs>
        </Box>
      </Group>
    </Stack>
  );
}
