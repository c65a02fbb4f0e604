import * as z from 'zod';

/** The agreement checkbox must be ticked (spec 5). */
export const agreementSchema = z.literal(true, 'validation.agreement');
