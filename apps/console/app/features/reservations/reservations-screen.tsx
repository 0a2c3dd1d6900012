/**
 * Reservations (issue 13; ADMIN and OPERATOR; a working screen): one branch's day per hall as a timeline of
 * tables by hours (GET /staff/v1/reservations/day), the requests waiting for an answer, a booking's details with
 * the staff's moves, and a phone booking form. New requests arrive on the staff event stream (`reservation`)
 * with a chime and a notification; any reservation event of the shown branch reloads the day.
 */
import {
  type Reservation,
  type ReservationDay,
  type StaffReservationEvent,
  staffReservationEndpoints,
} from '@dasturxon/contracts';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { type Chime, newOrderChime } from '../../lib/chime.ts';
import { errorText } from '../../lib/error-text.ts';
import { type StaffEventHandlers, useStaffEvents } from '../../lib/live.ts';
import { useBranches } from '../../lib/use-branches.ts';
import { useBranchChoice } from '../../ui/branch-filter.tsx';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { DayTimeline } from './day-timeline.tsx';
import { PhoneBookingForm } from './phone-booking-form.tsx';
import { ReservationSettingsForm } from './settings-form.tsx';
import { tashkentDay, tashkentTime, timelineSpan } from './timeline.ts';

export interface ReservationsScreenProps {
  api: ConsoleApi;
  /** The clock (tests pin it). */
  now?: () => Date;
  /** The live stream hook (tests drive a fake one). */
  useEvents?: (handlers: StaffEventHandlers) => unknown;
  chime?: Chime;
  /** ADMIN: the "Booking settings" button and its form (decision 293). */
  canEditSettings?: boolean;
}

