/**
 * Customers and their accounts: registration, logging in (password and OAuth), profile, password
 * recovery, their orders, and the field violations other modules word the same way.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { customersAdminModule } from './admin/routes';
export { customersModule } from './routes';
export { issueViolation, refuseIfAny } from './violations';
export { loginModule } from './login-routes';
