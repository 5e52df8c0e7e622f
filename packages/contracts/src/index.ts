export * from './api-error';
export * from './challenge-return';
export * from './environment-config';
export * from './json-depth';
export * from './provider/index';
export * from './provider/request-rules';
export * from './proxy';
export * from './demo-clock';
