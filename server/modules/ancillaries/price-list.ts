import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import type { PriceListData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { CallContext } from '../../calls/call';
import { airports } from '../../db/schema/geography';
import { routes } from '../../db/schema/schedule';
import { luggagePriceList, type RouteFacts } from './luggage-bundles';
import { mealPriceList } from './meal-menu';

const origin = aliasedTable(airports, 'origin_airport');
const destination = aliasedTable(airports, 'destination_airport');

/** The public price table of /luggageInfo and /mealsInfo: every route (or one), its items and prices. */
export async function priceList(
  context: CallContext,
  kind: AncillaryKind,
  filter: { origin?: string; destination?: string },
): Promise<PriceListData> {
  const rows = await context.db
    .select({
      origin: routes.origin,
      destination: routes.destination,
      kind: routes.kind,
      distanceKm: routes.distanceKm,
      originName: origin.cityName,
      destinationName: destination.cityName,
    })
    .from(routes)
    .innerJoin(origin, eq(origin.code, routes.origin))
    .innerJoin(destination, eq(destination.code, routes.destination))
    .where(
      and(
        filter.origin ? eq(routes.origin, filter.origin) : undefined,
        filter.destination ? eq(routes.destination, filter.destination) : undefined,
      ),
    )
    .orderBy(asc(routes.origin), asc(routes.destination));
  return {
    kind,
    routes: rows
      .map((row) => {
        const route: RouteFacts = {
          kind: row.kind === 'domestic' ? 'domestic' : 'international',
          distanceKm: row.distanceKm,
        };
        const items = kind === 'luggage' ? luggagePriceList(route) : mealPriceList(route);
        return {
          origin: row.origin,
          destination: row.destination,
          originName: row.originName,
          destinationName: row.destinationName,
          international: route.kind === 'international',
          items,
        };
      })
      .filter((route) => route.items.length > 0),
  };
}
