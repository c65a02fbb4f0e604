import * as z from 'zod';
import { contractCall, contractFile } from '../call';
import { mid } from '../first-load/call-path-prefixes';
import { CASE_NO_PATTERN } from '../feedback-case-no';

export { CASE_NO_PATTERN } from '../feedback-case-no';
import { emailSchema } from '../validators/email';
import { mobileSchema } from '../validators/mobile';
import { smsCodeSchema } from '../validators/sms-code';
import { ticketNumberSchema } from '../validators/ticket';
import { multilineText, text } from '../validators/text';

/**
 * Complaints, praise and suggestions (/serve/complaints, praise, infoFeedBack and their detail pages,
 * /serve/verification). Spec 7 names no call for them, so they are ours, under /mid_website/feedback/.
 * A case is read by the member who filed it, or by whoever proves its contact mobile with an SMS code
 * (sendMobileCheckCode, purpose 'feedback') and gets a short-lived access token for that one case.
 */
export const FEEDBACK_CALLS = {
  /** FeedbackCasePayload → FiledCase. Open to visitors; a logged-in member's case is listed as theirs. */
  submitCase: mid('feedback/submitCase'),
  /** `{ kind? }` → FeedbackCaseSummary[] of the logged-in member. */
  myCases: mid('feedback/myCases'),
  /** `{ caseNo, mobile, checkCode }` → CaseAccess: the visitor's proof, for caseDetail and casePhoto. */
  verifyCase: mid('feedback/verifyCase'),
  /** `{ caseNo, accessToken? }` → FeedbackCaseDetail, for its member or the holder of its access token. */
  caseDetail: mid('feedback/caseDetail'),
  /** GET `?caseNo=&photoId=&accessToken=` → image/jpeg, to the same readers as caseDetail. */
  casePhoto: mid('feedback/casePhoto'),
  /** Development and tests only: moves a case one step on its timeline (replied needs the reply's text). */
  devAdvanceCase: '/dev/feedback/advanceCase',
} as const;

export const FEEDBACK_KINDS = ['complaint', 'praise', 'suggestion'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** What a case can be about, per kind; the labels are feedback.categories.<category>. */
export const FEEDBACK_CATEGORIES = {
  complaint: ['delay', 'baggage', 'checkIn', 'inFlight', 'ticketing', 'staff', 'website', 'other'],
  praise: ['cabinCrew', 'groundStaff', 'flightCrew', 'hotline', 'other'],
  suggestion: ['website', 'products', 'routes', 'membership', 'other'],
} as const satisfies Record<FeedbackKind, readonly string[]>;

export const CASE_STATUSES = ['received', 'inProgress', 'replied', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const FEEDBACK_LIMITS = {
  maxPhotos: 3,
  maxPhotoBytes: 5 * 1024 * 1024,
  maxContentChars: 2000,
  /** Cases one contact mobile may file in a day, and one client address. */
  perMobilePerDay: 5,
  perAddressPerDay: 20,
} as const;

/** Base64 of at most maxPhotoBytes: 4 characters per 3 bytes, rounded up. */
const MAX_PHOTO_BASE64 = Math.ceil(FEEDBACK_LIMITS.maxPhotoBytes / 3) * 4;

export const FEEDBACK_REFUSALS = {
  notAnImage: 'PHOTO_NOT_IMAGE',
  tooManyToday: 'TOO_MANY_CASES',
  notFound: 'CASE_NOT_FOUND',
  endOfTimeline: 'CASE_CLOSED',
} as const;

export const photoUploadSchema = z.object({
  fileName: text().trim().max(200).default(''),
  /** The file's bytes in base64; its type is read from the bytes, never from the name. */
  data: z
    .string('feedback.errors.photo')
    .min(1, 'feedback.errors.photo')
    .max(MAX_PHOTO_BASE64, 'feedback.errors.photoTooLarge')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'feedback.errors.photo'),
});
export type PhotoUpload = z.input<typeof photoUploadSchema>;

const optionalText = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => value || undefined);

