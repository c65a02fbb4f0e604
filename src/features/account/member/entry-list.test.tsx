import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogStore } from '../../../ui/dialog/dialog-store';
import { FeedbackProvider } from '../../../ui/feedback-context';
import { renderInLocale } from '../../../ui/testing/render-in-locale';
import { createToastStore } from '../../../ui/toast/toast-store';
import { EditDeleteButtons, EntryCard, EntryList, useEntryList } from './entry-list';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

type Entry = { id: number; name: string };

function EntryForm({ editing }: { editing: Entry | null }) {
  return <form aria-label={`form of ${editing?.name ?? 'a new name'}`} />;
}

function Names({ entries, remove }: { entries: Entry[]; remove(id: number): Promise<void> }) {
  const list = useEntryList({ data: entries, isPending: false }, ['names']);
  const labels = ({ name }: Entry) => ({ edit: `edit ${name}`, delete: `delete ${name}`, confirm: `delete ${name}?` });
  return (
    <EntryList list={list} Form={EntryForm} addLabel="add" emptyNote="nothing yet">
      {(entry) => (
        <EntryCard actions={<EditDeleteButtons list={list} entry={entry} labels={labels} remove={remove} />}>
          {entry.name}
        </EntryCard>
      )}
    </EntryList>
  );
}

async function renderNames(entries: Entry[], answer: boolean) {
  const dialogs = createDialogStore();
  const confirm = vi.spyOn(dialogs, 'confirm').mockResolvedValue(answer);
  const remove = vi.fn(async () => {});
  await renderInLocale(
    'zhCn',
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackProvider feedback={{ dialogs, toasts: createToastStore() }}>
        <Names entries={entries} remove={remove} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { confirm, remove };
}

describe('a member centre list', () => {
  it('says so when it has no entry', async () => {
    await renderNames([], true);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('opens an entry in the form from its edit button', async () => {
    await renderNames([{ id: 1, name: 'Li' }], true);
    await userEvent.click(screen.getByRole('button', { name: 'edit Li' }));
    expect(screen.getByRole('form', { name: 'form of Li' })).toBeInTheDocument();
  });

  it('deletes an entry only once the member says yes', async () => {
    const declined = await renderNames([{ id: 1, name: 'Li' }], false);
    await userEvent.click(screen.getByRole('button', { name: 'delete Li' }));
    expect(declined.confirm).toHaveBeenCalledWith({ message: 'delete Li?' });
    expect(declined.remove).not.toHaveBeenCalled();
    cleanup();
    const accepted = await renderNames([{ id: 1, name: 'Li' }], true);
    await userEvent.click(screen.getByRole('button', { name: 'delete Li' }));
    expect(accepted.remove).toHaveBeenCalledWith(1);
  });
});
