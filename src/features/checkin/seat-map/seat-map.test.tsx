import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SeatCell, SeatMapReply } from '../../../../contract/calls/check-in-replies';
import { createI18n } from '../../../i18n/i18n';
import { appSystem } from '../../../ui/theme/system';
import { SeatPicker } from './seat-picker';

const cell = (seat: string, facts: Partial<SeatCell> = {}): SeatCell => {
  const letter = seat.slice(-1);
  const position = letter === 'A' || letter === 'D' ? 'window' : 'aisle';
  return {
    seat,
    row: Number(seat.slice(0, -1)),
    letter,
    position,
    exitRow: seat.startsWith('10'),
    wing: seat.startsWith('11'),
    status: 'free',
    ...facts,
  };
};

/** Economy rows 10–12, two seats either side of the aisle: 10 is an exit row, 11 over the wing. */
const seatMap: SeatMapReply = {
  flightId: 1,
  flightNo: 'NS3113',
  flightDate: '2026-03-10',
  aircraftType: '738',
  aircraftName: { zhCn: '波音737-800', zhTw: '波音737-800', en: 'Boeing 737-800' },
  cabins: [
    {
      cabinClass: 'Y',
      seatGroups: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      exitRows: [10],
      wingRows: [11, 11],
      rows: [
        {
          row: 10,
          exitRow: true,
          wing: false,
          groups: [
            [cell('10A'), cell('10B')],
            [cell('10C'), cell('10D', { chargeable: { price: 100 } })],
          ],
        },
        {
          row: 11,
          exitRow: false,
          wing: true,
          groups: [
            [cell('11A'), cell('11B', { status: 'occupied' })],
            [cell('11C'), cell('11D')],
          ],
        },
        {
          row: 12,
          exitRow: false,
          wing: false,
          groups: [
            [cell('12A', { status: 'blocked' }), cell('12B')],
            [null, cell('12D')],
          ],
        },
      ],
    },
  ],
  passengers: [
    { couponId: 1, name: 'ZHANG WEI', passengerType: 'ADT', cabinClass: 'Y', seat: null, exitRowRefusal: null },
    {
      couponId: 2,
      name: 'ZHANG XIAOMING',
      passengerType: 'CHD',
      cabinClass: 'Y',
      seat: null,
      exitRowRefusal: { reason: 'child', message: 'No exit rows for children' },
    },
  ],
  chargeableNotice: '',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

function renderPicker(couponId = 1, chosenSeat?: string) {
  const onChoose = vi.fn<(seat: string) => void>();
  render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <SeatPicker
          seatMap={seatMap}
          couponId={couponId}
          chosenSeat={chosenSeat}
          companionSeats={[]}
          onChoose={onChoose}
        />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('the seat map', () => {
  it('is a labelled region per cabin with each seat a button named by row, letter, position, features and state', () => {
    renderPicker();
    const economy = screen.getByRole('region', { name: 'Economy, rows 10–12' });
    const names = within(economy)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toContain('Row 10, seat A, window, exit row, available');
    expect(names).toContain('Row 10, seat D, window, exit row, ¥100, paid seat, at the airport counter');
    expect(names).toContain('Row 11, seat B, aisle, over the wing, occupied');
    expect(names).toContain('Row 12, seat A, window, blocked');
    expect(names).toHaveLength(11);
  });

  it('tells a child why an exit-row seat is not for them, in the name', () => {
    renderPicker(2);
    expect(
      screen.getByRole('button', {
        name: 'Row 10, seat A, window, exit row, not available to you, Exit-row seats are not for children.',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('has one tab stop, and arrow keys move between free seats only, skipping taken ones', async () => {
    const { user } = renderPicker();
    await user.tab();
    await user.tab();
    expect(focusedName()).toBe('Row 10, seat A, window, exit row, available');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Row 11, seat A, window, over the wing, available');
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Row 11, seat C, aisle, over the wing, available');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Row 12, seat D, window, available');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Row 12, seat B, aisle, available');
    await user.keyboard('{ArrowUp}{End}');
    expect(focusedName()).toBe('Row 11, seat D, window, over the wing, available');
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focusedName()).toBe('Row 10, seat A, window, exit row, available');
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(2);
  });

  it("a child's arrow keys skip the exit row", async () => {
    const { user } = renderPicker(2);
    await user.tab();
    await user.tab();
    expect(focusedName()).toBe('Row 11, seat A, window, over the wing, available');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Row 11, seat A, window, over the wing, available');
  });

  it('chooses the seat with Enter, and shows the choice in its name and by its pressed state', async () => {
    const { user, onChoose } = renderPicker();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('10B');
    cleanup();
    renderPicker(1, '10B');
    expect(screen.getByRole('button', { name: 'Row 10, seat B, aisle, exit row, your choice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the list view', () => {
  it('lists the seats this passenger may choose, each with a choose button', async () => {
    const { user, onChoose } = renderPicker(2);
    await user.click(screen.getByRole('button', { name: 'Show as list' }));
    const table = screen.getByRole('table', { name: '5 seats you can choose' });
    expect(within(table).queryByRole('button', { name: 'Choose seat 10A' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Choose seat 12D' }));
    expect(onChoose).toHaveBeenCalledWith('12D');
  });
});
