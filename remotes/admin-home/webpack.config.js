const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-home',
  dir: __dirname,
  port: 3007,
  exposes: { './Page': './src/Page' },
});
