import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { flightSearchMachine } from '../../machines/flight-search.machine';
import { flightSearchSimulation } from '../../machines/flight-search.simulation';
import { riskFlowMachine } from '../../machines/risk-flow.machine';
import { riskFlowSimulation } from '../../machines/risk-flow.simulation';
import { logoutMachine } from '../../machines/logout.machine';
import { logoutSimulation } from '../../machines/logout.simulation';
import { renewalNoticeMachine } from '../../machines/renewal-notice.machine';
import { renewalNoticeSimulation } from '../../machines/renewal-notice.simulation';
import { messagePollingMachine } from '../../machines/message-polling.machine';
import { messagePollingSimulation } from '../../machines/message-polling.simulation';
import { checkInMachine } from '../../machines/check-in.machine';
import { checkInSimulation } from '../../machines/check-in.simulation';
import { bookingSimulation, simulatedBookingMachine } from '../../machines/booking.simulation';
import { paymentPollingMachine } from '../../machines/payment-polling.machine';
import { paymentPollingSimulation } from '../../machines/payment-polling.simulation';
import { paymentSimulation, simulatedPaymentMachine } from '../../machines/payment.simulation';
import { delayCertificateMachine } from '../../machines/delay-certificate.machine';
import { delayCertificateSimulation } from '../../machines/delay-certificate.simulation';
import { disruptionOfferMachine } from '../../machines/disruption-offer.machine';
import { disruptionOfferSimulation } from '../../machines/disruption-offer.simulation';
import {
  ancillaryPurchaseSimulation,
  simulatedAncillaryPurchaseMachine,
} from '../../machines/ancillary-purchase.simulation';
import { simulatedTicketChangeMachine, ticketChangeSimulation } from '../../machines/ticket-change.simulation';

/** Every statechart of the site, for the flows viewer and the coverage report. */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'flight-search',
    machine: flightSearchMachine,
    descriptionKey: 'flows.descriptions.flight-search',
    simulation: flightSearchSimulation,
  },
  {
    id: 'risk-flow',
    machine: riskFlowMachine,
    descriptionKey: 'flows.descriptions.risk-flow',
    simulation: riskFlowSimulation,
  },
  { id: 'logout', machine: logoutMachine, descriptionKey: 'flows.descriptions.logout', simulation: logoutSimulation },
  {
    id: 'renewal-notice',
    machine: renewalNoticeMachine,
    descriptionKey: 'flows.descriptions.renewal-notice',
    simulation: renewalNoticeSimulation,
  },
  {
    id: 'message-polling',
    machine: messagePollingMachine,
    descriptionKey: 'flows.descriptions.message-polling',
    simulation: messagePollingSimulation,
  },
  {
    id: 'check-in',
    machine: checkInMachine,
    descriptionKey: 'flows.descriptions.check-in',
    simulation: checkInSimulation,
  },
  {
    id: 'booking',
    machine: simulatedBookingMachine,
    descriptionKey: 'flows.descriptions.booking',
    simulation: bookingSimulation,
  },
  {
    id: 'payment-polling',
    machine: paymentPollingMachine,
    descriptionKey: 'flows.descriptions.payment-polling',
    simulation: paymentPollingSimulation,
  },
  {
    id: 'payment',
    machine: simulatedPaymentMachine,
    descriptionKey: 'flows.descriptions.payment',
    simulation: paymentSimulation,
  },
  {
    id: 'delay-certificate',
    machine: delayCertificateMachine,
    descriptionKey: 'flows.descriptions.delay-certificate',
    simulation: delayCertificateSimulation,
  },
  {
    id: 'ancillary-purchase',
    machine: simulatedAncillaryPurchaseMachine,
    descriptionKey: 'flows.descriptions.ancillary-purchase',
    simulation: ancillaryPurchaseSimulation,
  },
  {
    id: 'disruption-offer',
    machine: disruptionOfferMachine,
    descriptionKey: 'flows.descriptions.disruption-offer',
    simulation: disruptionOfferSimulation,
  },
  {
    id: 'ticket-change',
    machine: simulatedTicketChangeMachine,
    descriptionKey: 'flows.descriptions.ticket-change',
    simulation: ticketChangeSimulation,
  },
];
