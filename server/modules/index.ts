import type { Call } from '../calls/call';
import { contentCalls } from './content/routes';
import { flightCalls } from './flights/routes';
import { systemCalls } from './system/routes';
import { accountCalls } from './accounts/routes';
import { riskCalls } from './risk/routes';
import { flightSearchCalls } from './flight-search/routes';
import { customerServiceCalls } from './customer-service/routes';
import { orderCalls } from './orders/routes';
import { paymentCalls } from './payments/routes';
import { refundCalls } from './refunds/routes';
import { passengerCalls } from './passengers/routes';
import { insuranceCalls } from './insurance/routes';
import { checkInCalls } from './check-in/routes';
import { ticketVerificationCalls } from './ticket-verification/routes';
import { feedbackCalls } from './feedback/routes';
import { flightOpsCalls } from './flight-ops/routes';
import { delayCertificateCalls } from './delay-certificates/routes';
import { memberCentreCalls } from './member-centre/routes';
import { pointCalls } from './points/routes';
import { walletCalls } from './wallet/routes';
import { pointMallCalls } from './point-mall/routes';
import { ancillaryCalls } from './ancillaries/routes';
import { ticketGuideCalls } from './ticket-guide/routes';
import { ticketChangeCalls } from './ticket-changes/routes';
import { disruptionCalls } from './disruption/routes';
import { ancillaryPayable } from './ancillaries/ancillary-payable';
import { flightPayable } from './payments/flight-payable';
import { changePayable } from './ticket-changes/change-payable';
import { payablesOf } from '../shared/payable-orders';

/** Every call the server answers, module by module (each module's routes.ts exports its list). */
export const allCalls: readonly Call[] = [
  ...systemCalls,
  ...contentCalls,
  ...flightCalls,
  ...accountCalls,
  ...riskCalls,
  ...flightSearchCalls,
  ...customerServiceCalls,
  ...orderCalls,
  ...paymentCalls,
  ...refundCalls,
  ...passengerCalls,
  ...insuranceCalls,
  ...checkInCalls,
  ...ticketVerificationCalls,
  ...feedbackCalls,
  ...flightOpsCalls,
  ...delayCertificateCalls,
  ...memberCentreCalls,
  ...pointCalls,
  ...walletCalls,
  ...pointMallCalls,
  ...ancillaryCalls,
  ...ticketGuideCalls,
  ...ticketChangeCalls,
  ...disruptionCalls,
];

/**
 * What the payments and the wallet take money for: luggage and meal orders by their prefix, ticket changes by
 * theirs (CG), else flight orders.
 */
export const payables = payablesOf([ancillaryPayable, changePayable, flightPayable]);
