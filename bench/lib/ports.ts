// Free loopback ports for the benches' servers: the repo's one helper (scripts/ports.mjs).
export {
  freeLoopbackPort as freePort,
  freeLoopbackPorts as freePortPair,
} from '../../scripts/ports.mjs';
