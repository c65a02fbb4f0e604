import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses replies over 1 kB (API replies, the served index.html) with brotli or gzip, whichever the
 * browser accepts. The built assets are compressed at build time (scripts/build/precompress.ts) and sent as
 * they are; this handles what only exists per request, at a brotli level cheap enough to run per request.
 * Request bodies are not decompressed: no caller of the spec sends compressed payloads, and a decompressing
 * server is one more way to be handed a bomb.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
