import { date, integer, text, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A moment: every timestamp here keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A required text column pointing at another table's key (an order number, a member id). */
export const textRef = (name: string, key: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  text(name).notNull().references(key, actions);

/** A required integer column pointing at another table's key (a flight, a coupon, a passenger). */
export const integerRef = (name: string, key: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(key, actions);

/**
 * Who a traveller is, as a booking records them and as a member saves them for the next booking: the same
 * columns in both tables, so a saved passenger fills an order's passenger as it is.
 */
export const travellerIdentity = () => ({
  /** The name as it will be ticketed: Chinese name, or SURNAME/GIVEN for travel documents. */
  name: text('name').notNull(),
  lastName: text('last_name'),
  firstName: text('first_name'),
  /** Spec 3 document type value (domestic ID types or travel documents). */
  documentType: text('document_type').notNull(),
  /** Upper-cased, without spaces: the key that forbids one traveller twice on a flight. */
  documentNo: text('document_no').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender'),
  nationality: text('nationality'),
  issuingPlace: text('issuing_place'),
  documentExpiry: date('document_expiry', { mode: 'string' }),
  mobile: text('mobile'),
});
