/** "Close for now": an hour, two, or until a time of day (Tashkent); the storefront honours it at once. */
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { nextTashkentTime } from './branch-values.ts';

const HOUR = 60 * 60 * 1000;

export interface CloseBranchProps {
  opened: boolean;
  name: string;
  now: () => Date;
  onClose(): void;
  onConfirm(closedUntil: string): Promise<void>;
}

export function CloseBranchModal({ opened, name, now, onClose, onConfirm }: CloseBranchProps) {
  const t = useT();
  const [mode, setMode] = useState<'1h' | '2h' | 'until'>('1h');
  const [time, setTime] = useState('18:00');
  const [saving, setSaving] = useState(false);

  const until = () => {
    const at = now();
    if (mode === '1h') return new Date(at.getTime() + HOUR);
    if (mode === '2h') return new Date(at.getTime() + 2 * HOUR);
    return nextTashkentTime(time, at);
  };

  const confirm = async () => {
    setSaving(true);
    await onConfirm(until().toISOString());
    setSaving(false);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`${t('branches.closeTitle')}: ${name}`} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('branches.closeHint')}
        </Text>
        <SegmentedControl
          aria-label={t('branches.closeFor')}
          value={mode}
          onChange={(value) => setMode(value as typeof mode)}
          data={[
            { value: '1h', label: t('branches.close.1h') },
            { value: '2h', label: t('branches.close.2h') },
            { value: 'until', label: t('branches.close.until') },
          ]}
        />
        {mode === 'until' && (
          <TextInput
            type="time"
            label={t('branches.closeUntilTime')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            w={160}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('branches.cancel')}
          </Button>
          <Button color="red" loading={saving} disabled={mode === 'until' && !time} onClick={confirm}>
            {t('branches.closeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
