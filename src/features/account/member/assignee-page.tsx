import { chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant, localeOf } from '../../../i18n/format';
import type { Assignee } from '../../../../contract/calls/member/assignees';
import { lookupLabelKey } from '../../../../contract/lookups';
import { AssigneeForm } from './assignee-form';
import { EditDeleteButtons, EntryCard, EntryList, useEntryList } from './entry-list';
import { memberApi, memberQueries } from './member-api';

/** /member/assignee and /member/transferee: who may fly on the member's points, and the rules that bound the list. */
export function AssigneePage() {
  const { t, i18n } = useTranslation();
  const { data: rule } = useQuery(memberQueries.bookRule());
  const list = useEntryList(
    useQuery(memberQueries.assignees()),
    memberQueries.assignees().queryKey,
    memberQueries.bookRule().queryKey,
  );
  const date = (iso: string) => formatInstant(iso, localeOf(i18n.language), { kind: 'day' });
  const labels = ({ name }: Assignee) => ({
    edit: t('member.passenger.editOf', { name }),
    delete: t('member.passenger.deleteOf', { name }),
    confirm: t('member.assignee.confirmRemove', { name }),
  });
  return (
    <EntryList
      list={list}
      Form={AssigneeForm}
      addLabel={t('member.assignee.add')}
      emptyNote={t('member.assignee.none')}
      intro={
        rule ? (
          <Text mb={4} fontSize="sm" color="muted">
            {t('member.assignee.rule', {
              max: rule.maxAssignees,
              changes: rule.maxChangesPerYear,
              days: rule.waitingDays,
              left: rule.changesLeftThisYear,
            })}
          </Text>
        ) : null
      }
    >
      {(assignee) => (
        <EntryCard
          actions={<EditDeleteButtons list={list} entry={assignee} labels={labels} remove={memberApi.removeAssignee} />}
        >
          <Flex gap={2} wrap="wrap" align="baseline" justify="space-between">
            <chakra.h2 fontWeight="semibold" fontSize="md">
              {assignee.name}
            </chakra.h2>
            <Text
              as="span"
              fontSize="sm"
              px={2}
              borderRadius="full"
              bg={assignee.takesEffect === '1' ? 'green.50' : 'orange.50'}
              color={assignee.takesEffect === '1' ? 'green.800' : 'orange.800'}
            >
              {assignee.takesEffect === '1'
                ? t('member.assignee.effective')
                : t('member.assignee.waiting', { date: date(assignee.effectiveAt) })}
            </Text>
          </Flex>
          {assignee.documents.map((document) => (
            <Text key={document.documentType} fontSize="sm" mt={1}>
              {t(lookupLabelKey('cardType', document.documentType))} {document.documentNo.slice(0, 4)}****
              {document.documentNo.slice(-4)}
            </Text>
          ))}
        </EntryCard>
      )}
    </EntryList>
  );
}
