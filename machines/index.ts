import type { AnyActorLogic, AnyEventObject, AnyStateMachine } from 'xstate';
import { flightSearchMachine, flightSearchSimulation } from './flight-search.machine';
import { riskFlowMachine } from './risk-flow.machine';
import { riskFlowSimulation } from './risk-flow.simulation';
import { logoutMachine, logoutSimulation } from './logout.machine';
import { renewalNoticeMachine, renewalNoticeSimulation } from './renewal-notice.machine';
import { messagePollingMachine, messagePollingSimulation } from './message-polling.machine';
import { checkInMachine } from './check-in.machine';
import { checkInSimulation } from './check-in-simulation';
import { bookingSimulation, simulatedBookingMachine } from './booking-simulation';
import { paymentPollingMachine, paymentPollingSimulation } from './payment-polling.machine';
import { delayCertificateMachine, delayCertificateSimulation } from './delay-certificate.machine';
import { ancillaryPurchaseSimulation, simulatedAncillaryPurchaseMachine } from './ancillary-purchase-simulation';

/** Every statechart of the site, for the /flows viewer and the coverage report. */
export interface RegisteredMachine {
  id: string;
  machine: AnyStateMachine;
  /** i18n key of a one-line description shown on /flows (e.g. 'flows.machines.booking'). */
  descriptionKey?: string;
  /** How /flows and `npm run coverage:flows` run the machine without the real world. */
  simulation?: FlowSimulation;
}

export interface FlowSimulation {
  input?: unknown;
  /**
   * Events with payloads to try in every state, e.g. `{ type: 'xstate.done.actor.searchFlights', output: {...} }`
   * or a data event; an event type not listed here is sent bare.
   */
  events?: readonly AnyEventObject[];
  /** Replacements for the machine's actors; an invoked actor not listed gets one that never settles by itself. */
  actors?: Record<string, AnyActorLogic>;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'flight-search',
    machine: flightSearchMachine,
    descriptionKey: 'home.flows.flightSearch',
    simulation: flightSearchSimulation,
  },
  { id: 'risk-flow', machine: riskFlowMachine, descriptionKey: 'risk.flows.riskFlow', simulation: riskFlowSimulation },
  { id: 'logout', machine: logoutMachine, descriptionKey: 'account.flows.logout', simulation: logoutSimulation },
  {
    id: 'renewal-notice',
    machine: renewalNoticeMachine,
    descriptionKey: 'account.flows.renewalNotice',
    simulation: renewalNoticeSimulation,
  },
  {
    id: 'message-polling',
    machine: messagePollingMachine,
    descriptionKey: 'chat.flows.messagePolling',
    simulation: messagePollingSimulation,
  },
  { id: 'check-in', machine: checkInMachine, descriptionKey: 'checkin.flows.checkIn', simulation: checkInSimulation },
  {
    id: 'booking',
    machine: simulatedBookingMachine,
    descriptionKey: 'booking.flows.booking',
    simulation: bookingSimulation,
  },
  {
    id: 'payment-polling',
    machine: paymentPollingMachine,
    descriptionKey: 'payment.flows.paymentPolling',
    simulation: paymentPollingSimulation,
  },
  {
    id: 'delay-certificate',
    machine: delayCertificateMachine,
    descriptionKey: 'delayProve.flows.delayCertificate',
    simulation: delayCertificateSimulation,
  },
  {
    id: 'ancillary-purchase',
    machine: simulatedAncillaryPurchaseMachine,
    descriptionKey: 'ancillaries.flows.purchase',
    simulation: ancillaryPurchaseSimulation,
  },
];
