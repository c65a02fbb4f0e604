import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, textRef } from './columns';

/** Members of the website; egretId is the loyalty-club id when the member has one. */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    memberNumber: text('member_number').notNull(),
    mobile: text('mobile').notNull(),
    /** The mobile before the last change: logging in with it shows the changed-phone dialog. */
    previousMobile: text('previous_mobile'),
    email: text('email'),
    cnName: text('cn_name').notNull().default(''),
    identityStatus: text('identity_status').notNull().default('0'),
    egretId: text('egret_id'),
    ffpBindingFlag: text('ffp_binding_flag').notNull().default('0'),
    /** Profile (myAccount): English names as on a passport, sex (LOOKUPS.sex), birthday, preferred language. */
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    sex: text('sex').notNull().default(''),
    birthday: text('birthday').notNull().default(''),
    preferredLanguage: text('preferred_language').notNull().default('zhCn'),
    /** When the current e-mail was confirmed through the mail sent to it; null while unconfirmed. */
    emailVerifiedAt: at('email_verified_at'),
    /** The document of the real-name verification (identityStatus '1'); one identity verifies one member. */
    realNameDocumentType: text('real_name_document_type'),
    realNameDocumentNo: text('real_name_document_no'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('members_member_number_idx').on(table.memberNumber),
    uniqueIndex('members_mobile_idx').on(table.mobile),
    uniqueIndex('members_email_idx').on(table.email),
    index('members_previous_mobile_idx').on(table.previousMobile),
    uniqueIndex('members_real_name_document_idx').on(table.realNameDocumentType, table.realNameDocumentNo),
  ],
);

/** A member without a row here came in by SMS code and has no password yet (completionPassword). */
export const memberCredentials = pgTable('member_credentials', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One row per issued JWT (its jti): revoking the row ends the session on every server instance. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: text('id').primaryKey(),
    memberId: textRef('member_id', () => members.id, { onDelete: 'cascade' }),
    deviceCode: text('device_code').notNull().default(''),
    /** The risk engine's fingerprint of the device: a device that has logged in as a member is the owner's. */
    dfp: text('dfp').notNull().default(''),
    /** What loginManage shows: the browser that signed in, from which address, and its last call. */
    userAgent: text('user_agent').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    lastSeenAt: at('last_seen_at'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason', { enum: ['logout', 'passwordChanged', 'signedOutElsewhere'] }),
  },
  (table) => [
    index('member_sessions_member_idx').on(table.memberId),
    index('member_sessions_dfp_idx').on(table.dfp, table.memberId),
  ],
);

/** SMS verification codes, stored as keyed hashes, each bound to a mobile and a purpose. */
export const smsCheckCodes = pgTable(
  'sms_check_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'reset', 'changeMobileOld', 'changeMobileNew', 'transactionPassword', 'feedback'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    /** Who asked: the mobile's owner (their session or a device they logged in from) or anyone else. */
    requestedBy: text('requested_by', { enum: ['owner', 'other'] })
      .notNull()
      .default('other'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (table) => [
    index('sms_check_codes_mobile_idx').on(table.mobile, table.createdAt),
    index('sms_check_codes_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

/** The local SMS provider's outbox: what would have been sent (GET /dev/outbox in development). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.sentAt)],
);

/** Club renewal notices (spec 3 ffpRenewNotice): shown while noticeNum is 1-3 and not yet skipped. */
export const ffpRenewNotices = pgTable('ffp_renew_notices', {
  id: text('id').primaryKey(),
  memberId: textRef('member_id', () => members.id, { onDelete: 'cascade' }),
  noticeNum: integer('notice_num').notNull(),
  skippedAt: at('skipped_at'),
});

/**
 * A run of failed logins on one member's account, so the owner is told once per run (by SMS), not per failure.
 * A run ends after a quiet spell without failures; the next failure starts a new one.
 */
export const loginFailureBursts = pgTable('login_failure_bursts', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  startedAt: at('started_at').notNull(),
  lastFailureAt: at('last_failure_at').notNull(),
  failures: integer('failures').notNull(),
  notifiedAt: at('notified_at'),
});

/**
 * One-time sign-in links (/account/api?code=…): a member's live session elsewhere (the app, another browser)
 * hands its login over to this site. Only the code's hash is kept; a code opens one session, once, briefly,
 * and not after the session that issued it has ended.
 */
export const loginHandoffs = pgTable(
  'login_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: textRef('member_id', () => members.id, { onDelete: 'cascade' }),
    issuedBySessionId: textRef('issued_by_session_id', () => memberSessions.id, { onDelete: 'cascade' }),
    /** The channel header of the issuing call ('web', an app's), for the member's own record. */
    issuedOnChannel: text('issued_on_channel').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('login_handoffs_member_idx').on(table.memberId)],
);
