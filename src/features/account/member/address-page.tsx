import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, type AddressInput, type MemberAddress } from '../../../../contract/calls/member/addresses';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { maskMobile } from '../../../ui/mask-mobile';
import { useSchemaForm } from '../../../ui/schema-form';
import { EntryListHead, type EntryEditing } from './entry-list-head';
import { memberApi, memberQueries } from './member-api';
import { MemberFormFrame } from './member-form-frame';
import { useMemberAction } from './use-member-action';
import { RegionCascade } from './region-cascade';
import { FormTextField } from '../../../ui/form-text-field';

const EMPTY: AddressInput = {
  receiver: '',
  mobile: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  detail: '',
  isDefault: false,
};

function AddressForm({ editing, onDone }: { editing: MemberAddress | null; onDone(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(addressInputSchema, editing ? { ...editing } : EMPTY);
  const save = (payload: AddressInput) =>
    editing ? memberApi.updateAddress({ ...payload, id: editing.id }) : memberApi.addAddress(payload);
  return (
    <MemberFormFrame
      form={form}
      titles={{ add: 'member.address.addTitle', edit: 'member.address.editTitle' }}
      editing={editing !== null}
      save={save}
      onDone={onDone}
    >
      <FormTextField
        form={form}
        name="receiver"
        id="address-receiver"
        label={t('member.address.receiver')}
        autoComplete="name"
      />
      <FormTextField
        form={form}
        name="mobile"
        trim
        id="address-mobile"
        label={t('member.address.mobile')}
        inputMode="numeric"
        autoComplete="tel"
      />
      <RegionCascade
        value={form.values}
        onChange={(codes) => (
          form.setField('provinceCode', codes.provinceCode),
          form.setField('cityCode', codes.cityCode),
          form.setField('districtCode', codes.districtCode)
        )}
        error={form.errors.provinceCode ?? form.errors.cityCode ?? form.errors.districtCode}
      />
      <FormTextField
        form={form}
        name="detail"
        id="address-detail"
        label={t('member.address.detail')}
        autoComplete="street-address"
      />
      <chakra.label display="flex" gap={2} alignItems="center" mb={4}>
        <input
          type="checkbox"
          checked={Boolean(form.values.isDefault)}
          onChange={(event) => form.setField('isDefault', event.target.checked)}
        />
        {t('member.address.makeDefault')}
      </chakra.label>
    </MemberFormFrame>
  );
}

/** /member/myAddress: the member's delivery addresses, the default first. */
export function AddressPage() {
  const { t } = useTranslation();
  const { dialogs } = useFeedback();
  const { data: addresses = [], isPending } = useQuery(memberQueries.addresses());
  const [editing, setEditing] = useState<EntryEditing<MemberAddress>>(null);
  const { refusal, act, refresh } = useMemberAction(memberQueries.addresses().queryKey);
  return (
    <Box>
      <EntryListHead<MemberAddress>
        editing={editing}
        onEditingChange={setEditing}
        form={(entry, done) => <AddressForm editing={entry} onDone={done} />}
        onDone={() => void refresh()}
        addLabel={t('member.address.add')}
        refusal={refusal}
        emptyNote={!isPending && addresses.length === 0 ? t('member.address.none') : null}
      />
      <Stack as="ul" gap={3} listStyleType="none" p={0}>
        {addresses.map((address) => (
          <Box
            as="li"
            key={address.id}
            border="1px solid"
            borderColor={address.isDefault ? 'brand.600' : 'line'}
            borderRadius="md"
            p={4}
            bg="white"
          >
            <Flex justify="space-between" gap={2} wrap="wrap">
              <Text fontWeight="semibold">
                {address.receiver} {maskMobile(address.mobile)}
              </Text>
              {address.isDefault ? (
                <Text as="span" fontSize="sm" color="brand.700">
                  {t('member.address.default')}
                </Text>
              ) : null}
            </Flex>
            <Text mt={1}>
              {address.region} {address.detail}
            </Text>
            <Flex gap={2} mt={3} wrap="wrap">
              <ActionButton
                variant="secondary"
                onClick={() => setEditing(address)}
                aria-label={t('member.address.editOf', { name: address.receiver, region: address.region })}
              >
                {t('member.common.edit')}
              </ActionButton>
              {address.isDefault ? null : (
                <ActionButton
                  variant="secondary"
                  onClick={() => void act(() => memberApi.setDefaultAddress(address.id))}
                >
                  {t('member.address.setDefault')}
                </ActionButton>
              )}
              <ActionButton
                variant="secondary"
                onClick={async () =>
                  (await dialogs.confirm({ message: t('member.address.confirmDelete') })) &&
                  void act(() => memberApi.deleteAddress(address.id))
                }
                aria-label={t('member.address.deleteOf', { name: address.receiver, region: address.region })}
              >
                {t('member.common.delete')}
              </ActionButton>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
