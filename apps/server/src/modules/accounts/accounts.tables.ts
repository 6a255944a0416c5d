import { trigramIndex } from '../../db/search-indexes.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A chain of stores buying under one head office; cart lines may be copied within a group. */
export const buyerGroups = pgTable('buyer_groups', {
  id: serial().primaryKey(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 专属客户经理. Buyers without one see the default manager. */
export const accountManagers = pgTable('account_managers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull(),
  isDefault: boolean().notNull().default(false),
});

export const buyerStatuses = ['pending', 'approved', 'rejected'] as const;
export type BuyerStatus = (typeof buyerStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text(),
    phone: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    company: text().notNull(),
    face: text(),
    rank: text(),
    address: text(),
    status: text({ enum: buyerStatuses }).notNull().default('pending'),
    buyerGroupId: integer().references(() => buyerGroups.id),
    accountManagerId: integer().references(() => accountManagers.id),
    /** CUSTOMER_TYPES, as the seller's staff sort the buyer; null until they do. */
    customerType: text(),
    /** The province the seller's staff place the buyer in (REGIONS). */
    region: text(),
    /** 经营范围: the goods classes this buyer may buy (see catalog business scopes). */
    businessScopes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    points: integer().notNull().default(0),
    wechat: text(),
    /** The WeChat account bound to this one (zhzx_bdwx): one shop account per WeChat user. */
    wechatOpenid: text().unique(),
    wechatNickname: text(),
    wechatBoundAt: timestamp({ withTimezone: true }),
    isSpecial: boolean().notNull().default(false),
    /**
     * 开票信息: 纳税人识别号 and the bank, account, registered address and phone a special VAT
     * invoice (专票) carries; with all of them the buyer may ask for one.
     */
    taxNo: text(),
    vatBank: text(),
    vatAccount: text(),
    vatAddress: text(),
    vatPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_buyer_group_idx').on(t.buyerGroupId),
    // The console's buyers by 最近登录, either way.
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    // The console finds buyers (and their orders) by part of the company, contact or phone.
    trigramIndex('users_company_trgm', t.company),
    trigramIndex('users_name_trgm', t.name),
    trigramIndex('users_phone_trgm', t.phone),
  ],
);

/** Server-side sessions: the cookie holds a random token, the row holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsScenes = ['register', 'change_phone', 'reset_password'] as const;
export type SmsScene = (typeof smsScenes)[number];

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    scene: text({ enum: smsScenes }).notNull(),
    codeHash: text().notNull(),
    ip: text().notNull(),
    failedAttempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A buyer's delivery addresses; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Points (积分) earned and given back, each change with what the buyer held after it. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    change: integer().notNull(),
    balanceAfter: integer().notNull(),
    kind: text().notNull(),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_user_idx').on(t.userId, t.id)],
);

/** A buyer's 老带新 code (on their /register?ref= link): random, so it says nothing of the user id. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Who brought a buyer in: written once, when the buyer registered through a referrer's link. */
export const referrals = pgTable(
  'referrals',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_self', sql`${t.userId} <> ${t.referrerId}`),
  ],
);
