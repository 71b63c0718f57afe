const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'about',
  dir: __dirname,
  port: 3002,
  exposes: { './Page': './src/Page' },
  serverRender: true,
});
