const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'home',
  dir: __dirname,
  port: 3001,
  exposes: { './Page': './src/Page' },
  serverRender: true,
});
