export * from './api-error';
export * from './environment-config';
