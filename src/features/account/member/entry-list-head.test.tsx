import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../ui/theme/system';
import { EntryListHead, type EntryEditing } from './entry-list-head';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

type Entry = { id: number; name: string };

/** A list page's use: its own state, a form that keeps what is typed, and an edit button per entry. */
function ListPage({ entries, onDone }: { entries: Entry[]; onDone(): void }) {
  const [editing, setEditing] = useState<EntryEditing<Entry>>(null);
  return (
    <ChakraProvider value={appSystem()}>
      <EntryListHead<Entry>
        editing={editing}
        onEditingChange={setEditing}
        form={(entry, done) => (
          <form aria-label="entry form">
            <input aria-label="name" defaultValue={entry?.name ?? ''} />
            <button type="button" onClick={done}>
              done
            </button>
          </form>
        )}
        onDone={onDone}
        addLabel="add"
        refusal=""
        emptyNote={entries.length === 0 ? 'nothing yet' : null}
      />
      {entries.map((entry) => (
        <button key={entry.id} type="button" onClick={() => setEditing(entry)}>
          {`edit ${entry.name}`}
        </button>
      ))}
    </ChakraProvider>
  );
}

describe('the head of a member centre list', () => {
  it('shows the add button and the empty note, then the form in the button’s place', async () => {
    render(<ListPage entries={[]} onDone={vi.fn()} />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByRole('form', { name: 'entry form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });

  it('opens a fresh form for each entry, and once done closes it and refreshes the list', async () => {
    const onDone = vi.fn();
    render(
      <ListPage
        entries={[
          { id: 1, name: '张伟' },
          { id: 2, name: '李娜' },
        ]}
        onDone={onDone}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'edit 张伟' }));
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('张伟');
    await userEvent.click(screen.getByRole('button', { name: 'edit 李娜' }));
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('李娜');
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
