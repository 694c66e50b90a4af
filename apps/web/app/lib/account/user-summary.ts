import { createFetchedStore } from '../browser/fetched-store';

/** What the header's user area shows (SPEC §2): the greeting and the count of the customer's orders. */
export type UserSummary = { loggedIn: false } | { loggedIn: true; firstName: string; ordersCount: number };

export const USER_SUMMARY_PATH = '/user/summary';

const isUserSummary = (value: unknown): value is UserSummary =>
  typeof value === 'object' && value !== null && typeof (value as UserSummary).loggedIn === 'boolean';

/** The header's user area on the client, asked once per page load and again after a login or logout. */
export const userSummaryStore = createFetchedStore(isUserSummary);
