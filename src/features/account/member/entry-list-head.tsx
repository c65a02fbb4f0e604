import { Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { ActionButton } from '../../../ui/action-button';
import { FormRefusal } from '../../../ui/text-field';

/** Which entry a member centre list has open in its form: a new one, one of its own, or none. */
export type EntryEditing<Entry> = Entry | 'new' | null;

export interface EntryListHeadProps<Entry extends { id: string | number }> {
  editing: EntryEditing<Entry>;
  onEditingChange(next: EntryEditing<Entry>): void;
  /** The form for a new entry (null) or an edited one; it calls done after a save or a cancel. */
  form(entry: Entry | null, done: () => void): ReactNode;
  /** After the form is done: the list asks the server again. */
  onDone(): void;
  addLabel: string;
  /** The refusal of the list's last action (a delete, a default). */
  refusal: string;
  /** Shown once the list has loaded with no entry. */
  emptyNote: string | null;
}

/**
 * The head of the member centre's lists (addresses, transferees, frequent passengers): the add button, or the
 * open form in its place; the refusal of the list's last action; the note of an empty list.
 */
export function EntryListHead<Entry extends { id: string | number }>({
  editing,
  onEditingChange,
  form,
  onDone,
  addLabel,
  refusal,
  emptyNote,
}: EntryListHeadProps<Entry>) {
  const done = () => {
    onEditingChange(null);
    onDone();
  };
  return (
    <>
      {editing ? (
        // A fresh form for each entry: the key drops the last one's values.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? null : editing, done)}
        </Fragment>
      ) : (
        <ActionButton mb={4} onClick={() => onEditingChange('new')}>
          {addLabel}
        </ActionButton>
      )}
      <FormRefusal message={refusal} />
      {emptyNote ? <Text color="muted">{emptyNote}</Text> : null}
    </>
  );
}
