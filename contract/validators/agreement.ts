import * as z from 'zod';

/** The agreement checkbox must be ticked (spec 5). A form sends what its box says; only `true` passes. */
export const agreementSchema = z.boolean('validation.agreement').refine((accepted) => accepted, 'validation.agreement');
