/**
 * The day view's timeline (issue 13): one row per table of a hall, one column per hour of the branch's day;
 * each booking is a button placed at its time and as long as its turn, coloured by status. A line marks now
 * on today's view.
 */
import type { DayHall, Reservation } from '@dasturxon/contracts';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';
import { minutesInDay, placeBooking, STATUS_COLOR, showsOnTimeline, tashkentTime } from './timeline.ts';

const LABEL_WIDTH = 124;
const ROW_HEIGHT = 40;

export function DayTimeline(props: {
  day: string;
  hall: DayHall;
  span: { start: number; end: number; hours: number[] };
  reservations: readonly Reservation[];
  selectedId: number | null;
  now: Date;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const { span } = props;
  const total = span.end - span.start;
  const nowMinute = minutesInDay(props.day, props.now.toISOString());
  const showNow = nowMinute >= span.start && nowMinute <= span.end;
  const hallName = props.hall.name[lang] || props.hall.name.ru;

  return (
    <Paper withBorder p="sm" component="section" aria-label={hallName}>
      <Title order={3} size="h5" mb="xs">
        {hallName}
      </Title>
      <Box style={{ display: 'flex' }} aria-hidden="true">
        <Box style={{ width: LABEL_WIDTH, flex: 'none' }} />
        <Box style={{ position: 'relative', flex: 1, height: 18 }}>
          {span.hours.map((h, i) =>
            span.hours.length > 14 && i % 2 === 1 ? null : (
              <Text
                key={h}
                size="xs"
                c="dimmed"
                style={{ position: 'absolute', left: `${(i / span.hours.length) * 100}%`, paddingLeft: 3 }}
              >
                {String(h % 24).padStart(2, '0')}:00
              </Text>
            ),
          )}
        </Box>
      </Box>
      {props.hall.tables.map((table) => {
        const bookings = props.reservations.filter(
          (r) => r.tableId === table.id && showsOnTimeline(r.status),
        );
        return (
          <Box
            key={table.id}
            style={{ display: 'flex', alignItems: 'stretch', height: ROW_HEIGHT }}
            data-table={table.number}
          >
            <Text
              size="xs"
              style={{ width: LABEL_WIDTH, flex: 'none', alignSelf: 'center', whiteSpace: 'nowrap' }}
            >
              {t('reservations.tableSeats', { number: table.number, seats: table.seats })}
            </Text>
            <Box
              style={{
                position: 'relative',
                flex: 1,
                borderTop: '1px solid var(--mantine-color-gray-2)',
                backgroundImage: `repeating-linear-gradient(to right, var(--mantine-color-gray-2) 0 1px, transparent 1px ${100 / span.hours.length}%)`,
              }}
            >
              {showNow && (
                <Box
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    left: `${((nowMinute - span.start) / total) * 100}%`,
                    borderLeft: '2px solid var(--mantine-color-red-6)',
                    zIndex: 2,
                  }}
                />
              )}
              {bookings.map((r) => {
                const place = placeBooking(props.day, span, r);
                const color = STATUS_COLOR[r.status];
                const selected = r.id === props.selectedId;
                return (
                  <button
                    key={r.id}
                    type="button"
                    onClick={() => props.onSelect(r.id)}
                    aria-pressed={selected}
                    aria-label={t('reservations.blockLabel', {
                      time: tashkentTime(r.startsAt),
                      name: r.customerName,
                      chairs: r.chairs,
                      status: t(`reservations.status.${r.status}`),
                    })}
                    style={{
                      position: 'absolute',
                      top: 4,
                      bottom: 4,
                      left: `${place.left}%`,
                      width: `calc(${place.width}% - 2px)`,
                      overflow: 'hidden',
                      whiteSpace: 'nowrap',
                      textOverflow: 'ellipsis',
                      textAlign: 'left',
                      padding: '0 6px',
                      fontSize: 12,
                      cursor: 'pointer',
                      borderRadius: 4,
                      border: selected ? '2px solid var(--mantine-color-dark-6)' : '1px solid transparent',
                      background: `var(--mantine-color-${color}-${r.status === 'REQUESTED' ? 2 : 1})`,
                      color: `var(--mantine-color-${color}-9)`,
                      textDecoration: r.status === 'NO_SHOW' ? 'line-through' : undefined,
                      zIndex: 1,
                    }}
                  >
                    {tashkentTime(r.startsAt)} · {r.customerName} · {r.chairs}
                  </button>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
