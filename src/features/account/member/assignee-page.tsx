import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, localeOf } from '../../../i18n/format';
import type { Assignee } from '../../../../contract/calls/member/assignees';
import { lookupLabelKey } from '../../../../contract/lookups';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { AssigneeForm } from './assignee-form';
import { EntryListHead, type EntryEditing } from './entry-list-head';
import { memberApi, memberQueries } from './member-api';
import { useMemberAction } from './use-member-action';

/** /member/assignee and /member/transferee: who may fly on the member's points, and the rules that bound the list. */
export function AssigneePage() {
  const { t, i18n } = useTranslation();
  const { dialogs } = useFeedback();
  const { data: assignees = [], isPending } = useQuery(memberQueries.assignees());
  const { data: rule } = useQuery(memberQueries.bookRule());
  const [editing, setEditing] = useState<EntryEditing<Assignee>>(null);
  const { refusal, act, refresh } = useMemberAction(
    memberQueries.assignees().queryKey,
    memberQueries.bookRule().queryKey,
  );
  const remove = async (assignee: Assignee) => {
    if (!(await dialogs.confirm({ message: t('member.assignee.confirmRemove', { name: assignee.name }) }))) return;
    await act(() => memberApi.removeAssignee(assignee.id));
  };
  const date = (iso: string) => formatInstant(iso, localeOf(i18n.language), { kind: 'day' });
  return (
    <Box>
      {rule ? (
        <Text mb={4} fontSize="sm" color="muted">
          {t('member.assignee.rule', {
            max: rule.maxAssignees,
            changes: rule.maxChangesPerYear,
            days: rule.waitingDays,
            left: rule.changesLeftThisYear,
          })}
        </Text>
      ) : null}
      <EntryListHead<Assignee>
        editing={editing}
        onEditingChange={setEditing}
        form={(entry, done) => <AssigneeForm editing={entry} onDone={done} />}
        onDone={() => void refresh()}
        addLabel={t('member.assignee.add')}
        refusal={refusal}
        emptyNote={!isPending && assignees.length === 0 ? t('member.assignee.none') : null}
      />
      <Stack as="ul" gap={3} listStyleType="none" p={0}>
        {assignees.map((assignee) => (
          <Box as="li" key={assignee.id} border="1px solid" borderColor="line" borderRadius="md" p={4} bg="white">
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
            <Flex gap={2} mt={3} wrap="wrap">
              <ActionButton
                variant="secondary"
                onClick={() => setEditing(assignee)}
                aria-label={t('member.passenger.editOf', { name: assignee.name })}
              >
                {t('member.common.edit')}
              </ActionButton>
              <ActionButton
                variant="secondary"
                onClick={() => void remove(assignee)}
                aria-label={t('member.passenger.deleteOf', { name: assignee.name })}
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
