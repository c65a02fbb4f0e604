import * as z from 'zod';
import { contractCall } from '../call';
import { memberFfp } from '../first-load/call-path-prefixes';
import { calendarDateSchema } from '../flight-search';
import { LOOKUPS } from '../lookups';
import { cabinSchema, ticketNumberSchema } from '../validators/ticket';
import { text } from '../validators/text';

/**
 * member-ffp/accountInfo/*: the member's points (JSON calls). Every call but accureStandard and
 * exchangeStandard needs a logged-in, real-name verified club member (spec 5's points guards).
 */
export const POINT_CALLS = {
  getOutline: memberFfp('accountInfo', 'getOutline'),
  getAccountList: memberFfp('accountInfo', 'getAccountList'),
  accureStandard: memberFfp('accountInfo', 'accureStandard'),
  exchangeStandard: memberFfp('accountInfo', 'exchangeStandard'),
  newFfpRetroInfo: memberFfp('accountInfo', 'newFfpRetroInfo'),
  queryFfpRetroInfo: memberFfp('accountInfo', 'queryFfpRetroInfo'),
  getDetailScoreList: memberFfp('accountInfo', 'getDetailScoreList'),
  getFlightAccrualHistory: memberFfp('accountInfo', 'getFlightAccrualHistory'),
  getOtherAccrualHistory: memberFfp('accountInfo', 'getOtherAccrualHistory'),
  getAccountChangeHistory: memberFfp('accountInfo', 'getAccountChangeHistory'),
} as const;

export const POINT_REFUSALS = {
  realNameRequired: 'POINTS_REAL_NAME_REQUIRED',
  clubRequired: 'POINTS_CLUB_REQUIRED',
  retroRejected: 'RETRO_REJECTED',
} as const;

const tier = z.enum(LOOKUPS.memberTier);

export const outlinePayload = z.object({}).loose();
export const outlineData = z.object({
  cardNo: z.string(),
  tier,
  balance: z.number().int(),
  expiringPoints: z.number().int(),
  /** The day by which `expiringPoints` expire (YYYY-MM-DD). */
  expiringBy: z.string(),
  qualifyingSegments: z.number().int(),
  qualifyingPoints: z.number().int(),
  /** First day of the rolling 12 months counted. */
  qualifyingSince: z.string(),
  nextTier: z.object({ tier, segmentsNeeded: z.number().int(), pointsNeeded: z.number().int() }).nullable(),
  /** The yearly review, when a tier no longer earned is lowered. */
  tierReviewDate: z.string(),
});
export type OutlineData = z.infer<typeof outlineData>;

export const ACCOUNT_TYPES = ['reward', 'qualifyingPoints', 'qualifyingSegments'] as const;
export const accountListData = z.array(z.object({ accountType: z.enum(ACCOUNT_TYPES), balance: z.number().int() }));
export type AccountListData = z.infer<typeof accountListData>;

/** Paged history calls: a page and an optional date range (inclusive, local dates). */
export const historyPayload = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    beginDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
  })
  .refine((value) => !value.beginDate || !value.endDate || value.beginDate <= value.endDate, {
    message: 'points.errors.dateRange',
    path: ['endDate'],
  });
export type HistoryPayload = z.input<typeof historyPayload>;
export type HistoryQuery = z.output<typeof historyPayload>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int(), list: z.array(row) });

/** Spec 3 flight reward: date, flight number, segment, cabin, standard mileage, reward points, extra points, reward segments. */
export const flightAccrualRow = z.object({
  date: z.string(),
  flightNo: z.string(),
  segment: z.string(),
  cabin: z.string(),
  standardMileage: z.number().int(),
  rewardPoints: z.number().int(),
  extraPoints: z.number().int(),
  rewardSegments: z.number().int(),
});
export const flightAccrualPage = page(flightAccrualRow);
export type FlightAccrualPage = z.infer<typeof flightAccrualPage>;

/** Spec 3 other reward: arrival date, activity, points. */
export const otherAccrualPage = page(
  z.object({ arrivalDate: z.string(), activity: z.string(), points: z.number().int() }),
);
export type OtherAccrualPage = z.infer<typeof otherAccrualPage>;

/** Spec 3 exchange record: date, note, points used. */
export const accountChangePage = page(z.object({ date: z.string(), note: z.string(), pointsUsed: z.number().int() }));
export type AccountChangePage = z.infer<typeof accountChangePage>;

/** Every ledger row: the balance is their sum. */
export const detailScorePage = page(
  z.object({ date: z.string(), kind: z.string(), note: z.string(), points: z.number().int() }),
);
export type DetailScorePage = z.infer<typeof detailScorePage>;

const airportCode = text()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'points.errors.airport'));

