const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'contact',
  dir: __dirname,
  port: 3005,
  exposes: { './Page': './src/Page' },
  serverRender: true,
});
