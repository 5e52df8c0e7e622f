export * from './brands';
export * from './formatting';
export * from './validation';
