import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contract/locales';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../theme/system';
import { DateInput, type DateInputProps } from './date-input';

// Rendering with Chakra's styles is slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
// Only the clock's date is fixed, so Testing Library's own timers still run.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00') }));
afterAll(() => vi.useRealTimers());

type Options = Partial<Omit<DateInputProps, 'value' | 'onValueChange'>> & { value?: string };

async function renderField(locale: Locale, { value = '', ...props }: Options = {}) {
  const i18n = await createI18n(locale);
  const sent: string[] = [];
  function Form() {
    const [day, setDay] = useState(value);
    return (
      <DateInput
        id="birth"
        label={locale === 'en' ? 'Birth date' : '出生日期'}
        value={day}
        onValueChange={(next) => {
          sent.push(next);
          setDay(next);
        }}
        {...props}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <Form />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { sent, trigger: screen.getByRole('button', { name: /^(Birth date|出生日期)/ }) };
}

describe('DateInput', () => {
  it.each([
    ['zhCn', '出生日期 1991年3月7日', '年份', '月份', '1991年'],
    ['zhTw', '出生日期 1991年3月7日', '年份', '月份', '1991年'],
    ['en', 'Birth date Mar 7, 1991', 'Year', 'Month', '1991'],
  ] as const)(
    'on a %s page reads the chosen day in that language and sends it as YYYY-MM-DD',
    async (locale, name, year, month, yearText) => {
      const { sent, trigger } = await renderField(locale, { max: '2026-11-26' });
      await userEvent.click(trigger);
      const dialog = screen.getByRole('dialog');
      const years = within(dialog).getByRole('combobox', { name: year });
      expect(within(years).getByRole('option', { name: yearText })).toBeInTheDocument();
      await userEvent.selectOptions(years, '1991');
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: month }), '3');
      await userEvent.click(dialog.querySelector('[data-day="1991-03-07"]')!);
      expect(sent).toEqual(['1991-03-07']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveAccessibleName(name);
      expect(trigger).toHaveFocus();
    },
  );

  it('is used from the keyboard: opens on the chosen day, arrows and Enter choose, Esc closes, focus comes back', async () => {
    const { sent, trigger } = await renderField('en', { value: '2026-11-20' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fri, Nov 20, 2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(sent).toEqual(['2026-11-21']);
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('offers only the years, months and days between min and max', async () => {
    const { trigger } = await renderField('en', { min: '2026-11-24', max: '2026-12-01' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    const options = (name: string) =>
      within(within(dialog).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Year')).toEqual(['2026']);
    expect(options('Month')).toEqual(['Nov', 'Dec']);
    expect(within(dialog).getByRole('button', { name: /Nov 23, 2026 not available/ })).toBeInTheDocument();
    const today = within(dialog).getByRole('button', { name: 'Thu, Nov 26, 2026' });
    await waitFor(() => expect(today).toHaveFocus());
    // Opened on today while nothing is chosen: today is where the keyboard starts, not a chosen day.
    expect(today.closest('td')).toHaveAttribute('aria-selected', 'false');
  });

  it('leaves the focus on the month select while the keyboard changes month there', async () => {
    const { trigger } = await renderField('en', { value: '2026-11-20' });
    await userEvent.click(trigger);
    const months = screen.getByRole('combobox', { name: 'Month' });
    await userEvent.selectOptions(months, '2');
    expect(months).toHaveFocus();
    expect(screen.getByRole('button', { name: /Feb 20, 2026/ })).toBeInTheDocument();
  });

  it('ties its error to the button and, when it may be empty, offers to clear it', async () => {
    const { sent, trigger } = await renderField('zhCn', { value: '2026-11-20', error: '请选择日期', clearable: true });
    expect(trigger).toHaveAccessibleDescription('请选择日期');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(sent).toEqual(['']);
    expect(trigger).toHaveAccessibleName('出生日期 请选择日期');
    expect(trigger).toHaveFocus();
  });
});
