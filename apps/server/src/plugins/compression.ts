import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Text worth compressing: HTML, CSS, JS, JSON, SVG. PDFs and raster images are compressed already. */
const COMPRESSIBLE = /^text\/|^application\/(?:javascript|json)|\+json|\+xml/;

/**
 * Compresses answers made per request (JSON, HTML) with brotli or gzip, as the browser accepts.
 * Brotli at quality 4 compresses about as well as gzip's best for a fraction of the CPU, which
 * matters when every answer pays it. Built assets come precompressed at full strength
 * (see plugins/web.ts), so they skip this. Must be registered before the routes it covers.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Browsers never send compressed bodies; unpacking them would only let a small request grow large.
    globalDecompression: false,
  });
});
