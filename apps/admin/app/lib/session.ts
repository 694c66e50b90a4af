import { PERMISSIONS, roleHasPermission, type AdminUser, type Permission } from '@sakhe/contract/admin';
import { redirect } from 'react-router';
import { api, isSignedOut } from './api';

/**
 * The signed-in member, as the API last described them. Kept for the app's life so a page change
 * does not ask again; signing in sets it, signing out clears it.
 */
let staff: AdminUser | null = null;

export function rememberStaff(user: AdminUser | null): void {
  staff = user;
}

/** The member, or a redirect to the sign-in screen that comes back here afterwards. */
export async function requireStaff(request: Request): Promise<AdminUser> {
  if (staff) return staff;
  try {
    staff = await api<AdminUser>('/me');
    return staff;
  } catch (error) {
    if (!isSignedOut(error)) throw error;
    const url = new URL(request.url);
    const back = url.pathname.replace(/^\/admin/, '') + url.search;
    throw redirect(back && back !== '/' ? `/sign-in?next=${encodeURIComponent(back)}` : '/sign-in');
  }
}

export function can(user: AdminUser, permission: Permission): boolean {
  return roleHasPermission(user.role, permission);
}

export type Screen =
  | 'dashboard'
  | 'orders'
  | 'customers'
  | 'products'
  | 'categories'
  | 'content'
  | 'promotions'
  | 'reviews'
  | 'staff'
  | 'sessions'
  | 'auditLog'
  | 'settings';

/**
 * Which screens the member's role opens (the server checks every call anyway; this only spares them
 * links to refusals): the permission each screen first reads.
 */
const SCREEN_PERMISSION: Record<Screen, string> = {
  dashboard: 'dashboard.read',
  orders: 'orders.read',
  customers: 'customers.read',
  categories: 'taxons.read',
  content: 'content.read',
  promotions: 'promotions.read',
  reviews: 'reviews.read',
  products: 'products.read',
  staff: 'administrators.read',
  sessions: 'own-sessions.read',
  auditLog: 'audit-log.read',
  settings: 'settings.read',
};

export function canSee(user: AdminUser, screen: Screen): boolean {
  const permission = SCREEN_PERMISSION[screen];
  return permission in PERMISSIONS ? can(user, permission as Permission) : user.role === 'owner';
}

/** A member who must enroll in two-factor before any change (owners, or everyone by setting). */
export function mustEnroll(user: AdminUser): boolean {
  return user.twoFactorRequired && !user.twoFactorEnabled;
}
