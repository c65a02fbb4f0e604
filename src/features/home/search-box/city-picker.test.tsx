import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../contract/locales';
import { renderHome } from '../testing/render-home';
import { sampleAirports } from '../testing/sample-airports';
import { CityPicker } from './city-picker';

// Rendering with Chakra's styles is slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

function Picker({ locale, onSelect }: { locale: Locale; onSelect: (code: string) => void }) {
  const [value, setValue] = useState<string>();
  const select = (code: string) => {
    setValue(code);
    onSelect(code);
  };
  return (
    <CityPicker id="origin" label="From" airports={sampleAirports} locale={locale} value={value} onSelect={select} />
  );
}

function setup(locale: Locale = 'zhCn') {
  const onSelect = vi.fn();
  renderHome(<Picker locale={locale} onSelect={onSelect} />, locale);
  return { onSelect, input: screen.getByRole('combobox', { name: 'From' }) };
}

describe('CityPicker', () => {
  it.each([
    ['zhCn', '石家庄', '石家庄 SJW'],
    ['zhTw', '石家莊', '石家莊 SJW'],
    ['en', 'Shijiazhuang', 'Shijiazhuang SJW'],
    ['en', 'sjz', 'Shijiazhuang SJW'],
    ['zhCn', 'SJW', '石家庄 SJW'],
  ] as const)('in %s finds the city typed as %s and picks it with Enter', async (locale, typed, shown) => {
    const { input, onSelect } = setup(locale);
    await userEvent.type(input, typed);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('SJW');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('SJW');
    expect(input).toHaveValue(shown);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrow keys and wraps around', async () => {
    const { input, onSelect } = setup();
    await userEvent.type(input, '上海');
    const [first, second] = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(second!.textContent?.slice(-3));
  });

  it('closes with Esc and keeps the chosen city', async () => {
    const { input, onSelect } = setup();
    await userEvent.type(input, '广州{Enter}');
    await userEvent.type(input, '厦');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('广州 CAN');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('picks a city by mouse', async () => {
    const { input, onSelect } = setup('en');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Bangkok/ }));
    expect(onSelect).toHaveBeenCalledWith('BKK');
  });

  it('says so when nothing matches', async () => {
    const { input } = setup('en');
    await userEvent.type(input, 'xyzzy');
    expect(screen.getByRole('option')).toHaveTextContent('No matching city');
  });
});
