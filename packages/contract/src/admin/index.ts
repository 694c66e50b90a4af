/** The Admin API's contract (`@sakhe/contract/admin`): staff, permissions, and what admin-ops adds. */
export * from './permissions';
export * from './staff';
export * from './settings';
export * from './orders';
export * from './taxons';
export * from './content';
export * from './products';
export * from './catalog-transfer';
export * from './media';
export * from './promotions';
export * from './reviews';
export * from './customers';
