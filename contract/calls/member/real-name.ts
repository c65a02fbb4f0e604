import * as z from 'zod';
import { LOOKUPS } from '../../lookups';
import { cardNumberProblem, normalizeCardNumber } from '../../validators/card-number';
import { text } from '../../validators/text';

/** A Chinese name (with the middle dot of transcribed names) or a name in Latin letters, as on the document. */
export const PERSON_NAME_PATTERN = /^(?:[\u3400-\u9fff·]{2,20}|[A-Za-z][A-Za-z /'-]{1,49})$/;

export const personNameSchema = z
  .string('member.errors.nameRequired')
  .trim()
  .min(1, 'member.errors.nameRequired')
  .refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), 'member.errors.nameFormat');

export const cardTypeSchema = z.enum(LOOKUPS.cardType, 'member.errors.cardType');

/** A card type and its number, the number checked by its type (ID card: spec 5's three messages). */
export const cardShape = z.object({
  documentType: cardTypeSchema,
  documentNo: text('member.errors.documentNoRequired')
    .trim()
    .min(1, 'member.errors.documentNoRequired')
    .transform(normalizeCardNumber),
});
export const cardNumberRule = {
  check(card: { documentType: string; documentNo: string }, context: z.RefinementCtx) {
    const problem = cardNumberProblem(card.documentType, card.documentNo);
    if (problem) context.addIssue({ code: 'custom', path: ['documentNo'], message: problem });
  },
  when: (payload: { value: unknown }) => {
    const card = payload.value as { documentType?: unknown; documentNo?: unknown } | undefined;
    return (
      typeof card?.documentType === 'string' &&
      (LOOKUPS.cardType as readonly string[]).includes(card.documentType) &&
      typeof card.documentNo === 'string' &&
      card.documentNo.trim() !== ''
    );
  },
};

// realNameVerify: the member's name and one document; identityStatus becomes '1'.
export const realNameVerifyPayload = cardShape
  .extend({ name: personNameSchema })
  .superRefine(cardNumberRule.check, { when: cardNumberRule.when });
export type RealNameVerifyPayload = z.input<typeof realNameVerifyPayload>;

// The club: a verified member registers a new club account or binds the one their document already holds.
export const egretIdSchema = z
  .string('member.errors.egretId')
  .trim()
  .regex(/^\d{10}$/, 'member.errors.egretId');
export const queryClubForBindingPayload = z.object({ egretId: egretIdSchema });
export const clubAccountPreview = z.object({ egretId: z.string(), maskedName: z.string() });
export type ClubAccountPreview = z.infer<typeof clubAccountPreview>;
export const ffpRegisterPayload = z.object({}).loose();
export const ffpBindPayload = z.object({ egretId: egretIdSchema });

export const REAL_NAME_REFUSALS = {
  alreadyVerified: 'M1001',
  identityTaken: 'M1002',
  notVerified: 'M1003',
  alreadyInClub: 'M1004',
  clubExistsForIdentity: 'M1005',
  clubNotFound: 'M1006',
} as const;
