import { chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, type AddressInput, type MemberAddress } from '../../../../contract/calls/member/addresses';
import { maskMobile } from '../../../ui/mask-mobile';
import { useSchemaForm } from '../../../ui/schema-form';
import { EditDeleteButtons, EntryButton, EntryCard, EntryList, EntryTitle, useEntryList } from './entry-list';
import { memberApi, memberQueries } from './member-api';
import { MemberFormFrame } from './member-form-frame';
import { RegionCascade } from './region-cascade';
import { FormTextField, FormMobileField } from '../../../ui/form-text-field';

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
      <FormMobileField form={form} name="mobile" id="address-mobile" label={t('member.address.mobile')} />
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
  const list = useEntryList(useQuery(memberQueries.addresses()), memberQueries.addresses().queryKey);
  const labels = ({ receiver, region }: MemberAddress) => ({
    edit: t('member.address.editOf', { name: receiver, region }),
    delete: t('member.address.deleteOf', { name: receiver, region }),
    confirm: t('member.address.confirmDelete'),
  });
  return (
    <EntryList list={list} Form={AddressForm} addLabel={t('member.address.add')} emptyNote={t('member.address.none')}>
      {(address) => (
        <EntryCard
          highlighted={address.isDefault}
          actions={
            <EditDeleteButtons list={list} entry={address} labels={labels} remove={memberApi.deleteAddress}>
              {address.isDefault ? null : (
                <EntryButton onClick={() => void list.act(() => memberApi.setDefaultAddress(address.id))}>
                  {t('member.address.setDefault')}
                </EntryButton>
              )}
            </EditDeleteButtons>
          }
        >
          <EntryTitle
            title={`${address.receiver} ${maskMobile(address.mobile)}`}
            mark={address.isDefault ? t('member.address.default') : null}
          />
          <Text mt={1}>
            {address.region} {address.detail}
          </Text>
        </EntryCard>
      )}
    </EntryList>
  );
}
