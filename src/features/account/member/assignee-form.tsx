import { chakra, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assigneeInputSchema, type Assignee, type AssigneeInput } from '../../../../contract/calls/member/assignees';
import { useSchemaForm } from '../../../ui/schema-form';
import { TextField } from '../../../ui/text-field';
import { memberApi } from './member-api';
import { MemberFormFrame } from './member-form-frame';
import { FormTextField } from '../../../ui/form-text-field';

/** The three document slots of the form: ID card, passport, Taiwan compatriot permit / home-return permit. */
const SLOTS = ['0', '4', '05'] as const;
type Draft = {
  name: string;
  lastName: string;
  firstName: string;
  mobile: string;
  numbers: Record<(typeof SLOTS)[number], string>;
};

const draftOf = (assignee: Assignee | null): Draft => ({
  name: assignee?.name ?? '',
  lastName: assignee?.lastName ?? '',
  firstName: assignee?.firstName ?? '',
  mobile: assignee?.mobile ?? '',
  numbers: Object.fromEntries(
    SLOTS.map((type) => [
      type,
      assignee?.documents.find((document) => document.documentType === type)?.documentNo ?? '',
    ]),
  ) as Draft['numbers'],
});
const payloadOf = (draft: Draft): AssigneeInput => ({
  name: draft.name,
  lastName: draft.lastName,
  firstName: draft.firstName,
  mobile: draft.mobile,
  documents: SLOTS.map((documentType) => ({ documentType, documentNo: draft.numbers[documentType] })),
});

/** A transferee: name, optional Latin names and mobile, and at least one document (spec 5). */
export function AssigneeForm({ editing, onDone }: { editing: Assignee | null; onDone(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(assigneeInputSchema, payloadOf(draftOf(editing)));
  const documents = form.values.documents;
  const setNumber = (index: number, documentNo: string) =>
    form.setField(
      'documents',
      documents.map((entry, at) => (at === index ? { ...entry, documentNo } : entry)),
    );
  const save = (payload: AssigneeInput) =>
    editing ? memberApi.modifyAssignee({ ...payload, id: editing.id }) : memberApi.addAssignee(payload);
  return (
    <MemberFormFrame
      form={form}
      titles={{ add: 'member.assignee.addTitle', edit: 'member.assignee.editTitle' }}
      editing={editing !== null}
      save={save}
      onDone={onDone}
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} columnGap={3}>
        <FormTextField form={form} name="name" id="assignee-name" label={t('member.realName.name')} />
        <FormTextField
          form={form}
          name="mobile"
          trim
          id="assignee-mobile"
          label={t('member.passenger.mobile')}
          inputMode="numeric"
        />
        <FormTextField form={form} name="lastName" id="assignee-last-name" label={t('passengers.form.lastName')} />
        <FormTextField form={form} name="firstName" id="assignee-first-name" label={t('passengers.form.firstName')} />
      </Grid>
      <chakra.fieldset
        border="none"
        p={0}
        m={0}
        aria-describedby={form.errors.documents ? 'assignee-documents-error' : undefined}
      >
        <chakra.legend fontSize="sm" fontWeight="semibold" mb={2}>
          {t('member.assignee.documents')}
        </chakra.legend>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={3}>
          {documents.map((entry, index) => (
            <TextField
              key={entry.documentType}
              id={`assignee-document-${entry.documentType}`}
              label={t(`lookups.cardType.${entry.documentType}`)}
              value={entry.documentNo}
              onValueChange={(value) => setNumber(index, value)}
            />
          ))}
        </Grid>
        {form.errors.documents ? (
          <chakra.p id="assignee-documents-error" color="red.600" fontSize="sm" mb={3}>
            {t(form.errors.documents)}
          </chakra.p>
        ) : null}
      </chakra.fieldset>
    </MemberFormFrame>
  );
}
