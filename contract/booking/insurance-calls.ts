import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { text } from '../validators/text';

/**
 * queryInsuranceDeploy (form envelope): the travel insurance products on offer, in the request's language.
 * createFaiInsurance (JSON, login required): adds insurance to the member's unpaid order; each selection
 * covers its passenger on every segment of the order, and the order's total rises by the premiums.
 */
export const INSURANCE_REFUSALS = {
  orderNotFound: 'ORDER_NOT_FOUND',
  orderNotOpen: 'ORDER_NOT_INSURABLE',
  passengerNotOnOrder: 'PASSENGER_NOT_ON_ORDER',
  productUnavailable: 'INSURANCE_PRODUCT_UNAVAILABLE',
} as const;

export const queryInsuranceDeployPayload = z.object({}).loose();
export const insuranceProductSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  summary: z.string(),
  terms: z.string(),
  /** CNY per passenger per segment. */
  price: z.number().int(),
  sumInsured: z.number().int(),
});
export type InsuranceProduct = z.infer<typeof insuranceProductSchema>;
export const queryInsuranceDeployData = z.array(insuranceProductSchema);

export const insuranceSelectionSchema = z.object({
  passengerId: z.number().int().positive(),
  productCode: text().trim().min(1).max(30),
});
export type InsuranceSelection = z.infer<typeof insuranceSelectionSchema>;
export const createFaiInsurancePayload = z.object({
  orderNo: text().trim().min(1).max(30),
  selections: z.array(insuranceSelectionSchema).min(1, 'insurance.errors.nothingSelected').max(40),
});
export type CreateFaiInsurancePayload = z.input<typeof createFaiInsurancePayload>;

export const insurancePolicySchema = z.object({
  policyNo: z.string(),
  passengerId: z.number().int(),
  segmentIndex: z.number().int(),
  productCode: z.string(),
  premium: z.number().int(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;
export const createFaiInsuranceData = z.object({
  orderNo: z.string(),
  totalAmount: z.number().int(),
  /** The policies this call created (one already held is not created or charged again). */
  policies: z.array(insurancePolicySchema),
});
export type CreateFaiInsuranceData = z.infer<typeof createFaiInsuranceData>;

export const queryInsuranceDeployCall = contractCall({
  path: CALLS.queryInsuranceDeploy,
  payload: queryInsuranceDeployPayload,
  reply: queryInsuranceDeployData,
});
export const createFaiInsuranceCall = contractCall({
  path: CALLS.createFaiInsurance,
  payload: createFaiInsurancePayload,
  reply: createFaiInsuranceData,
});
