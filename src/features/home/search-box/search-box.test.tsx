import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../contract/locales';
import { renderHome } from '../testing/render-home';
import { sampleAirports } from '../testing/sample-airports';
import { SearchBox } from './search-box';

// Rendering with Chakra's styles is slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const today = '2026-03-10';

function setup(locale: Locale = 'zhCn') {
  const onSearch = vi.fn();
  renderHome(<SearchBox airports={sampleAirports} locale={locale} today={today} onSearch={onSearch} />, locale);
  return { onSearch };
}

async function chooseCity(name: string, typed: string) {
  await userEvent.type(screen.getByRole('combobox', { name }), `${typed}{Enter}`);
}

describe('SearchBox validation', () => {
  it.each([
    ['zhCn', '搜索航班', '请选择到达城市', '出发城市', '石家庄'],
    ['zhTw', '搜尋航班', '請選擇抵達城市', '出發城市', '石家莊'],
    ['en', 'Search flights', 'Please choose an arrival city', 'From', 'Shijiazhuang'],
  ] as const)(
    'in %s starts from the hub, says what is missing in the page language and moves focus there',
    async (locale, submit, message, from, hub) => {
      const { onSearch } = setup(locale);
      expect(screen.getByRole('combobox', { name: from })).toHaveValue(`${hub} SJW`);
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(onSearch).not.toHaveBeenCalled();
      const destination = screen.getAllByRole('combobox')[1]!;
      expect(destination).toHaveAccessibleDescription(message);
      expect(destination).toHaveAttribute('aria-invalid', 'true');
      expect(destination).toHaveFocus();
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    },
  );

  it('refuses the same city twice, then searches once fixed', async () => {
    const { onSearch } = setup();
    await chooseCity('出发城市', 'sjw');
    await chooseCity('到达城市', 'sjw');
    await userEvent.click(screen.getByRole('button', { name: '搜索航班' }));
    expect(screen.getByRole('combobox', { name: '到达城市' })).toHaveAccessibleDescription(
      '出发城市和到达城市不能相同',
    );
    await userEvent.click(screen.getByRole('button', { name: '交换出发城市和到达城市' }));
    await chooseCity('到达城市', 'guangzhou');
    expect(screen.getByRole('combobox', { name: '到达城市' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: '搜索航班' }));
    expect(onSearch).toHaveBeenCalledWith(
      {
        tripType: 'oneWay',
        origin: 'SJW',
        destination: 'CAN',
        departureDate: today,
        adults: 1,
        children: 0,
        infants: 0,
      },
      false,
    );
  });

  it('sends an international search to the international results', async () => {
    const { onSearch } = setup('en');
    await userEvent.click(screen.getByRole('radio', { name: 'International/regional' }));
    await chooseCity('From', 'SJW');
    await chooseCity('To', 'Bangkok');
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ origin: 'SJW', destination: 'BKK' }), true);
  });
});

describe('SearchBox dates', () => {
  it('chooses a departure day by keyboard: the picker closes and the day is set', async () => {
    setup('en');
    await userEvent.click(screen.getByRole('button', { name: /Departure date/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Departure date' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Tue, Mar 10, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Departure date/ })).toHaveTextContent('Wed, Mar 18');
  });

  it('does not let past days or days before the departure be chosen', async () => {
    setup('en');
    await userEvent.click(screen.getByRole('button', { name: /Departure date/ }));
    await userEvent.click(screen.getByRole('button', { name: /Mar 9, 2026 not available/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Departure date/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /Return date/ }));
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Mar 9, 2026 not available/ }));
    await userEvent.click(screen.getByRole('button', { name: /Mar 20, 2026$/ }));
    expect(screen.getByRole('button', { name: /Return date/ })).toHaveTextContent('Fri, Mar 20');
  });
});

describe('SearchBox passengers', () => {
  it('allows at most one infant per adult and nine seats', async () => {
    setup('en');
    const moreInfants = screen.getByRole('button', { name: 'More Infants' });
    await userEvent.click(moreInfants);
    expect(moreInfants).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer Adults' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More Adults' }));
    expect(moreInfants).toBeEnabled();
    const moreChildren = screen.getByRole('button', { name: 'More Children' });
    for (let step = 0; step < 7; step += 1) await userEvent.click(moreChildren);
    expect(moreChildren).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More Adults' })).toBeDisabled();
  });
});
