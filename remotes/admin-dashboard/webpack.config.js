const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-dashboard',
  dir: __dirname,
  port: 3006,
  exposes: { './Page': './src/Page' },
});
