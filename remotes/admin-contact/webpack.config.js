const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-contact',
  dir: __dirname,
  port: 3011,
  exposes: { './Page': './src/Page' },
});
