export * from './channel';
export * from './catalog';
export * from './content';
export * from './customers';
export * from './orders';
export * from './auth';
