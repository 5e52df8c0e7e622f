/** A port free on 127.0.0.1 right now. */
export function freeLoopbackPort(): Promise<number>;
/** Two distinct free loopback ports (two calls in a row may hand out the same one). */
export function freeLoopbackPorts(): Promise<[number, number]>;
