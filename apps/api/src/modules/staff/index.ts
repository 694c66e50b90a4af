/**
 * The back office's staff: accounts and roles, sign-in with two-factor, sessions, permissions and
 * the audit log. `staffAuth` authenticates every Admin API request (`request.staff`),
 * `requirePermission` guards each operation, `recordAudit` records each staff write.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { administratorsModule } from './administrators-routes';
import { staffAuthModule } from './routes';

export { recordAudit } from './audit';
export { createFirstStaffMember, seedDemoStaff } from './demo';
export type { DemoStaffMember } from './demo';
export { requirePermission, staffAuth } from './plugin';
/**
 * Whether every member, not only owners, must use two-factor (the shop settings' switch, which
 * the settings module reads and writes through these; the staff module owns the column).
 */
export { setTwoFactorRequiredForAll, twoFactorRequiredForAll } from './queries';

/** The staff module's own Admin API routes. */
export const staffModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(staffAuthModule(deps));
    await app.register(administratorsModule(deps));
  };
