import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Accounts (issue 10, /work/coord/accounts-api.md): clients (users), agencies, companies and
 * their users, billing profiles kept on an account, sessions, password resets and the login
 * throttle. Secrets are never stored: passwords as scrypt hashes (auth/password.ts), session
 * and reset tokens as their SHA-256.
 *
 * `billing_profiles` already names the billing data of one reservation (schema-reservations.ts),
 * so an account's saved billing profiles (spec 3 Billing profile) live in `invoice_profiles`.
 */

export const ACCOUNT_LANGS = ['es', 'ca', 'en', 'fr'] as const;
export const ACCOUNT_PROVIDERS = ['password', 'google', 'apple', 'facebook'] as const;

/** Spec 3 User. E-mails are stored trimmed and lower-cased; the unique index is on lower(email) too. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    zipCode: text('zip_code'),
    language: text('language').notNull().default('es'),
    acceptPromos: boolean('accept_promos').notNull().default(false),
    acceptNewsletter: boolean('accept_newsletter').notNull().default(false),
    /** null for a social-only account (it logs in through its provider) */
    passwordHash: text('password_hash'),
    /** how the account was created: 'password' or the social provider */
    provider: text('provider').notNull().default('password'),
    /** null = particular (spec 4 user mode) */
    defaultProfileId: integer('default_profile_id').references((): AnyPgColumn => invoiceProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('es', 'ca', 'en', 'fr')`),
    check('users_provider_check', sql`${t.provider} in ('password', 'google', 'apple', 'facebook')`),
  ],
);

/** A social login (provider + its subject id) that belongs to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_identities_user_idx').on(t.userId),
    check('social_identities_provider_check', sql`${t.provider} in ('google', 'apple', 'facebook')`),
  ],
);

/** Spec 3 Agency: logs in by alias (unique whatever its case). */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull(),
    companyName: text('company_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** the header logo (spec 2 Header: normal, business, agency) */
    logoVariant: text('logo_variant').notNull().default('agency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_alias_lower_idx').on(sql`lower(${t.alias})`)],
);

/** Spec 3 Company. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  nif: text('nif').notNull(),
  blockPremium: boolean('block_premium').notNull().default(false),
  blockWashes: boolean('block_washes').notNull().default(false),
  blockPremiumForSomeUsers: boolean('block_premium_for_some_users').notNull().default(false),
  enableBookingRecords: boolean('enable_booking_records').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 6 business profile roles: a user's membership of a company. */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('user'),
    blockPremiumForThisProfile: boolean('block_premium_for_this_profile').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_users_user_idx').on(t.userId),
    check('company_users_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);

/** Spec 3 Billing profile kept on an account; company_id null = a particular profile. */
export const invoiceProfiles = pgTable(
  'invoice_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** spec 4: the de-duplication by nif prefers a profile with id_company */
    idCompany: integer('id_company'),
    name: text('name').notNull(),
    nif: text('nif').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    billingEmail: text('billing_email'),
    invoicingMethod: text('invoicing_method').notNull().default('per_service'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_profiles_user_idx').on(t.userId),
    index('invoice_profiles_company_idx').on(t.companyId),
    check('invoice_profiles_invoicing_check', sql`${t.invoicingMethod} in ('monthly', 'per_service')`),
  ],
);

/**
 * A logged-in browser (docs/decisions: session cookie and CSRF). The cookie holds a random
 * 256-bit token; this row keeps only its SHA-256. Checked on every request (no cache), so a
 * logout or a password change ends the session on every node at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountType: text('account_type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sessions_account_check',
      sql`(${t.accountType} = 'client' and ${t.userId} is not null and ${t.agencyId} is null) or (${t.accountType} = 'agency' and ${t.agencyId} is not null and ${t.userId} is null)`,
    ),
    index('sessions_user_idx').on(t.userId),
    index('sessions_agency_idx').on(t.agencyId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Password recovery links (issue 10.4): SHA-256 of a 256-bit token, one hour, single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Password sign-ups waiting for their e-mail's verification (issue 18.2, decision 0022): no
 * account exists until the link is followed, so nobody can log in to, book in or be joined to
 * an e-mail they do not own. Each sign-up is a row of its own with its own password hash; the
 * link (SHA-256 of a 256-bit token, one day, single use) creates the account from its row.
 * A newer sign-up of the same e-mail ends the older rows; a social sign-up of it ends them all.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').notNull(),
    acceptPromos: boolean('accept_promos').notNull(),
    acceptNewsletter: boolean('accept_newsletter').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** the hash of the reservation_token of a guest booking to join (spec 7 create user), or null */
    reservationTokenHash: text('reservation_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_signups_email_idx').on(sql`lower(${t.email})`), index('pending_signups_expires_idx').on(t.expiresAt)],
);

/**
 * The throttles (issue 10.9, 18.1): attempts per key and, for recovery requests, the instant
 * the next is allowed. Login keys carry their 15-minute window ('login-aa:<sha256>:<window>',
 * 'login-acct:…', 'login-ip:…'; auth/throttle.ts). In the database, so every node sees the same
 * counts; never a permanent lock.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_updated_idx').on(t.updatedAt)],
);
