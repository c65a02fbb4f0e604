import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../../contract/locales';
import { BOOKING_REFUSALS } from '../../../../contract/calls/orders';
import type { BookingContext } from '../../../../machines/booking.machine';
import { createI18n } from '../../../i18n/i18n';
import { appSystem } from '../../../ui/theme/system';
import type { WizardActor } from './booking-flow';
import { OrderFailedPanel } from './order-outcome';

afterEach(cleanup);

async function showRefusal(locale: Locale, failureCode: string, failureNames?: Record<string, string>) {
  const i18n = await createI18n(locale);
  const actor = { send: vi.fn() } as unknown as WizardActor;
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <OrderFailedPanel actor={actor} context={{ failureCode, failureNames } as BookingContext} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { actor, i18n };
}

/** Issue 26, item 10: a booking refused for the unpaid holds already held is told plainly, as a state. */
describe('the unpaid-hold refusal', () => {
  it.each([
    ['en', 'You (or this device or network) already hold as many unpaid bookings as we allow.'],
    ['zhCn', '您（或此设备、所在网络）的未支付订单已达上限。'],
    ['zhTw', '您（或此裝置、所在網路）的未支付訂單已達上限。'],
  ] as const)('says so in %s, and offers to try again once one is paid or cancelled', async (locale, text) => {
    const { actor, i18n } = await showRefusal(locale, BOOKING_REFUSALS.unpaidHoldLimit);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('booking.failed.retry') }));
    expect(actor.send).toHaveBeenCalledWith({ type: 'order.retry' });
  });
});

/** Issue 29, item 10: the duplicate-passenger refusal says which passenger, and on which flight. */
describe('the passenger-already-booked refusal', () => {
  it.each([
    ['en', 'Wang Fang already holds a seat on flight GS7588 that day'],
    ['zhCn', '乘机人 Wang Fang 已持有 GS7588 航班当天的座位'],
    ['zhTw', '旅客 Wang Fang 已持有 GS7588 航班當天的座位'],
  ] as const)('names the passenger and the flight in %s', async (locale, text) => {
    await showRefusal(locale, BOOKING_REFUSALS.passengerAlreadyBooked, {
      name: 'Wang Fang',
      flightNo: 'GS7588',
      flightDate: '2026-12-07',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
