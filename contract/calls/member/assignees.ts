import * as z from 'zod';
import { cardNumberProblem, normalizeCardNumber } from '../../validators/card-number';
import { mobileSchema } from '../../validators/mobile';
import { cardTypeSchema, personNameSchema } from './real-name';
import { text } from '../../validators/text';

/**
 * Transferees (appmember/queryAssignee|addAssignee|modifyAssignee): people who may fly on the member's
 * points. Each has one to three documents of different types (spec 5: at least one filled); a new one
 * takes effect after the waiting period of member/passengerBookRule.
 */
const documentEntry = z.object({
  documentType: cardTypeSchema,
  documentNo: text().trim().transform(normalizeCardNumber),
});

const latinName = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z][A-Z ]{0,29}$/.test(value), 'passengers.errors.latinName')
  .optional();

export const assigneeInputSchema = z
  .object({
    name: personNameSchema,
    lastName: latinName,
    firstName: latinName,
    mobile: z.union([z.literal(''), mobileSchema]).optional(),
    // Rows whose number is left empty are not documents.
    documents: z
      .array(documentEntry)
      .max(3)
      .transform((entries) => entries.filter((entry) => entry.documentNo !== '')),
  })
  .superRefine((assignee, context) => {
    if (assignee.documents.length === 0)
      context.addIssue({ code: 'custom', path: ['documents'], message: 'validation.transfereeDocument' });
    const types = assignee.documents.map((entry) => entry.documentType);
    if (new Set(types).size !== types.length)
      context.addIssue({ code: 'custom', path: ['documents'], message: 'member.assignee.errors.documentTypeTwice' });
    assignee.documents.forEach((entry, index) => {
      const problem = cardNumberProblem(entry.documentType, entry.documentNo);
      if (problem) context.addIssue({ code: 'custom', path: ['documents', index, 'documentNo'], message: problem });
    });
  });
export type AssigneeInput = z.input<typeof assigneeInputSchema>;

export const queryAssigneePayload = z.object({}).loose();
export const addAssigneePayload = assigneeInputSchema;
/** modifyAssignee: change the person's details, or remove them (`remove: true`). */
export const modifyAssigneePayload = z.union([
  z.object({ id: z.number().int().positive(), remove: z.literal(true) }),
  assigneeInputSchema.and(z.object({ id: z.number().int().positive() })),
]);

export const assigneeSchema = z.object({
  id: z.number(),
  name: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  mobile: z.string(),
  documents: z.array(z.object({ documentType: z.string(), documentNo: z.string() })),
  /** Spec 3's takes-effect flag: '1' effective, '0' waiting. */
  takesEffect: z.enum(['0', '1']),
  effectiveAt: z.string(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

/** member/passengerBookRule: how many transferees, how often they change, how long a new one waits. */
export const passengerBookRuleSchema = z.object({
  maxAssignees: z.number(),
  maxChangesPerYear: z.number(),
  waitingDays: z.number(),
  changesLeftThisYear: z.number(),
});
export type PassengerBookRule = z.infer<typeof passengerBookRuleSchema>;
export const ASSIGNEE_RULES = { maxAssignees: 5, maxChangesPerYear: 6, waitingDays: 7 } as const;

export const ASSIGNEE_REFUSALS = {
  notFound: 'M3001',
  limitReached: 'M3002',
  changesUsedUp: 'M3003',
  duplicate: 'M3004',
  notEligible: 'AWARD_TRAVELLER_NOT_ALLOWED',
} as const;
