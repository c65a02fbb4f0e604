import type { Eligibility, EligibilityCode } from '../../../contract/calls/check-in';
import type { Locale } from '../../../contract/locales';
import type { Config } from '../../config';
import type { CouponStatus, PassengerType } from '../../db/schema/orders';
import { translate } from '../../i18n';
import { localDateTime } from '../../../contract/airport-time';

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

export function checkInWindow(
  departureAt: Date,
  config: Pick<Config, 'CHECKIN_OPENS_HOURS' | 'CHECKIN_CLOSES_MINUTES'>,
): CheckInWindow {
  return {
    opensAt: new Date(departureAt.getTime() - config.CHECKIN_OPENS_HOURS * 3_600_000),
    closesAt: new Date(departureAt.getTime() - config.CHECKIN_CLOSES_MINUTES * 60_000),
  };
}

export interface EligibilityFacts {
  status: CouponStatus;
  ticketNo: string | null;
  passengerType: PassengerType;
  flightStatus: string;
  window: CheckInWindow;
  now: Date;
  /** An infant is never checked in alone; with their adult in the same request it is fine. */
  withAdult?: boolean;
}

/**
 * Whether a coupon can be checked in (or its seat changed, or its check-in cancelled) now. The ticket's own
 * state comes first: a used or refunded ticket says so whatever the time.
 */
export function eligibilityCode(facts: EligibilityFacts): EligibilityCode {
  if (facts.status === 'void') return 'void';
  if (facts.status === 'refunded') return 'refunded';
  if (facts.status === 'exchanged') return 'exchanged';
  if (facts.status === 'used') return 'used';
  if (facts.status === 'booked' || !facts.ticketNo) return 'notTicketed';
  if (facts.flightStatus === 'canceled') return 'flightCanceled';
  if (facts.now < facts.window.opensAt) return 'notOpenYet';
  if (facts.now >= facts.window.closesAt) return 'closed';
  if (facts.passengerType === 'INF' && !facts.withAdult) return 'infantOnAdult';
  return 'ok';
}

/** The reason in the traveller's language; the opening time is the origin airport's wall clock. */
export function describeEligibility(
  code: EligibilityCode,
  window: CheckInWindow,
  originTimezone: string,
  locale: Locale,
  config: Pick<Config, 'CHECKIN_OPENS_HOURS' | 'CHECKIN_CLOSES_MINUTES'>,
): Eligibility {
  if (code === 'ok') return { code, message: '' };
  const opens = localDateTime(window.opensAt, originTimezone);
  const params = {
    hours: config.CHECKIN_OPENS_HOURS,
    minutes: config.CHECKIN_CLOSES_MINUTES,
    opensAt: `${opens.date} ${opens.time}`,
  };
  const message = translate(locale, `checkinServer.eligibility.${code}`, params);
  return code === 'notOpenYet' ? { code, opensAt: window.opensAt.toISOString(), message } : { code, message };
}
