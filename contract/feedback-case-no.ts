/**
 * A complaint's reference number: TS (complaint), BY (praise) or JY (suggestion), the day as yymmdd, then
 * 8 random characters. Zod-free, so route search parsing (in the route tree every page loads) can use it.
 */
export const CASE_NO_PATTERN = /^(TS|BY|JY)\d{6}[A-Z2-9]{8}$/;
