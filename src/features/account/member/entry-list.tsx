import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { EntryListHead, type EntryEditing } from './entry-list-head';
import { useMemberAction } from './use-member-action';

type Identified = { id: string | number };

/** A member centre list: its entries once loaded, the entry open in its form, and its actions on the lists it changes. */
export function useEntryList<Entry>(listed: { data?: readonly Entry[]; isPending: boolean }, ...queryKeys: QueryKey[]) {
  const { dialogs } = useFeedback();
  const [editing, setEditing] = useState<EntryEditing<Entry>>(null);
  const { refusal, act, refresh } = useMemberAction(...queryKeys);
  /** A removal runs only once the member has said yes to its question. */
  const confirmThenAct = async (message: string, work: () => Promise<unknown>) => {
    if (await dialogs.confirm({ message })) await act(work);
  };
  const entries = listed.data ?? [];
  return { entries, loaded: !listed.isPending, editing, setEditing, refusal, act, refresh, confirmThenAct };
}

export type EntryListState<Entry> = ReturnType<typeof useEntryList<Entry>>;

interface EntryListProps<Entry extends Identified> {
  list: EntryListState<Entry>;
  /** The form for a new entry (null) or an edited one. */
  Form: ComponentType<{ editing: Entry | null; onDone(): void }>;
  addLabel: string;
  /** Shown once the list has loaded with no entry. */
  emptyNote: string;
  /** What stands above the list, such as the rules that bound it. */
  intro?: ReactNode;
  children(entry: Entry): ReactNode;
}

/** A member centre list (addresses, transferees, frequent passengers): its head, then a card per entry. */
export function EntryList<Entry extends Identified>({
  list,
  Form,
  addLabel,
  emptyNote,
  intro,
  children,
}: EntryListProps<Entry>) {
  return (
    <Box>
      {intro}
      <EntryListHead<Entry>
        editing={list.editing}
        onEditingChange={list.setEditing}
        form={(entry, done) => <Form editing={entry} onDone={done} />}
        onDone={() => void list.refresh()}
        addLabel={addLabel}
        refusal={list.refusal}
        emptyNote={list.loaded && list.entries.length === 0 ? emptyNote : null}
      />
      <EntryStack>
        {list.entries.map((entry) => (
          <Fragment key={entry.id}>{children(entry)}</Fragment>
        ))}
      </EntryStack>
    </Box>
  );
}

/** The bare list the entry cards stand in. */
export function EntryStack({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Stack as="ul" gap={3} listStyleType="none" p={0} aria-busy={busy}>
      {children}
    </Stack>
  );
}

/** One entry: its lines, then its buttons; the highlighted one (the default, this device) has a brand border. */
export function EntryCard({
  highlighted = false,
  actions,
  children,
}: {
  highlighted?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="li" border="1px solid" borderColor={highlighted ? 'brand.600' : 'line'} borderRadius="md" p={4} bg="white">
      {children}
      {actions ? (
        <Flex gap={2} mt={3} wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Box>
  );
}

/** An entry's title line, with the mark of the highlighted entry at its end. */
export function EntryTitle({ title, mark }: { title: ReactNode; mark: string | null }) {
  return (
    <Flex justify="space-between" gap={2} wrap="wrap">
      <Text fontWeight="semibold">{title}</Text>
      {mark ? (
        <Text as="span" fontSize="sm" color="brand.700">
          {mark}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A button of an entry card; label is its accessible name, saying which entry it acts on. */
export function EntryButton({ label, onClick, children }: { label?: string; onClick(): void; children: ReactNode }) {
  return (
    <ActionButton variant="secondary" onClick={onClick} aria-label={label}>
      {children}
    </ActionButton>
  );
}

/** What an entry's edit and delete buttons are called, and the question asked before a delete. */
export interface EditDeleteLabels {
  edit: string;
  delete: string;
  confirm: string;
}

/** The edit and delete buttons every editable entry has, around the buttons only some entries have. */
export function EditDeleteButtons<Entry extends Identified>({
  list,
  entry,
  labels,
  remove,
  children,
}: {
  list: EntryListState<Entry>;
  entry: Entry;
  labels(entry: Entry): EditDeleteLabels;
  remove(id: Entry['id']): Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const named = labels(entry);
  return (
    <>
      <EntryButton label={named.edit} onClick={() => list.setEditing(entry)}>
        {t('member.common.edit')}
      </EntryButton>
      {children}
      <EntryButton label={named.delete} onClick={() => void list.confirmThenAct(named.confirm, () => remove(entry.id))}>
        {t('member.common.delete')}
      </EntryButton>
    </>
  );
}
