export * from './hydra';
export * from './money';
export * from './channel';
export * from './content';
export * from './catalog';
export * from './cart';
export * from './checkout';
export * from './customers';
