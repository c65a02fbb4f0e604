/** Content constants without schemas, for the SPA's first load (the header menu); content.ts re-exports them. */

/** 'notice' (bulletins) is listed by infoNoticeListByService only, not in the header menu. */
export const INFO_GROUP_CODES = ['ticket', 'ground', 'premium', 'special', 'transport', 'faq', 'notice'] as const;
export type InfoGroupCode = (typeof INFO_GROUP_CODES)[number];

/** The header menu shows at most this many items per group (spec 9); the calls return all. */
export const MENU_ITEMS_PER_GROUP = 7;
