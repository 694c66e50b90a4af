/**
 * Authentication: access and refresh tokens, login sessions, passwords, OAuth providers, rate limits,
 * and the plugin that names the customer of every shop API request (`request.customerId`).
 * Logging in is the customers module's: it opens a session here once it knows the account.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { exchangeCode, fetchProfile, providerSettings } from './oauth';
export { hashPassword, verifyPassword } from './passwords';
export { authenticate, authPlugin, mayAccessOrder, optionalCustomer } from './plugin';
export { clientIp, emailKey, limiter, registerRateLimiting } from './rate-limit';
export { authModule } from './routes';
export { authSettings, endOtherSessions, startSession } from './sessions';
export type { Account, AuthSettings } from './sessions';
export { hashToken, newOpaqueToken } from './tokens';
