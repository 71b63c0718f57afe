const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'services',
  dir: __dirname,
  port: 3003,
  exposes: { './Page': './src/Page' },
  serverRender: true,
});
