/** Weekly-hours shapes the demo branches use (Asia/Tashkent local time). */
import { WEEKDAYS, type WorkHour } from '@dasturxon/contracts';
import { weeklyHours } from '../factories.ts';

/** Open around the clock. 00:00-23:59 rather than 00:00-00:00, which some readers would take as "closed". */
export const roundTheClock = (): WorkHour[] => weeklyHours('00:00', '23:59');

/** Closed every day (e.g. under renovation): the branch is closed whatever the hour of the run. */
export const closedAllWeek = (): WorkHour[] => weeklyHours('10:00', '23:00', [...WEEKDAYS]);

export { weeklyHours };