/** Spec 3 point-add (retro-credit) form: ticket number (13 digits), flight number, cabin (1 letter), origin, destination, flight date. */
export const retroClaimSchema = z.object({
  ticketNo: ticketNumberSchema,
  flightNo: text()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'points.errors.flightNo')),
  cabin: cabinSchema.transform((value) => value.toUpperCase()),
  origin: airportCode,
  destination: airportCode,
  flightDate: calendarDateSchema,
});
export type RetroClaimInput = z.input<typeof retroClaimSchema>;
export const newRetroPayload = retroClaimSchema;

export const RETRO_STATUSES = ['approved', 'rejected'] as const;
/** Why a claim was refused: each an i18n key under points.retro.reason. */
/** A ticket that is not the member's reads like no ticket at all: a guessed number learns nothing. */
export const RETRO_REJECTIONS = ['noMatch', 'notFlown', 'tooOld', 'alreadyCredited'] as const;
export type RetroRejection = (typeof RETRO_REJECTIONS)[number];
/** The flown coupon a claim names, as the server answers it back (normalised: upper case, ISO date). */
const claimedCoupon = z.object({
  ticketNo: z.string(),
  flightNo: z.string(),
  cabin: z.string(),
  origin: z.string(),
  destination: z.string(),
  flightDate: z.string(),
});
export const retroClaimRow = z.object({
  id: z.number().int(),
  ...claimedCoupon.shape,
  status: z.enum(RETRO_STATUSES),
  reason: z.string(),
  points: z.number().int(),
  createdAt: z.string(),
});
export type RetroClaimRow = z.infer<typeof retroClaimRow>;
export const retroListPage = page(retroClaimRow);
export type RetroListPage = z.infer<typeof retroListPage>;
/** How far back a flight may be claimed. */
export const RETRO_CLAIM_MONTHS = 6;

/** accureStandard: every class's rate; with a route, also its standard mileage (great-circle km). */
export const accrualStandardPayload = z.object({ origin: airportCode.optional(), destination: airportCode.optional() });
export const accrualStandardData = z.object({
  rates: z.array(z.object({ bookingClass: z.string(), cabinClass: z.string(), ratePercent: z.number().int() })),
  standardMileage: z.number().int().nullable(),
});
export type AccrualStandardData = z.infer<typeof accrualStandardData>;
export const exchangeStandardPayload = z.object({
  origin: airportCode.optional(),
  destination: airportCode.optional(),
});
export type ExchangeStandardList = z.infer<typeof exchangeStandardList>;
export const exchangeStandardList = z.array(
  z.object({ origin: z.string(), destination: z.string(), cabinClass: z.string(), points: z.number().int() }),
);

export const getOutlineCall = contractCall({
  path: POINT_CALLS.getOutline,
  payload: outlinePayload,
  reply: outlineData,
});
export const getAccountListCall = contractCall({
  path: POINT_CALLS.getAccountList,
  payload: outlinePayload,
  reply: accountListData,
});
export const getFlightAccrualHistoryCall = contractCall({
  path: POINT_CALLS.getFlightAccrualHistory,
  payload: historyPayload,
  reply: flightAccrualPage,
});
export const getOtherAccrualHistoryCall = contractCall({
  path: POINT_CALLS.getOtherAccrualHistory,
  payload: historyPayload,
  reply: otherAccrualPage,
});
export const getAccountChangeHistoryCall = contractCall({
  path: POINT_CALLS.getAccountChangeHistory,
  payload: historyPayload,
  reply: accountChangePage,
});
export const getDetailScoreListCall = contractCall({
  path: POINT_CALLS.getDetailScoreList,
  payload: historyPayload,
  reply: detailScorePage,
});
export const newFfpRetroInfoCall = contractCall({
  path: POINT_CALLS.newFfpRetroInfo,
  payload: newRetroPayload,
  reply: retroClaimRow,
});
export const queryFfpRetroInfoCall = contractCall({
  path: POINT_CALLS.queryFfpRetroInfo,
  payload: historyPayload,
  reply: retroListPage,
});
export const accureStandardCall = contractCall({
  path: POINT_CALLS.accureStandard,
  payload: accrualStandardPayload,
  reply: accrualStandardData,
});
export const exchangeStandardCall = contractCall({
  path: POINT_CALLS.exchangeStandard,
  payload: exchangeStandardPayload,
  reply: exchangeStandardList,
});

/** Development levers (DEV_TOOLS=on, loopback): a trip of a member, marked flown at once. */
export const POINT_DEV_CALLS = { flownTrip: '/dev/points/flownTrip' } as const;
export const flownTripPayload = z.object({
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  /** 'self': the member booked it (earns by itself); 'other': another member booked it for them (needs a retro-credit claim). */
  bookedBy: z.enum(['self', 'other']),
});
/** The trip as a retro-credit claim for it names it. */
export const flownTripData = claimedCoupon;
export type FlownTripData = z.infer<typeof flownTripData>;
