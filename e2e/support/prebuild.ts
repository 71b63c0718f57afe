// `npx tsx e2e/support/prebuild.ts`: the site's build where it is missing or stale (as `npm start`
// makes it), then what the browser suite builds besides (e2e/support/prebuilt.ts). CI's build step
// and `npm run test:e2e` run it before the suite.
import { REPO_ROOT } from './environment';
import { prebuild } from './prebuilt';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build script is CommonJS
const { build } = require(`${REPO_ROOT}/scripts/build.js`) as {
  build: (options: { all: boolean }) => Promise<void>;
};

build({ all: false }).then(prebuild, (error: Error) => {
  console.error(error.message);
  process.exit(1);
});
