import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../../contract/call-paths';
import { QUERY_FLIGHT_LIST_PATH } from '../../../../contract/calls/flights';
import { addDays } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { ResultsPage, type ResultsMarket } from './results-page';
import { resultsSearchSchema } from './first-load/search-params';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';
import { renderSearch, stubServer } from './testing/render-search';
import { SAMPLE_FLIGHTS, SAMPLE_SYSTEM_INIT, sampleFareDays } from './testing/sample-flights';

const oneWay = resultsSearchSchema.parse({
  tripType: 'oneWay',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-06-02',
  adults: 1,
});

function showResults(
  params: ResultsSearch = oneWay,
  market: ResultsMarket = 'domestic',
  locale: Locale = 'en',
  flights = SAMPLE_FLIGHTS,
  flightsArrive: Promise<void> = Promise.resolve(),
) {
  const calls = stubServer({
    [QUERY_FLIGHT_LIST_PATH]: async (payload) => {
      await flightsArrive;
      return {
        origin: payload.origin,
        destination: payload.destination,
        departureDate: payload.departureDate,
        currency: 'CNY',
        flights,
      };
    },
    [CALLS.fareCalendar]: (payload) => ({
      origin: payload.origin,
      destination: payload.destination,
      currency: 'CNY',
      days: sampleFareDays(addDays(String(payload.startDate), 3)),
    }),
    [CALLS.systemInit]: () => SAMPLE_SYSTEM_INIT,
    [CALLS.queryCabinGuide]: () => ({
      bookingClass: 'K',
      cabinClass: 'Y',
      cabinName: 'Economy',
      changeFeePercent: 20,
      refundFeePercent: 35,
      baggageKg: 20,
      rules: [{ kind: 'change', title: 'Date change', text: 'Fee of 20% of the fare before departure' }],
    }),
    [CALLS.createCabinGuideRecord]: () => ({ recordId: 1 }),
  });
  const onParamsChange = vi.fn();
  const onBook = vi.fn();
  renderSearch(
    <ResultsPage
      params={params}
      locale={locale}
      today="2026-06-01"
      market={market}
      onParamsChange={onParamsChange}
      onBook={onBook}
    />,
    locale,
  );
  return { calls, onParamsChange, onBook };
}

