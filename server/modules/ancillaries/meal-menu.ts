import type { DietaryMark } from '../../../contract/ancillaries/ancillary-fields';
import type { PriceListItem } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { LocalizedText } from '../../../contract/localized-text';
import type { RouteFacts } from './luggage-bundles';

/**
 * The pre-order menu: each meal says which cabins and which departure times (the origin's wall clock) it is
 * served at; routes shorter than MEALS_MIN_DISTANCE_KM serve none. Prices rise 20 % abroad.
 */
export type MealTime = 'breakfast' | 'lunch' | 'dinner';
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
const ALL: Meal['cabins'] = ['F', 'C', 'Y'];

export const MEALS: readonly Meal[] = [
  {
    itemCode: 'MHL1',
    name: { zhCn: '清真牛肉面', zhTw: '清真牛肉麵', en: 'Halal beef noodles' },
    description: {
      zhCn: '兰州风味牛肉拉面，清真认证',
      zhTw: '蘭州風味牛肉拉麵，清真認證',
      en: 'Lanzhou-style hand-pulled beef noodles, halal certified',
    },
    price: 68,
    dietaryMarks: ['halal', 'noPork'],
    cabins: ALL,
    mealTime: null,
  },
  {
    itemCode: 'MVG1',
    name: { zhCn: '田园素食套餐', zhTw: '田園素食套餐', en: 'Garden vegetarian set' },
    description: {
      zhCn: '时蔬炒饭、豆腐与水果',
      zhTw: '時蔬炒飯、豆腐與水果',
      en: 'Vegetable fried rice, tofu and fruit',
    },
    price: 58,
    dietaryMarks: ['vegetarian', 'noPork'],
    cabins: ALL,
    mealTime: null,
  },
  {
    itemCode: 'MCH1',
    name: { zhCn: '儿童餐', zhTw: '兒童餐', en: 'Child meal' },
    description: {
      zhCn: '迷你汉堡、玉米与酸奶',
      zhTw: '迷你漢堡、玉米與優酪乳',
      en: 'Mini burger, sweetcorn and yoghurt',
    },
    price: 48,
    dietaryMarks: ['child'],
    cabins: ALL,
    mealTime: null,
  },
  {
    itemCode: 'MDB1',
    name: { zhCn: '糖尿病餐', zhTw: '糖尿病餐', en: 'Diabetic meal' },
    description: {
      zhCn: '杂粮饭、清蒸鱼与蔬菜，低糖',
      zhTw: '雜糧飯、清蒸魚與蔬菜，低糖',
      en: 'Mixed-grain rice, steamed fish and greens, low sugar',
    },
    price: 62,
    dietaryMarks: ['diabetic', 'noPork'],
    cabins: ALL,
    mealTime: null,
  },
  {
    itemCode: 'MBF1',
    name: { zhCn: '中式早餐', zhTw: '中式早餐', en: 'Chinese breakfast' },
    description: { zhCn: '小米粥、包子与鸡蛋', zhTw: '小米粥、包子與雞蛋', en: 'Millet congee, steamed bun and egg' },
    price: 38,
    dietaryMarks: [],
    cabins: ALL,
    mealTime: 'breakfast',
  },
  {
    itemCode: 'MLN1',
    name: { zhCn: '红烧肉盖饭', zhTw: '紅燒肉蓋飯', en: 'Braised pork rice' },
    description: {
      zhCn: '红烧肉、米饭与时蔬',
      zhTw: '紅燒肉、米飯與時蔬',
      en: 'Red-braised pork with rice and greens',
    },
    price: 58,
    dietaryMarks: [],
    cabins: ALL,
    mealTime: 'lunch',
  },
  {
    itemCode: 'MDN1',
    name: { zhCn: '宫保鸡丁套餐', zhTw: '宮保雞丁套餐', en: 'Kung pao chicken set' },
    description: { zhCn: '宫保鸡丁、米饭与汤', zhTw: '宮保雞丁、米飯與湯', en: 'Kung pao chicken, rice and soup' },
    price: 58,
    dietaryMarks: ['noPork'],
    cabins: ALL,
    mealTime: 'dinner',
  },
  {
    itemCode: 'MBC1',
    name: { zhCn: '公务舱精选套餐', zhTw: '公務艙精選套餐', en: 'Business selection' },
    description: {
      zhCn: '前菜、主菜、甜品与饮品',
      zhTw: '前菜、主菜、甜品與飲品',
      en: 'Starter, main course, dessert and drink',
    },
    price: 128,
    dietaryMarks: [],
    cabins: ['F', 'C'],
    mealTime: null,
  },
];

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
