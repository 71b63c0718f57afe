const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-about',
  dir: __dirname,
  port: 3008,
  exposes: { './Page': './src/Page' },
});
