import { text } from './text';

/** Ticket number: 13 digits (spec 5, 9). */
export const ticketNumberSchema = text().regex(/^\d{13}$/, 'validation.ticketNumber');

/** Cabin: one letter (spec 5). */
export const cabinSchema = text().regex(/^[A-Za-z]$/, 'validation.cabin');
