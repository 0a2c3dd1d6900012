/**
 * How the phone order is fulfilled: branch, delivery (a saved address of the customer or a point clicked on the
 * map, with what a courier needs to find the door) or pick-up, as soon as possible or at a time the branch is
 * open (the domain's laterSlots, the storefront's rule), and cash or card terminal.
 */
import type { Address, Branch, Lang } from '@dasturxon/contracts';
import { laterSlots } from '@dasturxon/domain';
import {
  Group,
  Input,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { MapPick } from './map-pick.tsx';
import { type DeliveryPoint, type OrderDraft, pointOfSavedAddress } from './order-draft.ts';

const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] || name.ru;
const TASHKENT = { latitude: 41.3111, longitude: 69.2797 };
const MAP_POINT = 'map';

function addressLine(a: Pick<Address, 'name' | 'streetName' | 'houseNumber'>): string {
  return [a.name, [a.streetName, a.houseNumber].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

export function OrderOptions(props: {
  draft: OrderDraft;
  onDraft: (draft: OrderDraft) => void;
  branches: Branch[];
  addresses: Address[];
  now: Date;
}) {
  const { draft, onDraft, branches, addresses } = props;
  const t = useT();
  const [lang] = useLang();
  const branch = branches.find((b) => b.id === draft.branchId) ?? null;
  const slots = useMemo(
    () => (branch ? laterSlots({ workHours: branch.workHours, now: props.now, daysAhead: 2 }) : []),
    [branch, props.now],
  );
  const address = draft.address;
  const setAddress = (next: Partial<DeliveryPoint>) =>
    address && onDraft({ ...draft, address: { ...address, ...next } });
  const text = (key: 'streetName' | 'houseNumber' | 'entrance' | 'floor' | 'office', label: string) => (
    <TextInput
      size="xs"
      label={label}
      value={address?.[key] ?? ''}
      onChange={(e) => setAddress({ [key]: e.currentTarget.value })}
    />
  );

  return (
    <Stack gap="xs">
      <Group grow gap="xs" align="flex-end">
        <Select
          size="xs"
          label={t('cc.branch')}
          value={draft.branchId ? String(draft.branchId) : null}
          onChange={(v) => onDraft({ ...draft, branchId: v ? Number(v) : null, later: null })}
          data={branches.map((b) => ({ value: String(b.id), label: nameIn(b.name, lang) }))}
        />
        <Input.Wrapper size="xs" label={t('cc.service')}>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('cc.service')}
            value={draft.serviceType}
            onChange={(v) => onDraft({ ...draft, serviceType: v === 'PICK_UP' ? 'PICK_UP' : 'DELIVERY' })}
            data={[
              { value: 'DELIVERY', label: t('service.DELIVERY') },
              { value: 'PICK_UP', label: t('service.PICK_UP') },
            ]}
          />
        </Input.Wrapper>
      </Group>
      {draft.serviceType === 'DELIVERY' ? (
        <Stack gap={6}>
          <Radio.Group
            label={t('cc.address')}
            value={address?.savedAddressId ? String(address.savedAddressId) : address ? MAP_POINT : ''}
            onChange={(v) => {
              const saved = addresses.find((a) => String(a.id) === v);
              onDraft({ ...draft, address: saved ? pointOfSavedAddress(saved) : null });
            }}
          >
            <Stack gap={4} mt={4}>
              {addresses.map((a) => (
                <Radio
                  key={a.id}
                  size="xs"
                  value={String(a.id)}
                  label={addressLine(a) || `${a.latitude}, ${a.longitude}`}
                />
              ))}
              <Radio
                size="xs"
                value={MAP_POINT}
                label={t('cc.mapPoint')}
                disabled={!address || !!address.savedAddressId}
              />
            </Stack>
          </Radio.Group>
          <MapPick
            center={
              address ?? (branch ? { latitude: branch.latitude, longitude: branch.longitude } : TASHKENT)
            }
            point={address}
            label={t('cc.mapHint')}
            onPick={(point) =>
              onDraft({
                ...draft,
                address: { ...(address?.savedAddressId ? {} : address), ...point, savedAddressId: null },
              })
            }
          />
          {address ? (
            <Group grow gap="xs">
              {text('streetName', t('cc.street'))}
              {text('houseNumber', t('cc.house'))}
              {text('entrance', t('cc.entrance'))}
              {text('floor', t('cc.floor'))}
              {text('office', t('cc.flat'))}
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('cc.mapHint')}
            </Text>
          )}
        </Stack>
      ) : null}
      <Group grow gap="xs" align="flex-end">
        <Input.Wrapper size="xs" label={t('cc.when')}>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('cc.when')}
            value={draft.later ? 'later' : 'asap'}
            onChange={(v) =>
              onDraft({
                ...draft,
                later: v === 'later' ? { day: slots[0]?.day ?? '', time: slots[0]?.times[0] ?? '' } : null,
              })
            }
            data={[
              { value: 'asap', label: t('time.asap') },
              { value: 'later', label: t('cc.later'), disabled: slots.length === 0 },
            ]}
          />
        </Input.Wrapper>
        <Input.Wrapper size="xs" label={t('cc.payment')}>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('cc.payment')}
            value={draft.paymentType}
            onChange={(v) => onDraft({ ...draft, paymentType: v === 'TERMINAL' ? 'TERMINAL' : 'CASH' })}
            data={[
              { value: 'CASH', label: t('payment.CASH') },
              { value: 'TERMINAL', label: t('payment.TERMINAL') },
            ]}
          />
        </Input.Wrapper>
      </Group>
      {draft.later ? (
        <Group grow gap="xs">
          <Select
            size="xs"
            label={t('cc.day')}
            value={draft.later.day || null}
            onChange={(day) =>
              day &&
              onDraft({
                ...draft,
                later: { day, time: slots.find((s) => s.day === day)?.times[0] ?? '' },
              })
            }
            data={slots.map((s) => s.day)}
          />
          <Select
            size="xs"
            label={t('cc.time')}
            value={draft.later.time || null}
            onChange={(time) => time && draft.later && onDraft({ ...draft, later: { ...draft.later, time } })}
            data={slots.find((s) => s.day === draft.later?.day)?.times ?? []}
            searchable
          />
        </Group>
      ) : null}
      <Textarea
        size="xs"
        label={t('cc.comment')}
        rows={2}
        value={draft.comment}
        onChange={(e) => onDraft({ ...draft, comment: e.currentTarget.value })}
      />
    </Stack>
  );
}
