// The environment config's public face for other features (the shell's Live badge).
export { selectEnvironmentConfig } from './environment-slice';
