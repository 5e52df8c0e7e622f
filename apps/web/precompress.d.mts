export const compressible: RegExp;
export function writePrecompressed(file: string, content: string | Uint8Array): Promise<void>;
