const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'blog',
  dir: __dirname,
  port: 3004,
  exposes: { './Page': './src/Page', './DetailPage': './src/DetailPage' },
  serverRender: true,
});
