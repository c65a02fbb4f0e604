import * as z from 'zod';

/** Ticket number: 13 digits (spec 5, 9). */
export const ticketNumberSchema = z.string().regex(/^\d{13}$/, 'validation.ticketNumber');

/** Cabin: one letter (spec 5). */
export const cabinSchema = z.string().regex(/^[A-Za-z]$/, 'validation.cabin');
