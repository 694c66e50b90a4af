import { index, integer, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shopUsers } from './customers';

/**
 * What logging in leaves behind: sessions (one per login, i.e. one refresh-token family), their
 * refresh tokens, password-recovery tokens and the OAuth accounts linked to a shop user. Tokens
 * are stored as SHA-256 hashes only, so a leaked table opens no account.
 */

/**
 * A login on one device. Access tokens name their session (`sid`), so revoking it (logout,
 * password change, a replayed refresh token) ends the access tokens too, not only the refresh.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey(),
    shopUserId: integer()
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ mode: 'date', precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp({ mode: 'date', precision: 3 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.shopUserId)],
);

/**
 * Every refresh token ever issued in a session. A token is used once (`usedAt`); presenting a used
 * one again means it was copied, and the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ mode: 'date', precision: 3 }).notNull(),
    usedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use password-recovery links; the row is deleted when used. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    shopUserId: integer()
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ mode: 'date', precision: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.shopUserId)],
);

/** A Facebook or Google account linked to a shop user, by the provider's stable user id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: id(),
    shopUserId: integer()
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 32 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    /** The verified e-mail the provider reported when the account was linked. */
    email: varchar({ length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_identities_provider_subject_unique').on(t.provider, t.subject),
    index('oauth_identities_user_idx').on(t.shopUserId),
  ],
);
