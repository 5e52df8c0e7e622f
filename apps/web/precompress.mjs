// The build's precompressed copies of a file: .br and .gz beside it, which the server sends as
// they are (@fastify/static preCompressed). Used by the Vite build (vite.config.ts) and by the
// launch pages written after it (prerender.mjs).
import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing, by extension. */
export const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

export async function writePrecompressed(file, content) {
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
}
