import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, textRef } from './columns';

/** Device fingerprints (dfp) the risk engine has issued; an unknown dfp gets '003'. */
export const riskDevices = pgTable('risk_devices', {
  dfp: text('dfp').primaryKey(),
  createdAt: at('created_at').notNull(),
});

/** Risk tokens, each bound to one device and living until expiresAt ('004' after). */
export const riskTokens = pgTable(
  'risk_tokens',
  {
    token: text('token').primaryKey(),
    dfp: textRef('dfp', () => riskDevices.dfp, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('risk_tokens_dfp_idx').on(table.dfp)],
);

/** Blocked devices (kind 'device', value = dfp) and mobiles/accounts (kind 'subject'): '1404'. */
export const riskBlocks = pgTable(
  'risk_blocks',
  {
    kind: text('kind', { enum: ['device', 'subject'] }).notNull(),
    value: text('value').notNull(),
    /** An i18n key under risk.reason, so the reason reads in the user's language. */
    reasonKey: text('reason_key').notNull(),
    until: at('until'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);

/** One row per guarded attempt outcome, counted in sliding windows by subject, device and address. */
export const riskAttempts = pgTable(
  'risk_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action', {
      enum: ['login', 'smsCode', 'tripLookup', 'ticketVerify', 'caseLookup', 'feedback', 'delayLookup', 'delayCode'],
    }).notNull(),
    scope: text('scope', { enum: ['subject', 'device', 'address'] }).notNull(),
    key: text('key').notNull(),
    outcome: text('outcome', { enum: ['failure', 'success'] }).notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('risk_attempts_lookup_idx').on(table.action, table.scope, table.key, table.at)],
);

/** Slider challenges: the target the piece must fit, then the signed pass issued for it and its single use. */
export const riskSliderChallenges = pgTable(
  'risk_slider_challenges',
  {
    id: text('id').primaryKey(),
    dfp: text('dfp').notNull(),
    targetOffset: integer('target_offset').notNull(),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
    /** 'refused': solved, but past a pass cap (slider-pass-limits.ts); it earns nothing and counts as no failure. */
    outcome: text('outcome', { enum: ['passed', 'failed', 'refused'] }),
    passUsedAt: at('pass_used_at'),
    /** What a pass from this puzzle may be spent on (slider-purpose.ts); null for a page opened without one. */
    purpose: text('purpose'),
    /** The client address that answered, so passes can be counted per address. */
    address: text('address'),
  },
  (table) => [
    index('risk_slider_challenges_dfp_idx').on(table.dfp, table.answeredAt),
    index('risk_slider_challenges_address_idx').on(table.address, table.answeredAt),
    index('risk_slider_challenges_purpose_idx').on(table.purpose, table.answeredAt),
  ],
);

/** Secrets generated once and shared by every server instance (used when config gives none). */
export const riskSecrets = pgTable('risk_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});
