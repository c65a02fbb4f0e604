import type { PassengerType } from './passenger-rules';

/**
 * The booking form as the traveller fills it in: every field a string, as typed. The wizard keeps it with the
 * order's parts, so going back to the passenger page shows what was typed.
 */
export interface PassengerDraft {
  passengerType: PassengerType;
  name: string;
  lastName: string;
  firstName: string;
  documentType: string;
  documentNo: string;
  birthDate: string;
  gender: '' | '1' | '2';
  nationality: string;
  issuingPlace: string;
  documentExpiry: string;
  /** The saved passenger this draft came from, if any. */
  savedPassengerId?: number;
  /** Ticked "save as frequent passenger" (new passengers only). */
  saveAsFrequent?: boolean;
}

export interface ContactDraft {
  name: string;
  mobile: string;
  email: string;
}

/** One product for one passenger: the passenger by the page's own key (its index on the booking). */
export interface InsuranceChoice {
  passengerKey: number;
  productCode: string;
}

export interface BookingForms {
  passengers: PassengerDraft[];
  contact: ContactDraft;
  insurance: InsuranceChoice[];
  /** The booking agreement's box as the traveller left it: the order call refuses an order without it. */
  agreementAccepted: boolean;
}
