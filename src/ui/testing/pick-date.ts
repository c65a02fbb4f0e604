import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Chooses a day ('YYYY-MM-DD') in a DateInput as a user does: open it, pick year and month, click the day. */
export async function pickDate(field: HTMLElement, date: string) {
  await userEvent.click(field);
  const dialog = screen.getByRole('dialog');
  const [year, month] = within(dialog).getAllByRole('combobox');
  await userEvent.selectOptions(year!, String(Number(date.slice(0, 4))));
  await userEvent.selectOptions(month!, String(Number(date.slice(5, 7))));
  await userEvent.click(
    within(dialog).getByRole('button', { name: (_, button) => button.getAttribute('data-day') === date }),
  );
}
