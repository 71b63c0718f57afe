const { createAppConfig } = require('@academy/webpack-config');

module.exports = createAppConfig({
  name: 'admin-blog',
  dir: __dirname,
  port: 3010,
  exposes: { './Page': './src/Page', './DetailsEditorPage': './src/DetailsEditorPage' },
});
