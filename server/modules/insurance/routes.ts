import { createFaiInsuranceCall, queryInsuranceDeployCall } from '../../../contract/booking/insurance-calls';
import { defineCall, type Call } from '../../calls/call';
import { createFaiInsurance } from './create-fai-insurance';
import { listInsuranceProducts } from './insurance-products';

export const insuranceCalls: Call[] = [
  defineCall(queryInsuranceDeployCall, { handle: (_input, { db, locale }) => listInsuranceProducts(db, locale) }),
  defineCall(createFaiInsuranceCall, { handle: (input, context) => createFaiInsurance(context, input) }),
];
