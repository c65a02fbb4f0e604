import type { Airport, SystemInitData } from '../../../../../contract/calls/content';
import type { CabinClass, CabinOffer, FareDay, FlightOption } from '../../../../../contract/calls/flights';
import { partyTotal, passengerPrices } from '../../../../../contract/calls/flight-pricing';
import { flightEnd } from '../../../../api/testing/sample-trip';

export function sampleOffer(cabinClass: CabinClass, bookingClass: string, fare: number, seatsLeft = 20): CabinOffer {
  const prices = passengerPrices(fare, { airportFee: 50, fuelSurcharge: 20 });
  return {
    cabinClass,
    bookingClass,
    ...prices,
    totalPrice: partyTotal(prices, { adults: 1, children: 0, infants: 0 }),
    adultPoints: cabinClass === 'Y' ? 11_500 : 23_000,
    seatsLeft,
    baggageKg: cabinClass === 'Y' ? 20 : 30,
    changeFeePercent: 20,
    refundFeePercent: 35,
  };
}

export function sampleFlight(flightNo: string, departure: string, arrival: string, cabins: CabinOffer[]): FlightOption {
  const end = (airport: string, cityName: string, airportName: string, time: string) =>
    flightEnd(airport, cityName, airportName, time, '2026-06-02');
  return {
    flightNo,
    flightDate: '2026-06-02',
    departure: end('SJW', 'Shijiazhuang', 'Zhengding International Airport', departure),
    arrival: end('CAN', 'Guangzhou', 'Baiyun International Airport', arrival),
    arrivalDayOffset: 0,
    durationMinutes: 185,
    aircraftType: '738',
    aircraftName: 'Boeing 737-800',
    stops: 0,
    cabins,
  };
}

/** Three flights of a day: a cheap early one, a dear afternoon one with few seats, a sold-out evening one. */
export const SAMPLE_FLIGHTS: FlightOption[] = [
  sampleFlight('NS3101', '07:30', '10:35', [sampleOffer('C', 'D', 2100), sampleOffer('Y', 'K', 980)]),
  sampleFlight('NS3171', '14:10', '17:15', [sampleOffer('Y', 'L', 680, 3)]),
  sampleFlight('NS3175', '19:40', '22:45', []),
];

export function sampleFareDays(center: string): FareDay[] {
  const day = (offset: number): string => {
    const date = new Date(`${center}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  return [-3, -2, -1, 0, 1, 2, 3].map((offset) =>
    offset === 1
      ? { date: day(offset), status: 'noFlights', lowestPrice: null }
      : { date: day(offset), status: 'available', lowestPrice: 600 + offset * 10 },
  );
}

const sampleAirport = (code: string, city: [string, string, string]): Airport => ({
  code,
  cityCode: code,
  cityName: { zhCn: city[0], zhTw: city[1], en: city[2] },
  airportName: { zhCn: '', zhTw: '', en: '' },
  pinyin: '',
  initials: '',
  countryCode: 'CN',
  domestic: true,
  regional: false,
  timezone: 'Asia/Shanghai',
  hot: true,
});

export const SAMPLE_AIRPORTS: Airport[] = [
  sampleAirport('SJW', ['石家庄', '石家莊', 'Shijiazhuang']),
  sampleAirport('CAN', ['广州', '廣州', 'Guangzhou']),
];

/** A whole system/init reply (the client parses it) around these airports. */
export const SAMPLE_SYSTEM_INIT: SystemInitData = {
  airports: SAMPLE_AIRPORTS,
  hotline: '95000',
  complaintHotline: { number: '95000', extension: '9' },
  serverTime: '2026-06-01T08:00:00+08:00',
  currency: 'CNY',
  bookingWindowDays: 365,
  features: { flowsPage: false },
};
