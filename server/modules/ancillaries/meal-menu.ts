import * as z from 'zod';
import { DIETARY_MARKS, type DietaryMark } from '../../../contract/ancillaries/ancillary-fields';
import type { PriceListItem } from '../../../contract/ancillaries/ancillary-offer-schemas';
import { localizedTextSchema, type LocalizedText } from '../../../contract/localized-text';
import type { RouteFacts } from './luggage-bundles';
import meals from './meals.json' with { type: 'json' };

/**
 * The pre-order menu: each meal says which cabins and which departure times (the origin's wall clock) it is
 * served at; routes shorter than MEALS_MIN_DISTANCE_KM serve none. Prices rise 20 % abroad.
 */
const MEAL_TIMES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealTime = (typeof MEAL_TIMES)[number];
export interface Meal {
  itemCode: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  dietaryMarks: DietaryMark[];
  cabins: ('F' | 'C' | 'Y')[];
  /** null: served at any time of day. */
  mealTime: MealTime | null;
}

export const MEALS_MIN_DISTANCE_KM = 600;
/** Portions loaded per flight of each meal until a flight's own stock says otherwise. */
export const DEFAULT_MEAL_STOCK = 20;

// The dishes are content the airline's editors keep in meals.json; a mistyped dish fails when this module loads.
const mealSchema = z.object({
  itemCode: z.string().regex(/^[A-Z0-9]+$/),
  name: localizedTextSchema,
  description: localizedTextSchema,
  price: z.number().positive(),
  dietaryMarks: z.array(z.enum(DIETARY_MARKS)),
  cabins: z.array(z.enum(['F', 'C', 'Y'])).min(1),
  mealTime: z.enum(MEAL_TIMES).nullable(),
});

export const MEALS: readonly Meal[] = z.array(mealSchema).parse(meals);

/** A departure's meal time by the origin's wall clock ('HH:mm'). */
export function mealTimeOf(localTime: string): MealTime {
  return localTime < '10:00' ? 'breakfast' : localTime < '16:00' ? 'lunch' : 'dinner';
}

export const mealImageUrl = (itemCode: string) => `/images/meals/${itemCode.toLowerCase()}.png`;
export const mealPrice = (meal: Meal, route: RouteFacts) =>
  route.kind === 'international' ? Math.round((meal.price * 1.2) / 10) * 10 : meal.price;

/** The meals a coupon may pre-order: its route, its cabin and its flight's departure time. */
export function menuFor(route: RouteFacts, cabinClass: string, departureLocalTime: string): Meal[] {
  if (route.distanceKm < MEALS_MIN_DISTANCE_KM) return [];
  const time = mealTimeOf(departureLocalTime);
  return MEALS.filter(
    (meal) => meal.cabins.includes(cabinClass as 'Y') && (meal.mealTime === null || meal.mealTime === time),
  );
}

export function mealOffer(meal: Meal, route: RouteFacts) {
  return {
    itemCode: meal.itemCode,
    name: meal.name,
    description: meal.description,
    unit: 'portion' as const,
    amount: 1,
    price: mealPrice(meal, route),
    imageUrl: mealImageUrl(meal.itemCode),
    dietaryMarks: meal.dietaryMarks,
  };
}

export function mealPriceList(route: RouteFacts): PriceListItem[] {
  if (route.distanceKm < MEALS_MIN_DISTANCE_KM) return [];
  return MEALS.map((meal) => {
    const offer = mealOffer(meal, route);
    return {
      ...offer,
      priceTiers: [{ fromDaysBefore: 0, price: offer.price }],
      cabins: meal.cabins,
      mealTime: meal.mealTime,
    };
  });
}
