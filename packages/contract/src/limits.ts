/**
 * Limits the API enforces and the storefront shows, without zod (`@sakhe/contract/limits`): the API's
 * checks and the contract's schemas read them from here, and the storefront's browser code imports
 * them without loading the schemas.
 */

/** The most of one item a cart takes (an add or a quantity change beyond it is refused with 422). */
export const MAX_ITEM_QUANTITY = 9999;

/** Longest search text accepted; longer queries are refused with 400 rather than scanned. */
export const SEARCH_MAX_LENGTH = 200;
