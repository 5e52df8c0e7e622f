export * from './api-error';
export * from './environment-config';
export * from './provider/index';
