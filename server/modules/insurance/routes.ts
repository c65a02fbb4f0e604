import { CALLS } from '../../../contract/call-paths';
import { createFaiInsurancePayload, queryInsuranceDeployPayload } from '../../../contract/booking/insurance-calls';
import { defineCall, type Call } from '../../calls/call';
import { createFaiInsurance } from './create-fai-insurance';
import { listInsuranceProducts } from './insurance-products';

export const insuranceCalls: Call[] = [
  defineCall({
    path: CALLS.queryInsuranceDeploy,
    input: queryInsuranceDeployPayload,
    handle: (_input, { db, locale }) => listInsuranceProducts(db, locale),
  }),
  defineCall({
    path: CALLS.createFaiInsurance,
    input: createFaiInsurancePayload,
    handle: (input, context) => createFaiInsurance(context, input),
  }),
];