// The list's region is named by the cities once the airports are in, which may be after the flights.
const flightHeadings = async () =>
  within(await screen.findByRole('region', { name: /Shijiazhuang → Guangzhou/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// Role queries over ~20 fare rows are slow in jsdom on a shared machine.
describe('the results page', { timeout: 30_000 }, () => {
  it('lists the day’s flights as headed articles, announces how many, and names each choice in full', async () => {
    showResults();
    expect(await screen.findByText('Showing 3 of 3 flights')).toHaveAttribute('role', 'status');
    expect(await flightHeadings()).toEqual([
      'NS3101 07:30 Shijiazhuang → Guangzhou',
      'NS3171 14:10 Shijiazhuang → Guangzhou',
      'NS3175 19:40 Shijiazhuang → Guangzhou',
    ]);
    expect(screen.getByRole('button', { name: 'Choose Economy, 980 yuan, NS3101 07:30' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Business, 2100 yuan, NS3101 07:30' })).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getAllByText('+ ¥70 taxes')).toHaveLength(3);
    expect(within(screen.getByRole('article', { name: /NS3175/ })).getByText('Sold out')).toBeInTheDocument();
  });

  it('shows the shape of three result cards while the flights are on their way, then the flights in their place', async () => {
    let release = () => {};
    showResults(oneWay, 'domestic', 'en', SAMPLE_FLIGHTS, new Promise((resolve) => (release = resolve)));
    const waiting = () => document.querySelector('[data-skeleton]');
    await waitFor(() => expect(waiting()).toHaveAttribute('aria-busy', 'true'));
    expect(waiting()).toHaveTextContent(/^Searching flights…$/);
    expect(waiting()!.querySelector('[aria-hidden="true"]')!.children).toHaveLength(3);
    release();
    expect(await screen.findByText('Showing 3 of 3 flights')).toBeInTheDocument();
    expect(waiting()).toBeNull();
    expect(await flightHeadings()).toHaveLength(3);
  });

  it('sorts by lowest price, sold-out flights last', async () => {
    showResults();
    await screen.findByText('Showing 3 of 3 flights');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    expect((await flightHeadings()).map((heading) => heading!.slice(0, 6))).toEqual(['NS3171', 'NS3101', 'NS3175']);
  });

  it('counts a single flight in the singular, from how many there are, not how many show', async () => {
    showResults(oneWay, 'domestic', 'en', SAMPLE_FLIGHTS.slice(0, 1));
    expect(await screen.findByText('Showing 1 of 1 flight')).toHaveAttribute('role', 'status');
  });

  it('filters by time of day and by cabin, and says so', async () => {
    showResults();
    await screen.findByText('Showing 3 of 3 flights');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Afternoon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Evening' }));
    expect((await flightHeadings()).map((heading) => heading!.slice(0, 6))).toEqual(['NS3171', 'NS3175']);
    expect(screen.getByText('Showing 2 of 3 flights')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cabin'), { target: { value: 'C' } });
    expect(screen.getByText('No flights match the filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Afternoon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Evening' }));
    expect((await flightHeadings()).map((heading) => heading!.slice(0, 6))).toEqual(['NS3101']);
    expect(screen.queryByRole('button', { name: /Choose Economy/ })).not.toBeInTheDocument();
  });

  it('shows three days either side in the price strip, "no flights" days disabled, and moves the search to a picked day', async () => {
    const { onParamsChange } = showResults();
    const strip = screen.getByRole('navigation', { name: 'Lowest fares three days either side' });
    await waitFor(() => expect(within(strip).getAllByRole('button')[0]).toHaveAccessibleName(/¥570/), {
      timeout: 5000,
    });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(days[4]).toHaveAccessibleName(/No flights/);
    expect(days[4]).toBeDisabled();
    fireEvent.click(days[5]!);
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ departureDate: '2026-06-04' }));
  });

  it('books a one-way fare with the selection, and keeps a round trip’s outbound in the params to choose the return', async () => {
    const { onBook } = showResults();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy, 680 yuan, NS3171 14:10' }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'SJW', destination: 'CAN', outboundFlight: 'NS3171', outboundClass: 'L' }),
    );
  });

  it('asks for the return after the outbound of a round trip', async () => {
    const roundTrip = resultsSearchSchema.parse({ ...oneWay, tripType: 'roundTrip', returnDate: '2026-06-06' });
    const { onParamsChange } = showResults(roundTrip);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy, 980 yuan, NS3101 07:30' }));
    expect(onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ outboundFlight: 'NS3101', outboundClass: 'K', departureDate: '2026-06-02' }),
    );
  });

  it('searches the return leg the other way once the outbound is chosen', async () => {
    const chosen = resultsSearchSchema.parse({
      ...oneWay,
      tripType: 'roundTrip',
      returnDate: '2026-06-06',
      outboundFlight: 'NS3101',
      outboundClass: 'K',
    });
    const { calls, onBook } = showResults(chosen);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Return Sat, Jun 6, 2026 Guangzhou → Shijiazhuang' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === QUERY_FLIGHT_LIST_PATH && call.payload.departureDate === '2026-06-06')
          ?.payload,
      ).toMatchObject({ origin: 'CAN', destination: 'SJW' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy, 680 yuan, NS3171 14:10' }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({
        outboundFlight: 'NS3101',
        outboundClass: 'K',
        returnFlight: 'NS3171',
        returnClass: 'L',
      }),
    );
  });

  it('keeps the return’s price strip from moving before the outbound day', async () => {
    showResults(
      resultsSearchSchema.parse({
        ...oneWay,
        tripType: 'roundTrip',
        returnDate: '2026-06-03',
        outboundFlight: 'NS3101',
        outboundClass: 'K',
      }),
    );
    const strip = screen.getByRole('navigation', { name: 'Lowest fares three days either side' });
    await waitFor(() => expect(within(strip).getAllByRole('button')[0]).toHaveAccessibleName(/¥570/), {
      timeout: 5000,
    });
    // 31 May and 1 June are before the 2 June outbound; 4 June has no flights.
    expect(
      within(strip)
        .getAllByRole('button')
        .map((day) => (day as HTMLButtonElement).disabled),
    ).toEqual([true, true, false, false, true, false, false]);
  });

  it('prices in points on the tickets-for-points page and says what an exchange needs', async () => {
    showResults(oneWay, 'points');
    expect(
      await screen.findByRole('button', { name: 'Choose Economy, 11,500 points, NS3101 07:30' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/must log in, be real-name verified/)).toBeInTheDocument();
  });

  it('loads a cabin’s rules when its disclosure opens and records the view once', async () => {
    const { calls } = showResults();
    const toggle = await screen.findByText('Economy (class K) change and refund rules');
    const details = toggle.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('Fee of 20% of the fare before departure')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === CALLS.createCabinGuideRecord).map((call) => call.payload)).toEqual([
      { origin: 'SJW', destination: 'CAN', bookingClass: 'K', flightDate: '2026-06-02', flightNo: 'NS3101' },
    ]);
  });

  it.each([
    ['zhCn', '选择经济舱，980 元，NS3101 07:30', '仅剩 3 张'],
    ['zhTw', '選擇經濟艙，980 元，NS3101 07:30', '僅剩 3 張'],
  ] as const)('speaks %s', async (locale, choose, seatsLeft) => {
    showResults(oneWay, 'domestic', locale);
    expect(await screen.findByRole('button', { name: choose })).toBeInTheDocument();
    expect(screen.getByText(seatsLeft)).toBeInTheDocument();
  });
});
