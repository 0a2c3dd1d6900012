/** uz / ru / eng, remembered in this browser. */
import { LANGS, type Lang } from '@dasturxon/contracts';
import { SegmentedControl } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';

const LABELS: Record<Lang, string> = { uz: "O'z", ru: 'Рус', eng: 'Eng' };

export function LangSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const [lang, setLang] = useLang();
  const t = useT();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('nav.language')}
      value={lang}
      onChange={(v) => setLang(v as Lang)}
      data={LANGS.map((l) => ({ value: l, label: LABELS[l] }))}
    />
  );
}
