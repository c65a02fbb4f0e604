import type { LocalizedText } from '../../../contract/localized-text';
import type { PriceListItem } from '../../../contract/ancillaries/ancillary-offer-schemas';

/**
 * Prepaid extra luggage: kg bundles on domestic routes, pieces (23 kg each) on international ones. The price
 * follows the route's distance and falls when bought early; the cap counts kg or pieces per coupon.
 */
export interface RouteFacts {
  kind: 'domestic' | 'international';
  distanceKm: number;
}
interface Bundle {
  itemCode: string;
  unit: 'kg' | 'piece';
  amount: number;
  /** Bigger bundles cost less per unit. */
  factor: number;
}

const DOMESTIC: readonly Bundle[] = [
  { itemCode: 'LG05', unit: 'kg', amount: 5, factor: 1 },
  { itemCode: 'LG10', unit: 'kg', amount: 10, factor: 0.95 },
  { itemCode: 'LG20', unit: 'kg', amount: 20, factor: 0.9 },
  { itemCode: 'LG30', unit: 'kg', amount: 30, factor: 0.85 },
];
const INTERNATIONAL: readonly Bundle[] = [
  { itemCode: 'PC1', unit: 'piece', amount: 1, factor: 1 },
  { itemCode: 'PC2', unit: 'piece', amount: 2, factor: 0.9 },
];
/** Bought at least this many days before departure, a bundle costs EARLY_RATE of its price. */
export const EARLY_DAYS = 7;
const EARLY_RATE = 0.8;

/** Name of a bundle by its code (orders keep the code, price and size they were sold at). */
export function bundleNameOf(itemCode: string): LocalizedText {
  const bundle = [...DOMESTIC, ...INTERNATIONAL].find((candidate) => candidate.itemCode === itemCode);
  return bundle ? bundleName(bundle) : { zhCn: itemCode, zhTw: itemCode, en: itemCode };
}

export const bundlesFor = (route: RouteFacts): readonly Bundle[] =>
  route.kind === 'international' ? INTERNATIONAL : DOMESTIC;

/** CNY per kg (domestic) or per piece (international), by distance. */
function unitRate(route: RouteFacts): number {
  if (route.kind === 'international') return route.distanceKm < 3000 ? 400 : 600;
  return route.distanceKm < 800 ? 10 : route.distanceKm < 1500 ? 15 : 20;
}

const roundToTen = (value: number) => Math.max(10, Math.round(value / 10) * 10);

export function bundlePrice(route: RouteFacts, bundle: Bundle, daysBefore: number): number {
  const full = roundToTen(unitRate(route) * bundle.amount * bundle.factor);
  return daysBefore >= EARLY_DAYS ? roundToTen(full * EARLY_RATE) : full;
}

export function bundleName(bundle: Bundle): LocalizedText {
  return bundle.unit === 'kg'
    ? { zhCn: `${bundle.amount} 公斤`, zhTw: `${bundle.amount} 公斤`, en: `${bundle.amount} kg` }
    : {
        zhCn: `${bundle.amount} 件（每件 23 公斤）`,
        zhTw: `${bundle.amount} 件（每件 23 公斤）`,
        en: `${bundle.amount} piece${bundle.amount > 1 ? 's' : ''} (23 kg each)`,
      };
}

const DESCRIPTION: LocalizedText = {
  zhCn: '预付费托运行李额度，值机时无需再付逾重费',
  zhTw: '預付費託運行李額度，值機時無需再付逾重費',
  en: 'Prepaid checked baggage: no excess fee at check-in',
};

/** The fare's free checked allowance: the fare's kg at home, pieces abroad (2 in business and first). */
export function freeAllowance(
  route: RouteFacts,
  cabinClass: string,
  baggageKg: number | null,
): { unit: 'kg' | 'piece'; amount: number } {
  if (route.kind === 'international') return { unit: 'piece', amount: cabinClass === 'Y' ? 1 : 2 };
  return { unit: 'kg', amount: baggageKg ?? 20 };
}

export function luggageOffer(route: RouteFacts, bundle: Bundle, daysBefore: number) {
  return {
    itemCode: bundle.itemCode,
    name: bundleName(bundle),
    description: DESCRIPTION,
    unit: bundle.unit,
    amount: bundle.amount,
    price: bundlePrice(route, bundle, daysBefore),
    imageUrl: null,
    dietaryMarks: [],
  };
}

export function luggagePriceList(route: RouteFacts): PriceListItem[] {
  return bundlesFor(route).map((bundle) => ({
    ...luggageOffer(route, bundle, 0),
    priceTiers: [
      { fromDaysBefore: EARLY_DAYS, price: bundlePrice(route, bundle, EARLY_DAYS) },
      { fromDaysBefore: 0, price: bundlePrice(route, bundle, 0) },
    ],
    cabins: ['F', 'C', 'Y'],
    mealTime: null,
  }));
}
