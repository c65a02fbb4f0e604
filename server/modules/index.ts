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
import { pointCalls } from './points/routes';
import { walletCalls } from './wallet/routes';

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
  ...pointCalls,
  ...walletCalls,
];