export function ReservationsScreen({
  api,
  now = () => new Date(),
  useEvents = useStaffEvents,
  chime = newOrderChime,
  canEditSettings = false,
}: ReservationsScreenProps) {
  const t = useT();
  const [lang] = useLang();
  const branches = useBranches(api);
  const [storedBranch, setBranchId] = useBranchChoice();
  const [day, setDay] = useState(() => tashkentDay(now()));
  const [hallFilter, setHallFilter] = useState<string>('all');
  const [data, setData] = useState<ReservationDay | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [booking, setBooking] = useState(false);
  const [editingSettings, setEditingSettings] = useState(false);

  const bookable = branches.filter((b) => b.settings.bookingEnabled);
  const branchId = bookable.some((b) => b.id === storedBranch) ? storedBranch : (bookable[0]?.id ?? null);

  const load = useCallback(async () => {
    if (branchId === null) return;
    const [failure, answer] = await api.call(staffReservationEndpoints.day, { query: { branchId, day } });
    setError(failure);
    if (answer) setData(answer);
  }, [api, branchId, day]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  useEvents({
    onOpen: () => void load(),
    onReservation: (e: StaffReservationEvent) => {
      if (e.branchId === branchId) void load();
      if (e.kind === 'created' && e.status === 'REQUESTED') {
        chime.play();
        notifications.show({
          color: 'yellow',
          title: t('reservations.newRequest'),
          message: t('reservations.newRequestText', {
            name: e.customerName,
            chairs: e.chairs,
            time: tashkentTime(e.startsAt),
            day: e.startsAt.slice(0, 10),
          }),
        });
      }
    },
  });

  const span = useMemo(
    () => (data ? timelineSpan(data.day, data.open, data.close, data.reservations) : null),
    [data],
  );
  const halls = data?.halls.filter((h) => hallFilter === 'all' || String(h.id) === hallFilter) ?? [];
  const requests = data?.reservations.filter((r) => r.status === 'REQUESTED') ?? [];
  const selected = data?.reservations.find((r) => r.id === selectedId) ?? null;
  const replace = (next: Reservation) => {
    setData((d) => d && { ...d, reservations: d.reservations.map((r) => (r.id === next.id ? next : r)) });
    void load();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Group align="end">
          <Title order={2}>{t('reservations.title')}</Title>
          <Select
            label={t('reservations.branch')}
            data={bookable.map((b) => ({ value: String(b.id), label: b.name[lang] || b.name.ru }))}
            value={branchId === null ? null : String(branchId)}
            onChange={(v) => v && setBranchId(Number(v))}
            allowDeselect={false}
            w={220}
          />
          <TextInput
            label={t('reservations.day')}
            type="date"
            value={day}
            onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
          />
          {data && data.halls.length > 1 && (
            <SegmentedControl
              aria-label={t('reservations.hall')}
              value={hallFilter}
              onChange={setHallFilter}
              data={[
                { value: 'all', label: t('reservations.allHalls') },
                ...data.halls.map((h) => ({ value: String(h.id), label: h.name[lang] || h.name.ru })),
              ]}
            />
          )}
        </Group>
        <Group>
          {canEditSettings && (
            <Button variant="default" onClick={() => setEditingSettings(true)}>
              {t('reservations.settings.open')}
            </Button>
          )}
          <Button onClick={() => setBooking(true)} disabled={!data || data.halls.length === 0}>
            {t('reservations.phoneBooking')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      )}
      {branches.length > 0 && bookable.length === 0 && <Alert>{t('reservations.noBookableBranch')}</Alert>}
      {!data && !error && bookable.length > 0 && <ListSkeleton rows={4} />}
      {data && span && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              {data.open === null && <Alert color="gray">{t('reservations.closedDay')}</Alert>}
              {halls.length === 0 && <Text c="dimmed">{t('reservations.noHalls')}</Text>}
              {halls.map((hall) => (
                <DayTimeline
                  key={hall.id}
                  day={data.day}
                  hall={hall}
                  span={span}
                  reservations={data.reservations}
                  selectedId={selectedId}
                  now={now()}
                  onSelect={setSelectedId}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="sm">
              {selected && (
                <Paper withBorder p="sm">
                  <BookingPanel api={api} reservation={selected} halls={data.halls} onChanged={replace} />
                </Paper>
              )}
              <Paper withBorder p="sm" component="section" aria-label={t('reservations.requests')}>
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>{t('reservations.requests')}</Text>
                  <Badge color={requests.length > 0 ? 'yellow' : 'gray'}>{requests.length}</Badge>
                </Group>
                {requests.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('reservations.noRequests')}
                  </Text>
                )}
                {requests.map((r) => (
                  <UnstyledButton key={r.id} onClick={() => setSelectedId(r.id)} display="block" py={4}>
                    <Text size="sm">
                      {tashkentTime(r.startsAt)} · {r.customerName} ·{' '}
                      {t('reservations.chairsN', { n: r.chairs })}
                    </Text>
                  </UnstyledButton>
                ))}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <Drawer
        opened={booking}
        onClose={() => setBooking(false)}
        title={t('reservations.phoneBooking')}
        position="right"
      >
        {data && branchId !== null && (
          <PhoneBookingForm
            api={api}
            branchId={branchId}
            day={day}
            halls={data.halls}
            hallId={hallFilter === 'all' ? null : Number(hallFilter)}
            onBooked={(r) => {
              setBooking(false);
              setSelectedId(r.id);
              notifications.show({
                color: 'green',
                message: t('reservations.booked', { number: r.tableNumber }),
              });
              void load();
            }}
          />
        )}
      </Drawer>
      <Modal
        opened={editingSettings}
        onClose={() => setEditingSettings(false)}
        title={t('reservations.settings.title')}
      >
        <ReservationSettingsForm
          api={api}
          onCancel={() => setEditingSettings(false)}
          onSaved={() => {
            setEditingSettings(false);
            notifications.show({ color: 'green', message: t('reservations.settings.saved') });
            void load();
          }}
        />
      </Modal>
    </Stack>
  );
}
