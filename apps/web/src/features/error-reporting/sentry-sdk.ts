// The two functions of the Sentry SDK the demo uses, re-exported by name: the error-reporting
// chunk then holds what `init` and `captureException` need (about 30 KB gzip) instead of the
// whole `@sentry/react` namespace (about 180 KB: replay, tracing, feedback, profiling…).
export { captureException, init } from '@sentry/react';
