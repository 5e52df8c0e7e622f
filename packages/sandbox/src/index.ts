export { buildSandbox } from './app';
export {
  defaultSandboxCredentials,
  sandboxConfigFromEnv,
  type SandboxConfig,
  type SandboxListenOptions,
} from './config';
