import {
  CERTIFICATE_MAX_AGE_DAYS,
  type CertificateOutcome,
  type DelayRefusal,
} from '../../../contract/calls/delay-certificate';
import { DELAY_THRESHOLD_MINUTES } from '../../../contract/calls/flight-status';
import type { FlightOperationFacts } from '../flight-ops/flight-operation-facts';

export type Eligibility =
  { refusal: DelayRefusal; outcome?: undefined } | { refusal: null; outcome: CertificateOutcome };

/**
 * Whether a segment's recorded operation supports a certificate: cancelled, diverted or returned, or arrived
 * after leaving at least 15 minutes late; not while it has yet to operate, nor for flights over a year old.
 */
export function eligibility(scheduledDeparture: Date, facts: FlightOperationFacts | undefined, now: Date): Eligibility {
  if (now.getTime() - scheduledDeparture.getTime() > CERTIFICATE_MAX_AGE_DAYS * 86_400_000)
    return { refusal: 'DELAY_TOO_OLD' };
  if (!facts) return { refusal: 'DELAY_NOT_OPERATED' };
  if (facts.status === 'canceled') return { refusal: null, outcome: 'canceled' };
  if (facts.status === 'diverted' || facts.status === 'returned') return { refusal: null, outcome: facts.status };
  // A delay is certified once it is over: the aircraft is at its destination's gate.
  if (!facts.actualOnBlock) return { refusal: 'DELAY_NOT_OPERATED' };
  return facts.delayMinutes >= DELAY_THRESHOLD_MINUTES
    ? { refusal: null, outcome: 'delayed' }
    : { refusal: 'DELAY_NOT_DELAYED' };
}
