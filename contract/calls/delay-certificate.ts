import * as z from 'zod';
import { contractCall, contractFile } from '../call';
import { CALLS } from '../call-paths';
import { airportCodeSchema } from '../flight-search';
import { emailSchema } from '../validators/email';
import { mobileSchema } from '../validators/mobile';
import { ticketNumberSchema } from '../validators/ticket';
import { DELAY_REASONS } from './flight-status';
import { text } from '../validators/text';

/**
 * Delay certificates (spec 7 flightDelay/*). Anyone may apply (spec 6) with a ticket number or document
 * number and the passenger's name as ticketed; the certificate is then reached by its number and its
 * verification code (a random secret), never by its number alone.
 */
export const DELAY_CERTIFICATE_CALLS = {
  /** Without couponId → SegmentsReply (the traveller's segments, each eligible or with its refusal); with one → CertificateReply. */
  flightDelayApply: CALLS.flightDelayApply,
  /** `{ certificateNo, verificationCode, email }` → `{ sentTo }` (masked). */
  delaySendEmail: CALLS.delaySendEmail,
  /** `{ verificationCode }` → `{ certificate }` with names and numbers masked. */
  checkDelayCode: CALLS.checkDelayCode,
  /** `{ certificateNo, verificationCode }` → application/pdf in the reader's language. */
  downloadPDF: CALLS.downloadDelayPdf,
} as const;

/** Refusals of an application, each a state of the delay-certificate chart. */
export const DELAY_REFUSALS = ['DELAY_NO_TICKET', 'DELAY_NOT_DELAYED', 'DELAY_NOT_OPERATED', 'DELAY_TOO_OLD'] as const;
export type DelayRefusal = (typeof DELAY_REFUSALS)[number];

/** A certificate covers flights of the last year. */
export const CERTIFICATE_MAX_AGE_DAYS = 365;

export const CERTIFICATE_OUTCOMES = ['delayed', 'canceled', 'diverted', 'returned'] as const;
export type CertificateOutcome = (typeof CERTIFICATE_OUTCOMES)[number];

const nameSchema = text('delayProve.errors.name')
  .trim()
  .min(1, 'delayProve.errors.name')
  .max(60, 'delayProve.errors.name');
const verificationCodeSchema = z
  .string('delayProve.errors.code')
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{10}$/, 'delayProve.errors.code');
const certificateNoSchema = z
  .string()
  .trim()
  .regex(/^DC\d{12}$/, 'delayProve.errors.certificateNo');

export const DELIVERY_TYPES = ['counterPickup', 'courierCod'] as const;
export const certificateDeliverySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('counterPickup'), airport: airportCodeSchema }),
  z.object({
    type: z.literal('courierCod'),
    recipient: text('delayProve.errors.recipient')
      .trim()
      .min(1, 'delayProve.errors.recipient')
      .max(40, 'delayProve.errors.recipient'),
    mobile: mobileSchema,
    region: text('delayProve.errors.region')
      .trim()
      .min(2, 'delayProve.errors.region')
      .max(60, 'delayProve.errors.region'),
    address: text('delayProve.errors.address')
      .trim()
      .min(5, 'delayProve.errors.address')
      .max(120, 'delayProve.errors.address'),
    postcode: z
      .string('delayProve.errors.postcode')
      .trim()
      .regex(/^\d{6}$/, 'delayProve.errors.postcode'),
  }),
]);
export type CertificateDelivery = z.infer<typeof certificateDeliverySchema>;

export const flightDelayApplyPayload = z
  .object({
    ticketNo: text().trim().pipe(ticketNumberSchema).optional(),
    documentNo: text()
      .trim()
      .toUpperCase()
      .min(4, 'delayProve.errors.documentNo')
      .max(30, 'delayProve.errors.documentNo')
      .optional(),
    name: nameSchema,
    couponId: z.number().int().positive().optional(),
    delivery: certificateDeliverySchema.optional(),
  })
  .refine((payload) => Boolean(payload.ticketNo) !== Boolean(payload.documentNo), {
    message: 'delayProve.errors.ticketOrDocument',
    path: ['ticketNo'],
  });
export type FlightDelayApplyPayload = z.input<typeof flightDelayApplyPayload>;

export const certificateAccessPayload = z.object({
  certificateNo: certificateNoSchema,
  verificationCode: verificationCodeSchema,
});
export type CertificateAccessPayload = z.input<typeof certificateAccessPayload>;
export const delaySendEmailPayload = certificateAccessPayload.extend({ email: emailSchema });
export const checkDelayCodePayload = z.object({ verificationCode: verificationCodeSchema });

const end = z.object({ code: z.string(), cityName: z.string() });

export const segmentChoiceSchema = z.object({
  couponId: z.number(),
  flightNo: z.string(),
  flightDate: z.string(),
  origin: end,
  destination: end,
  scheduledDeparture: z.string(),
  actualDeparture: z.string().nullable(),
  actualArrival: z.string().nullable(),
  delayMinutes: z.number(),
  /** null when a certificate can be issued; else why not. */
  refusal: z.object({ code: z.enum(DELAY_REFUSALS), message: z.string() }).nullable(),
  /** Already issued: applying again returns it. */
  issued: z.boolean(),
});
export type SegmentChoice = z.infer<typeof segmentChoiceSchema>;

export const certificateSchema = z.object({
  certificateNo: z.string(),
  verificationCode: z.string(),
  passengerName: z.string(),
  documentNoMasked: z.string(),
  ticketNo: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  origin: end,
  destination: end,
  scheduledDeparture: z.string(),
  scheduledArrival: z.string(),
  actualDeparture: z.string().nullable(),
  actualArrival: z.string().nullable(),
  delayMinutes: z.number(),
  outcome: z.enum(CERTIFICATE_OUTCOMES),
  reason: z.object({ code: z.enum(DELAY_REASONS), text: z.string() }),
  delivery: certificateDeliverySchema.nullable(),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const flightDelayApplyReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('segments'), segments: z.array(segmentChoiceSchema) }),
  z.object({ kind: z.literal('certificate'), certificate: certificateSchema }),
]);
export type FlightDelayApplyReply = z.infer<typeof flightDelayApplyReply>;

/** What the verification page shows: the facts certified, the passenger's name and numbers masked. */
export const checkDelayCodeReply = z.object({
  certificate: certificateSchema.omit({ verificationCode: true, delivery: true }),
});
export type CheckDelayCodeReply = z.infer<typeof checkDelayCodeReply>;

export const flightDelayApplyCall = contractCall({
  path: DELAY_CERTIFICATE_CALLS.flightDelayApply,
  payload: flightDelayApplyPayload,
  reply: flightDelayApplyReply,
});
export const delaySendEmailCall = contractCall({
  path: DELAY_CERTIFICATE_CALLS.delaySendEmail,
  payload: delaySendEmailPayload,
  reply: z.object({ sentTo: z.string() }),
});
export const checkDelayCodeCall = contractCall({
  path: DELAY_CERTIFICATE_CALLS.checkDelayCode,
  payload: checkDelayCodePayload,
  reply: checkDelayCodeReply,
});
export const downloadDelayPdfCall = contractFile({
  path: DELAY_CERTIFICATE_CALLS.downloadPDF,
  payload: certificateAccessPayload,
});
