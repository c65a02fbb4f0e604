import type { RenewNotice, SessionUser } from '../../contract/calls/accounts';

/**
 * The stored session user (spec 3) read back without zod: the header reads it on every first paint, and
 * zod would add ~27 kB gzip to the home page. It accepts exactly what `sessionUserSchema` accepts and keeps
 * only its fields (session-user-shape.test.ts checks both against each other on generated values).
 */
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const areStrings = (value: Fields, keys: readonly string[]) => keys.every((key) => typeof value[key] === 'string');

const TEXT_FIELDS = [
  'userid',
  'jwtToken',
  'cnName',
  'mobile',
  'email',
  'identityStatus',
  'egretId',
  'ffpBindingFlag',
] as const;

function toRenewNotice(value: unknown): RenewNotice | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !Number.isSafeInteger(value.noticeNum) || !areStrings(value, ['mobile', 'ffpRenewNoticeId']))
    return undefined;
  return {
    noticeNum: value.noticeNum as number,
    mobile: value.mobile as string,
    ffpRenewNoticeId: value.ffpRenewNoticeId as string,
  };
}

export function toSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || !areStrings(value, TEXT_FIELDS) || (value.userid as string).length === 0) return null;
  const ffpRenewNotice = toRenewNotice(value.ffpRenewNotice);
  if (ffpRenewNotice === undefined) return null;
  const user = Object.fromEntries(TEXT_FIELDS.map((key) => [key, value[key] as string])) as Omit<
    SessionUser,
    'ffpRenewNotice'
  >;
  return { ...user, ffpRenewNotice };
}
