export { buildSandbox, type BuildOptions } from './app';
export type { SandboxContext } from './domain/context';
export {
  defaultCheckoutId,
  defaultSandboxCredentials,
  loopbackAliases,
  sandboxConfigFromEnv,
  sandboxEnvNames,
  type SandboxConfig,
  type SandboxListenOptions,
} from './config';
export { simulatorKeyHeader } from './api/simulator-guard';
export { merchantCredentials } from './domain/merchants';
export { jsonForHtml } from './hosted/page';
