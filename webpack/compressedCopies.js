// Brotli and gzip copies of the text files a production build emits (scripts, stylesheets, the
// HTML page, manifests), written once by the build, beside each file, so the server sends them as
// they are (@fastify/static's preCompressed) instead of compressing the same bytes on every
// request. Small files are left alone: a request costs more than their compression saves.
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|css|html|json|svg|txt)$/;
const SMALLEST_BYTES = 1024;

function compressedCopies() {
  const common = { test: TEXT_FILES, threshold: SMALLEST_BYTES, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
  ];
}

module.exports = { compressedCopies };
