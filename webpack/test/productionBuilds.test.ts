import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Every app's production webpack configs as `[config name, devtool]`, read by Node itself (the
 * sections are found by loading their TypeScript definitions, which tsx does outside Jest). */
function productionDevtools(): [string, string | false][] {
  const printed = execFileSync(
    process.execPath,
    [
      '-e',
      `const { apps } = require('./scripts/apps');
       const configs = apps.flatMap((app) => app.configs('production'));
       console.log(JSON.stringify(configs.map((config) => [config.name, config.devtool ?? false])));`,
    ],
    { cwd: path.join(__dirname, '../..'), encoding: 'utf8' },
  );
  return JSON.parse(printed) as [string, string | false][];
}

test('the production builds write no source maps: the server refuses to serve them and nothing reads them', () => {
  const devtools = productionDevtools();
  expect(devtools.map(([name]) => name)).toEqual(expect.arrayContaining(['shell', 'about', 'admin-about']));
  expect(devtools.filter(([, devtool]) => devtool !== false)).toEqual([]);
});
