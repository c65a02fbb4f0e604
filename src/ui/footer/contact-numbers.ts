/** Spec 1 and 9: one hotline for customers; complaints are its menu option 4. */
export const CUSTOMER_HOTLINE = '0311-96699';
export const COMPLAINTS_HOTLINE_OPTION = '4';
export const CONTACT_TELEPHONE = '0311-96699';
