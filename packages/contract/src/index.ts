export * from './hydra';
export * from './money';
