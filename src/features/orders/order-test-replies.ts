import type { OrderDetailsData, OrderSummary } from '../../../contract/calls/orders';
import { flightEnd, tripLeg } from '../../api/testing/sample-trip';

/** Replies the order page tests answer with: one unpaid domestic order as the server would describe it. */
export const unpaidSummary: OrderSummary = {
  orderNo: 'HB2606011234567',
  pnr: 'KX4M7P',
  kind: 'domestic',
  status: 'unpaid',
  createdAt: '2026-06-01T02:00:00.000Z',
  holdUntil: '2026-06-01T02:30:00.000Z',
  totalAmount: 1050,
  totalPoints: 0,
  segments: [tripLeg('NS3105', '2026-06-10', false)],
  passengerNames: ['ZHANG WEI'],
  actions: { pay: true, cancel: true, refund: false, checkIn: false, change: false },
};

const end = (airport: string, cityName: string, airportName: string, time: string) =>
  flightEnd(airport, cityName, airportName, time, '2026-06-10');

export function unpaidDetails(serverNow: string, holdUntil: string): OrderDetailsData {
  return {
    orderNo: unpaidSummary.orderNo,
    pnr: unpaidSummary.pnr,
    kind: 'domestic',
    status: 'unpaid',
    createdAt: '2026-06-01T02:00:00.000Z',
    holdUntil,
    serverNow,
    totalAmount: 1050,
    totalPoints: 0,
    contact: { name: '张伟', mobile: '13800138000', email: 'zhangwei@example.com' },
    passengers: [
      {
        id: 1,
        passengerType: 'ADT',
        name: 'ZHANG WEI',
        documentType: '0',
        documentNo: '130102198504120011',
        birthDate: '1985-04-12',
      },
    ],
    segments: [
      {
        id: 1,
        segmentIndex: 0,
        flightNo: 'NS3105',
        flightDate: '2026-06-10',
        departure: end('SJW', 'Shijiazhuang', 'Zhengding Intl', '07:50'),
        arrival: end('SHA', 'Shanghai', 'Hongqiao Intl', '09:55'),
        cabinClass: 'Y',
        bookingClass: 'Y',
        aircraftName: 'Boeing 737-800',
      },
    ],
    coupons: [
      {
        ticketId: 1,
        passengerId: 1,
        segmentId: 1,
        fare: 900,
        airportFee: 50,
        fuelSurcharge: 100,
        points: 0,
        ticketNo: null,
        status: 'booked',
      },
    ],
    insurance: [],
    timeline: [{ kind: 'created', at: '2026-06-01T02:00:00.000Z', detail: {} }],
    actions: { pay: true, cancel: true, refund: false, checkIn: false, change: false },
  };
}

/**
 * The same order as a ticketed round trip for two, since partly refunded: ZHANG WEI holds accident cover on
 * both flights and delay cover on the return, whose coupon and premiums were refunded; LI NA holds none.
 * Total as booked: 2 × 2 × 1050 + 30 + 30 + 20.
 */
export function insuredDetails(serverNow: string): OrderDetailsData {
  const order = unpaidDetails(serverNow, '2026-06-01T02:30:00.000Z');
  const coupon = order.coupons[0]!;
  const policy = (
    policyNo: string,
    segmentId: number,
    productCode: string,
    productName: string,
    premium: number,
    refunded = false,
  ) => ({ policyNo, passengerId: 1, segmentId, productCode, productName, premium, refunded });
  return {
    ...order,
    status: 'changed_refunded',
    totalAmount: 4280,
    passengers: [
      ...order.passengers,
      {
        id: 2,
        passengerType: 'ADT',
        name: 'LI NA',
        documentType: '0',
        documentNo: '130102198811230022',
        birthDate: '1988-11-23',
      },
    ],
    segments: [
      order.segments[0]!,
      {
        ...order.segments[0]!,
        id: 2,
        segmentIndex: 1,
        flightNo: 'NS3106',
        flightDate: '2026-06-14',
        departure: { ...end('SHA', 'Shanghai', 'Hongqiao Intl', '11:00'), date: '2026-06-14' },
        arrival: { ...end('SJW', 'Shijiazhuang', 'Zhengding Intl', '13:05'), date: '2026-06-14' },
      },
    ],
    coupons: [1, 2].flatMap((passengerId) =>
      [1, 2].map((segmentId) => ({
        ...coupon,
        ticketId: passengerId * 10 + segmentId,
        passengerId,
        segmentId,
        ticketNo: `880-${passengerId}${segmentId}00000000`,
        status: passengerId === 1 && segmentId === 2 ? ('refunded' as const) : ('open' as const),
      })),
    ),
    insurance: [
      policy('PI0001', 1, 'FAI-ACCIDENT', 'Flight accident insurance', 30),
      policy('PI0002', 2, 'FAI-ACCIDENT', 'Flight accident insurance', 30, true),
      policy('PI0003', 2, 'FAI-DELAY', 'Flight delay insurance', 20, true),
    ],
    actions: { pay: false, cancel: false, refund: true, checkIn: true, change: true },
  };
}
