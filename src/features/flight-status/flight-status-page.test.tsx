import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { FlightDynamic } from '../../../contract/calls/flight-status';
import { FakeEventSource } from '../../ui/testing/fake-event-source';
import { formReply, notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';
import { renderApp } from '../../ui/testing/render-app';

freshPageEachTest();

const FLIGHT_DATE = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const leg = (scheduled: string) => ({ scheduled, estimated: null, actual: null });
const end = (code: string, cityName: string) => ({ code, cityName, airportName: cityName, timeZone: 'Asia/Shanghai' });

function flight(flightNo: string, delayMinutes = 0): FlightDynamic {
  return {
    flightNo,
    flightDate: FLIGHT_DATE,
    origin: end('SJW', 'Shijiazhuang'),
    destination: end('SHA', 'Shanghai'),
    status: delayMinutes ? 'delayed' : 'scheduled',
    delayMinutes,
    reason: null,
    offBlock: leg(`${FLIGHT_DATE}T23:50:00.000Z`),
    takeOff: leg(`${FLIGHT_DATE}T23:55:00.000Z`),
    landing: leg(`${FLIGHT_DATE}T23:57:00.000Z`),
    onBlock: leg(`${FLIGHT_DATE}T23:59:00.000Z`),
    gate: null,
    checkInCounters: null,
    baggageBelt: null,
    aircraftType: '738',
    registration: null,
    inbound: null,
  };
}

let listed: FlightDynamic[];
let listCalls: number;

beforeEach(() => {
  listed = [flight('NS3105'), flight('NS3181')];
  listCalls = 0;
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  answerFetch(async (input: RequestInfo | URL) => {
    if (pathOf(input) !== CALLS.queryFlightDynamicList) return notInThisTest();
    listCalls += 1;
    return formReply({ flights: listed, asOf: new Date().toISOString() });
  });
});

describe('the flight status list', () => {
  it('follows the listed flights on the live stream and shows a pushed delay at once', async () => {
    await renderApp(`/en/flightStatus?dep=SJW&arr=SHA&date=${FLIGHT_DATE}`);
    expect(await screen.findByRole('heading', { name: 'NS3181' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    const [stream] = FakeEventSource.open();
    expect(stream!.flights()).toEqual([`NS3105@${FLIGHT_DATE}`, `NS3181@${FLIGHT_DATE}`]);
    stream!.push({ flightNo: 'NS3105', flightDate: FLIGHT_DATE });
    expect(listCalls).toBe(1);
    listed = [flight('NS3105', 95), flight('NS3181')];
    stream!.push({ flightNo: 'NS3105', flightDate: FLIGHT_DATE, status: 'delayed', delayMinutes: 95 });
    expect(await screen.findByText('95 min late')).toBeTruthy();
    expect(listCalls).toBe(2);
    // The same stream stays open across the refresh: the flights it follows did not change.
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
