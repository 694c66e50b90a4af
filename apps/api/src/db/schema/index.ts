export * from './channel';
export * from './catalog';
export * from './content';
