/**
 * The branch form's values and what they become: the API's BranchInput, checked with the same contract and the
 * domain's weekly-hours rules the server applies (overlaps of overnight hours, a day twice).
 */
import {
  type BranchInput,
  BranchInputSchema,
  type BranchServices,
  type StaffBranch,
  WEEKDAYS,
  type Weekday,
} from '@dasturxon/contracts';
import { TASHKENT_TZ, workHoursProblems } from '@dasturxon/domain';
import type { FormErrors } from '@mantine/form';
import type { Translate } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

export interface DayValues {
  day: Weekday;
  working: boolean;
  open: string;
  close: string;
}

export interface BranchFormValues {
  name: { uz: string; ru: string; eng: string };
  address: string;
  cityId: string;
  latitude: number;
  longitude: number;
  phone: string;
  bookingPhone: string;
  isActive: boolean;
  services: BranchServices;
  days: DayValues[];
}

const NO_SERVICES: BranchServices = {
  deliveryEnabled: true,
  pickUpEnabled: true,
  dineInEnabled: false,
  bookingEnabled: false,
  expressEnabled: false,
  yandexEnabled: false,
  kitchenEnabled: false,
  payOfficeEnabled: false,
  storageEnabled: false,
};

export function valuesOf(
  branch: StaffBranch | null,
  defaults: { cityId: number | null; latitude: number; longitude: number },
): BranchFormValues {
  const days = WEEKDAYS.map((day): DayValues => {
    const h = branch?.workHours.find((w) => w.day === day);
    if (!branch) return { day, working: true, open: '10:00', close: '22:00' };
    return h
      ? { day, working: !h.isDayOff, open: h.open, close: h.close }
      : { day, working: false, open: '10:00', close: '22:00' };
  });
  return {
    name: branch ? { ...branch.name } : { uz: '', ru: '', eng: '' },
    address: branch?.address ?? '',
    cityId: String(branch?.cityId ?? defaults.cityId ?? ''),
    latitude: branch?.latitude ?? defaults.latitude,
    longitude: branch?.longitude ?? defaults.longitude,
    phone: branch?.phone ?? '',
    bookingPhone: branch?.bookingPhone ?? '',
    isActive: branch?.isActive ?? true,
    services: branch ? { ...branch.services } : { ...NO_SERVICES },
    days,
  };
}

const phoneOf = (s: string) => {
  const digits = s.replace(/\D/g, '');
  return digits === '' ? null : digits;
};

export function inputOf(v: BranchFormValues): BranchInput {
  return {
    name: { uz: v.name.uz.trim(), ru: v.name.ru.trim(), eng: v.name.eng.trim() },
    address: v.address.trim(),
    cityId: Number(v.cityId),
    latitude: Number(v.latitude),
    longitude: Number(v.longitude),
    phone: phoneOf(v.phone),
    bookingPhone: phoneOf(v.bookingPhone),
    isActive: v.isActive,
    services: v.services,
    workHours: v.days.map((d) => ({ day: d.day, open: d.open, close: d.close, isDayOff: !d.working })),
  };
}

/** Mantine `validate`: the contract's field errors on the form's own paths, and the hours' overlaps. */
export function validateBranch(t: Translate) {
  const resolve = contractResolver<BranchInput>(BranchInputSchema, t);
  return (values: BranchFormValues): FormErrors => {
    const input = inputOf(values);
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(input))) {
      const m = /^workHours\.(\d+)\.(open|close)$/.exec(path);
      errors[m ? `days.${m[1]}.${m[2]}` : path] = message;
    }
    for (const p of workHoursProblems(input.workHours)) {
      if (p.kind !== 'OVERLAP') continue;
      const i = WEEKDAYS.indexOf(p.day);
      errors[`days.${i}.close`] = t('branches.hoursOverlap', { day: t(`branches.day.${p.day}`) });
    }
    return errors;
  };
}

/** The instant of the next `HH:MM` in Tashkent after `now` (today, or tomorrow when it has passed). */
export function nextTashkentTime(time: string, now: Date): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: TASHKENT_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const today = new Date(`${local}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+05:00`);
  return today > now ? today : new Date(today.getTime() + 24 * 60 * 60 * 1000);
}
