import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A set of permission codes (PERMISSIONS in the admin contract) that operators are given. */
export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.name)],
);

/** Shop staff who use the operator console. */
export const operators = pgTable(
  'operators',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    /** A disabled operator cannot sign in; their sessions end. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_username_unique').on(t.username)],
);

/** An operator's named views of a console list (LIST_VIEW_LISTS): the list's URL parameters, by name. */
export const operatorListViews = pgTable(
  'operator_list_views',
  {
    id: serial().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    list: text().notNull(),
    name: text().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_list_views_name_unique').on(t.operatorId, t.list, t.name)],
);

/** Operators' sessions, apart from buyers': the cookie holds a random token, the row its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every change an operator made: who, what, to which record, before and after. Rows are only ever
 * added: a trigger (migration 0014) refuses updates and deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id),
    /** What was done, e.g. `buyer.approve`, `goods.update`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull(),
    /** The sheet job that made the change, when a job did (its operator is the one who started it). */
    jobId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    // 操作日志 filtered by action or days: an import writes a row per goods item, so the log grows large.
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_job_idx')
      .on(t.jobId, t.id)
      .where(sql`${t.jobId} is not null`),
  ],
);
