/** The picker page of both routes: the guest prompt or the map, with the action's answer. */
import { useActionData } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { SignInPrompt } from '../../shared/ui/sign-in-prompt.tsx';
import { AddressPicker } from './address-picker.tsx';
import type { loadPicker } from './picker-route.server.ts';

export function PickerScreen(props: {
  data: Awaited<ReturnType<typeof loadPicker>>;
  mode: 'create' | 'choose';
  returnTo: string;
}) {
  const t = useT();
  const answer = useActionData() as { invalidFields?: string[]; message?: string } | undefined;
  const { data } = props;
  if (!data.signedIn && props.mode === 'create') {
    return (
      <SignInPrompt titleKey="address.signInTitle" textKey="address.signInText" returnTo={props.returnTo} />
    );
  }
  return (
    <AddressPicker
      title={t(data.titleKey)}
      backTo={data.backTo}
      provider={data.provider}
      start={data.start}
      saved={data.saved}
      editing={data.editing}
      submitLabel={t(props.mode === 'choose' ? 'address.useOnce' : 'address.save')}
      invalidFields={answer?.invalidFields ?? null}
      errorMessage={answer?.message ?? null}
      rememberChoice={props.mode === 'choose'}
    />
  );
}
