import type { Certificate, SegmentChoice } from '../contract/calls/delay-certificate';
import { refusal } from './simulated-answers';

const end = (code: string, cityName: string) => ({ code, cityName });
/** A delayed segment and its certificate as the server sends them: the simulation's and the tests' answers. */
export const SAMPLE_SEGMENT: SegmentChoice = {
  couponId: 1,
  flightNo: 'NS3101',
  flightDate: '2026-06-01',
  origin: end('SJW', '石家庄'),
  destination: end('CAN', '广州'),
  scheduledDeparture: '2026-06-01T08:00',
  actualDeparture: '2026-06-01T10:05',
  actualArrival: '2026-06-01T13:20',
  delayMinutes: 125,
  refusal: null,
  issued: false,
};
export const SAMPLE_CERTIFICATE: Certificate = {
  certificateNo: 'DC260601123456',
  verificationCode: 'ABCDEFGH23',
  passengerName: '张伟',
  documentNoMasked: '1301**********1234',
  ticketNo: '8809000000001',
  flightNo: 'NS3101',
  flightDate: '2026-06-01',
  origin: end('SJW', '石家庄'),
  destination: end('CAN', '广州'),
  scheduledDeparture: '2026-06-01T08:00',
  scheduledArrival: '2026-06-01T11:15',
  actualDeparture: '2026-06-01T10:05',
  actualArrival: '2026-06-01T13:20',
  delayMinutes: 125,
  outcome: 'delayed',
  reason: { code: 'weather', text: '天气' },
  delivery: null,
  issuedAt: '2026-06-02T09:00',
};

/** /flows and the coverage tool: every answer the server can give, each once. */
export const delayCertificateSimulation = {
  events: [
    { type: 'ticket.find', lookup: { ticketNo: '8809000000001', name: '张伟' } },
    { type: 'xstate.done.actor.findSegments', output: [SAMPLE_SEGMENT] },
    { type: 'xstate.error.actor.findSegments', error: { code: 'DELAY_NO_TICKET' } },
    { type: 'xstate.error.actor.findSegments', error: new Error('offline') },
    { type: 'segment.choose', couponId: 1 },
    { type: 'xstate.done.actor.applyForCertificate', output: SAMPLE_CERTIFICATE },
    refusal('applyForCertificate', 'DELAY_NO_TICKET'),
    refusal('applyForCertificate', 'DELAY_NOT_DELAYED'),
    refusal('applyForCertificate', 'DELAY_NOT_OPERATED'),
    refusal('applyForCertificate', 'DELAY_TOO_OLD'),
    refusal('applyForCertificate', 'UNREACHABLE'),
    { type: 'xstate.done.actor.downloadCertificate' },
    { type: 'xstate.error.actor.downloadCertificate', error: new Error('offline') },
    { type: 'certificate.email', email: 'traveller@example.com' },
    { type: 'xstate.done.actor.emailCertificate', output: 'tr****@example.com' },
    { type: 'xstate.error.actor.emailCertificate', error: new Error('offline') },
  ],
};
