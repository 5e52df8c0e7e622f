// The demo server's own API (apps/server): every path, and every shape it takes and answers.
export * from './api-error';
export * from './challenge-return';
export * from './demo-clock';
export * from './environment-config';
export * from './paths';
export * from './proxy';
export * from './webhook-faults';
export * from './webhook-inspector';
export * from './webhook-stream';
