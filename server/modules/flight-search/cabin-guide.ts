import { and, eq, inArray } from 'drizzle-orm';
import type { CabinGuideData } from '../../../contract/calls/flights';
import { isChangeableClass } from '../../../contract/fare-rules/change-fee';
import type { Locale } from '../../../contract/locales';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { cabinGuideRecords } from '../../db/schema/cabin-guide';
import { fares, routes } from '../../db/schema/schedule';
import { iataSeason } from '../../flight-calendar/calendar-days';
import { translate } from '../../i18n';
import { referenceData } from '../../shared/reference-data';

export interface CabinGuideQuery {
  origin: string;
  destination: string;
  bookingClass: string;
  flightDate: string;
}

/** The change, refund and baggage rules of a booking class on a route, in the season of the flight date. */
export async function cabinGuide(db: Db, query: CabinGuideQuery, locale: Locale): Promise<CabinGuideData> {
  const reference = await referenceData(db);
  const [fare] = await db
    .select({
      cabinClass: fares.cabinClass,
      bookingClass: fares.bookingClass,
      baggageKg: fares.baggageKg,
      changeFeePercent: fares.changeFeePercent,
      refundFeePercent: fares.refundFeePercent,
    })
    .from(fares)
    .innerJoin(routes, eq(routes.code, fares.routeCode))
    .where(
      and(
        inArray(routes.origin, reference.sameCityAirports(query.origin)),
        inArray(routes.destination, reference.sameCityAirports(query.destination)),
        eq(fares.season, iataSeason(query.flightDate)),
        eq(fares.bookingClass, query.bookingClass),
      ),
    )
    .limit(1);
  if (!fare) throw new CallError('404', 'search.errors.noSuchFare', { bookingClass: query.bookingClass });
  const text = (key: string, params: Record<string, number | string> = {}) =>
    translate(locale, `search.rules.${key}`, params);
  const feeText = (percent: number) => (percent === 0 ? text('free') : text('feePercent', { percent }));
  return {
    ...fare,
    cabinName: text(`cabin.${fare.cabinClass}`),
    rules: [
      {
        kind: 'change',
        title: text('changeTitle'),
        text: isChangeableClass(fare.changeFeePercent) ? feeText(fare.changeFeePercent) : text('notChangeable'),
      },
      { kind: 'refund', title: text('refundTitle'), text: feeText(fare.refundFeePercent) },
      { kind: 'baggage', title: text('baggageTitle'), text: text('baggageText', { kg: fare.baggageKg }) },
    ],
  };
}

export interface CabinGuideView extends CabinGuideQuery {
  flightNo: string;
  deviceCode: string;
  memberId: string;
  viewedAt: Date;
}

export async function recordCabinGuideView(db: Db, view: CabinGuideView): Promise<{ recordId: number }> {
  const [row] = await db.insert(cabinGuideRecords).values(view).returning({ recordId: cabinGuideRecords.id });
  return row!;
}