export const feedbackCasePayload = z
  .object({
    kind: z.enum(FEEDBACK_KINDS, 'feedback.errors.kind'),
    category: text('feedback.errors.category').min(1, 'feedback.errors.category'),
    flightNo: optionalText(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2}\d{1,4}$/, 'feedback.errors.flightNo'),
    ),
    flightDate: optionalText(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'feedback.errors.flightDate')),
    ticketNo: optionalText(text().trim().pipe(ticketNumberSchema)),
    contactName: text('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(40, 'feedback.errors.contactName'),
    mobile: text('validation.mobile').trim().pipe(mobileSchema),
    email: optionalText(text().trim().pipe(emailSchema)),
    content: multilineText('validation.required')
      .trim()
      .min(10, 'feedback.errors.contentShort')
      .max(FEEDBACK_LIMITS.maxContentChars, 'feedback.errors.contentLong'),
    photos: z.array(photoUploadSchema).max(FEEDBACK_LIMITS.maxPhotos, 'feedback.errors.tooManyPhotos').default([]),
  })
  .refine((value) => (FEEDBACK_CATEGORIES[value.kind] as readonly string[]).includes(value.category), {
    message: 'feedback.errors.category',
    path: ['category'],
  });
export type FeedbackCasePayload = z.input<typeof feedbackCasePayload>;

export const caseNoSchema = z
  .string('feedback.errors.caseNo')
  .trim()
  .toUpperCase()
  .regex(CASE_NO_PATTERN, 'feedback.errors.caseNo');

export const myCasesPayload = z.object({ kind: z.enum(FEEDBACK_KINDS).optional() });
export const verifyCasePayload = z.object({
  caseNo: caseNoSchema,
  mobile: text('validation.mobile').trim().pipe(mobileSchema),
  checkCode: smsCodeSchema,
});
export type VerifyCasePayload = z.input<typeof verifyCasePayload>;
export const caseDetailPayload = z.object({ caseNo: caseNoSchema, accessToken: text().max(2000).optional() });
export const casePhotoPayload = caseDetailPayload.extend({
  photoId: z.string().regex(/^[0-9a-f-]{36}$/, 'feedback.errors.photo'),
});
export const advanceCasePayload = z.object({
  caseNo: caseNoSchema,
  reply: multilineText().trim().min(1).max(2000).optional(),
});

export const filedCaseSchema = z.object({
  caseNo: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  status: z.enum(CASE_STATUSES),
  createdAt: z.string(),
});
export type FiledCase = z.infer<typeof filedCaseSchema>;

export const feedbackCaseSummarySchema = filedCaseSchema.extend({
  category: z.string(),
  updatedAt: z.string(),
  /** The first words of the text. */
  excerpt: z.string(),
});
export type FeedbackCaseSummary = z.infer<typeof feedbackCaseSummarySchema>;

export const myCasesData = z.object({ cases: z.array(feedbackCaseSummarySchema) });

export const caseEventSchema = z.object({
  status: z.enum(CASE_STATUSES),
  at: z.string(),
  /** The airline's reply, on the 'replied' step. */
  reply: z.string().optional(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const feedbackCaseDetailSchema = feedbackCaseSummarySchema.extend({
  flightNo: z.string().optional(),
  flightDate: z.string().optional(),
  ticketNo: z.string().optional(),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string().optional(),
  content: z.string(),
  photos: z.array(z.object({ photoId: z.string(), width: z.number().int(), height: z.number().int() })),
  timeline: z.array(caseEventSchema),
});
export type FeedbackCaseDetail = z.infer<typeof feedbackCaseDetailSchema>;

export const caseAccessSchema = z.object({
  caseNo: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type CaseAccess = z.infer<typeof caseAccessSchema>;

export const submitCaseCall = contractCall({
  path: FEEDBACK_CALLS.submitCase,
  payload: feedbackCasePayload,
  reply: filedCaseSchema,
});
export const myCasesCall = contractCall({ path: FEEDBACK_CALLS.myCases, payload: myCasesPayload, reply: myCasesData });
export const verifyCaseCall = contractCall({
  path: FEEDBACK_CALLS.verifyCase,
  payload: verifyCasePayload,
  reply: caseAccessSchema,
});
export const caseDetailCall = contractCall({
  path: FEEDBACK_CALLS.caseDetail,
  payload: caseDetailPayload,
  reply: feedbackCaseDetailSchema,
});
export const casePhotoFile = contractFile({ path: FEEDBACK_CALLS.casePhoto, method: 'GET', payload: casePhotoPayload });
