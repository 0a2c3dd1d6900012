/** When the order is wanted: now, or later on a day and time the branch is open (its slots). */
import { tashkentDay, weekdayAt } from '@dasturxon/domain';
import { useId } from 'react';
import { type MessageKey, useT } from '../../../shared/i18n/index.tsx';

type Slots = { day: string; times: string[] }[];

export function TimeSection(props: {
  slots: Slots;
  /** A branch is chosen (no slots then means none in the coming days). */
  branchKnown: boolean;
  later: boolean;
  day: string;
  time: string;
  /** The app's clock (ISO), for "today" and "tomorrow". */
  now: string;
  onLater: (later: boolean) => void;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
}) {
  const t = useT();
  const { slots, later } = props;
  return (
    <section className="checkout-card" aria-labelledby="co-time">
      <h2 id="co-time" className="checkout-card__title">
        {t('checkout.time')}
      </h2>
      <div className="checkout-choice">
        <label className="checkout-radio">
          <input type="radio" name="later" value="0" checked={!later} onChange={() => props.onLater(false)} />
          <span className="checkout-radio__text">
            <span>{t('checkout.now')}</span>
            <span className="checkout-radio__hint">{t('checkout.nowHint')}</span>
          </span>
        </label>
        <label className="checkout-radio">
          <input
            type="radio"
            name="later"
            value="1"
            checked={later}
            onChange={() => props.onLater(true)}
            disabled={slots.length === 0}
          />
          <span className="checkout-radio__text">
            <span>{t('checkout.later')}</span>
            <span className="checkout-radio__hint">
              {slots.length === 0 && props.branchKnown ? t('checkout.noSlots') : t('checkout.laterHint')}
            </span>
          </span>
        </label>
      </div>
      {later && slots.length > 0 && (
        <TimeSelects
          slots={slots}
          day={props.day}
          time={props.time}
          now={props.now}
          onDay={props.onDay}
          onTime={props.onTime}
        />
      )}
    </section>
  );
}

function TimeSelects(props: {
  slots: Slots;
  day: string;
  time: string;
  now: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
}) {
  const t = useT();
  const dayId = useId();
  const timeId = useId();
  const times = props.slots.find((s) => s.day === props.day)?.times ?? props.slots[0]?.times ?? [];
  const today = tashkentDay(new Date(props.now));
  const dayLabel = (d: string) => {
    const offset = Math.round((Date.parse(d) - Date.parse(today)) / 86_400_000);
    if (offset === 0) return t('checkout.today');
    if (offset === 1) return t('checkout.tomorrow');
    const date = new Date(`${d}T12:00:00+05:00`);
    const weekday = t(`pages.weekday.${weekdayAt(date)}` as MessageKey);
    return `${weekday}, ${d.slice(8, 10)}.${d.slice(5, 7)}`;
  };
  return (
    <div className="checkout-when">
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor={dayId}>
          {t('checkout.day')}
        </label>
        <select id={dayId} name="day" value={props.day} onChange={(e) => props.onDay(e.currentTarget.value)}>
          {props.slots.map((s) => (
            <option key={s.day} value={s.day}>
              {dayLabel(s.day)}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor={timeId}>
          {t('checkout.timeOfDay')}
        </label>
        <select
          id={timeId}
          name="time"
          value={times.includes(props.time) ? props.time : ''}
          onChange={(e) => props.onTime(e.currentTarget.value)}
        >
          <option value="" disabled>
            {t('checkout.chooseTime')}
          </option>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
