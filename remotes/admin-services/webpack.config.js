const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-services',
  dir: __dirname,
  port: 3009,
  exposes: { './Page': './src/Page' },
});
