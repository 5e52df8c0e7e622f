export { buildSandbox, type BuildOptions } from './app';
export type { SandboxContext } from './domain/context';
export {
  defaultCheckoutId,
  defaultSandboxCredentials,
  loopbackAliases,
  sandboxConfigFromEnv,
  type SandboxConfig,
  type SandboxListenOptions,
} from './config';
