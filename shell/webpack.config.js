const { createAppConfig } = require('@academy/webpack-config');

// The host: no build-time remotes. bootstrap.tsx reads the remote registry at run time, so a
// remote ships without rebuilding the shell. The dev server forwards everything the server owns.
module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  // The public pages are rendered on the server too: this bundle is the shell's part of that.
  serverEntry: './src/server/index.ts',
  devServer: {
    proxy: [
      {
        context: [
          '/v1',
          '/uploads',
          '/runtime-config.json',
          '/remotes',
          '/healthz',
          // The site's files made from its content (webpack/index.html links the icons).
          '/favicon.png',
          '/favicon.ico',
          '/apple-touch-icon.png',
          '/apple-touch-icon-precomposed.png',
          '/sitemap.xml',
          '/robots.txt',
        ],
        target: 'http://localhost:8080',
      },
    ],
  },
});
