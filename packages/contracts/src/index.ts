export * from './json-depth';
export * from './json-value';
export * from './provider/index';
export * from './provider/request-rules';
export * from './simulator';
export * from './site/index';
