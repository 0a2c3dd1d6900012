import { Form, useNavigation } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { CodeField } from './code-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { ProfileUserResult } from './profile-user.server.ts';
import { formatSeconds, useCountdown } from './use-countdown.ts';

type PhoneResult = Extract<ProfileUserResult, { intent: 'phone' }>;

/**
 * Change of phone: the new number -> a code sent to it -> confirm. A <details> opens it, so it works without
 * JavaScript; it stays open while a step is in progress.
 */
export function PhoneChange({ phoneLabel, result }: { phoneLabel: string; result: PhoneResult | null }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const sentTo = result?.sentTo ?? null;
  const left = useCountdown(result?.resendIn ?? 0, result);
  const error = result?.errorKey ? t(result.errorKey) : (result?.message ?? null);
  return (
    <section className="account-section" aria-labelledby="phone-heading">
      <h2 id="phone-heading" className="account-section__title">
        {t('account.phone.label')}
      </h2>
      <p className="account-phone">{phoneLabel}</p>
      {result?.changed && (
        <p className="form-success" role="status">
          {t('account.phone.changed')}
        </p>
      )}
      <details className="phone-change" open={Boolean(result && !result.changed)}>
        <summary className="link-button">{t('account.phone.change')}</summary>
        {sentTo ? (
          <>
            <Form method="post" className="account-form" noValidate>
              <input type="hidden" name="intent" value="phone-verify" />
              <input type="hidden" name="phone" value={sentTo} />
              <p className="field__hint">{t('account.phone.codeSentTo', { phone: `+${sentTo}` })}</p>
              <CodeField label={t('account.code.label')} error={error} autoFocus />
              <button type="submit" className="button button-primary button-block" disabled={busy}>
                {t('account.phone.confirm')}
              </button>
            </Form>
            <Form method="post" className="login__resend">
              <input type="hidden" name="intent" value="phone-send" />
              <input type="hidden" name="phone" value={sentTo.slice(3)} />
              {left > 0 && (
                <p className="login__countdown">
                  {t('account.confirm.resendIn', { time: formatSeconds(left) })}
                </p>
              )}
              <button type="submit" className="link-button" disabled={left > 0 || busy}>
                {t('account.confirm.resend')}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className="account-form" noValidate>
            <input type="hidden" name="intent" value="phone-send" />
            <PhoneField
              name="phone"
              label={t('account.phone.new')}
              defaultValue={result?.typed}
              error={error}
            />
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {t('account.login.send')}
            </button>
          </Form>
        )}
      </details>
    </section>
  );
}
