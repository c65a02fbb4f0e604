import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightDelayApplyPayload } from '../../contract/calls/delay-certificate';
import { eticketValidatePayload } from '../../contract/calls/ticket-verification';
import { renderInLocale } from './testing/render-in-locale';
import { TicketLookupForm } from './ticket-lookup-form';

afterEach(cleanup);

const ticketAndName = [
  { name: 'ticketNo', id: 'lookup-ticket', label: 'Ticket', inputMode: 'numeric' as const },
  { name: 'name', id: 'lookup-name', label: 'Name', hint: 'As on the ticket' },
];

const lookupForm = (onFind: (payload: unknown) => void | Promise<void>, busy = false) => (
  <TicketLookupForm
    schema={eticketValidatePayload}
    fields={ticketAndName}
    headingId="lookup-heading"
    heading="Find your ticket"
    submitLabel="Find"
    busyLabel="Finding"
    busy={busy}
    onFind={onFind}
  />
);

describe('the ticket lookup form', () => {
  it("tells what is wrong with each field in the user's language and finds nothing", async () => {
    for (const [locale, ticketWords, nameWords] of [
      ['zhCn', '票号为13位数字', '请填写此项'],
      ['zhTw', '票號為13位數字', '請填寫此項'],
      ['en', 'The ticket number is 13 digits', 'Please fill in this field'],
    ] as const) {
      const onFind = vi.fn();
      await renderInLocale(locale, lookupForm(onFind));
      await userEvent.type(screen.getByLabelText('Ticket'), '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Find' }));
      expect(await screen.findByText(ticketWords)).toBeInTheDocument();
      expect(screen.getByText(nameWords)).toBeInTheDocument();
      expect(screen.getByLabelText('Ticket')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(`As on the ticket ${nameWords}`);
      expect(onFind).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('hands over the parsed payload (trimmed) and says so on the button while it runs', async () => {
    let finish = () => {};
    const onFind = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderInLocale('en', lookupForm(onFind));
    await userEvent.type(screen.getByLabelText('Ticket'), ' 7811234567890 ');
    await userEvent.type(screen.getByLabelText('Name'), ' 张三 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onFind).toHaveBeenCalledWith({ ticketNo: '7811234567890', name: '张三' });
    expect(screen.getByRole('button', { name: 'Finding' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find' })).toBeEnabled());
  });

  it('shows the refusal of a failed lookup and stays on the form', async () => {
    await renderInLocale(
      'en',
      lookupForm(() => Promise.reject(new Error('No such ticket'))),
    );
    await userEvent.type(screen.getByLabelText('Ticket'), '7811234567890');
    await userEvent.type(screen.getByLabelText('Name'), 'LI/SI');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such ticket');
  });

  it("is disabled while the page's own lookup runs", async () => {
    const onFind = vi.fn();
    await renderInLocale('en', lookupForm(onFind, true));
    expect(screen.getByRole('button', { name: 'Finding' })).toBeDisabled();
  });

  it('swaps the first field with the choice, keeps what was typed, and sends only the chosen key', async () => {
    const onFind = vi.fn();
    await renderInLocale(
      'zhCn',
      <TicketLookupForm
        schema={flightDelayApplyPayload}
        choice={{
          group: 'by',
          legend: 'By',
          options: [
            { label: 'By ticket', field: { name: 'ticketNo', id: 'number', label: 'Ticket' } },
            { label: 'By document', field: { name: 'documentNo', id: 'number', label: 'Document' } },
          ],
        }}
        fields={[{ name: 'name', id: 'name', label: 'Name' }]}
        headingId="h"
        heading="Find"
        submitLabel="Go"
        onFind={onFind}
      />,
    );
    await userEvent.type(screen.getByLabelText('Ticket'), 'e12');
    await userEvent.type(screen.getByLabelText('Name'), '张三');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('票号为13位数字')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('By document'));
    expect(screen.getByLabelText('Document')).toHaveValue('e12');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('请输入证件号码（4至30位）')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Document'), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onFind).toHaveBeenCalledWith({ documentNo: 'E123456', name: '张三' });
  });
});
