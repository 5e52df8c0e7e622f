// Types for fingerprint.mjs, which the web app's asset test (src/features/express/
// wallet-media.test.ts) imports to hold the committed videos to their sources.
export const webRoot: string;
export function sourceFiles(): string[];
export function sourceFingerprint(): string;
export function fileHash(path: string): string;
