import type { User } from '@dasturxon/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import type { ProfileUserResult } from './profile-user.server.ts';
import { TextField } from './text-field.tsx';
import { EMAIL_MAX, NAME_MAX } from './user-form-data.ts';

type SaveResult = Extract<ProfileUserResult, { intent: 'save' }>;

/** First and last name, gender, birthday, email. The action validates; the inputs mirror its limits. */
export function UserForm({ user, result, today }: { user: User; result: SaveResult | null; today: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const errors = result?.fieldErrors ?? {};
  const err = (k: keyof typeof errors) => (errors[k] ? t(errors[k]) : null);
  return (
    <Form method="post" className="account-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      <TextField
        label={t('account.user.firstName')}
        name="firstName"
        autoComplete="given-name"
        maxLength={NAME_MAX}
        defaultValue={user.firstName ?? ''}
        error={err('firstName')}
        required
      />
      <TextField
        label={t('account.user.lastName')}
        name="lastName"
        autoComplete="family-name"
        maxLength={NAME_MAX}
        defaultValue={user.lastName ?? ''}
        error={err('lastName')}
      />
      <fieldset className="field gender-field" aria-describedby={errors.gender ? 'gender-error' : undefined}>
        <legend className="field__label">{t('account.user.gender')}</legend>
        <div className="segmented">
          {(
            [
              ['', 'account.user.genderNone'],
              ['MALE', 'account.user.genderMale'],
              ['FEMALE', 'account.user.genderFemale'],
            ] as const
          ).map(([value, key]) => (
            <label key={value || 'none'} className="segmented__option">
              <input
                type="radio"
                name="gender"
                value={value}
                defaultChecked={(user.gender ?? '') === value}
              />
              <span>{t(key)}</span>
            </label>
          ))}
        </div>
        {errors.gender && (
          <p id="gender-error" className="field__error" role="alert">
            {err('gender')}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('account.user.birthday')}
        name="birthday"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        defaultValue={user.birthday ?? ''}
        error={err('birthday')}
      />
      <TextField
        label={t('account.user.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        defaultValue={user.email ?? ''}
        error={err('email')}
      />
      {result?.message && (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      )}
      {result?.saved && (
        <p className="form-success" role="status">
          {t('account.user.saved')}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {t('account.user.save')}
      </button>
    </Form>
  );
}
