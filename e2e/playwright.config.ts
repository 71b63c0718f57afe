import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/bench/lib/chromium';
import { BASE_URL } from './support/environment';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One server and one data folder: the specs run in order, one at a time.
  workers: 1,
  fullyParallel: false,
  // A focused test (test.only) fails a CI run instead of silently skipping the rest (lint refuses
  // one too).
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  reporter: [['list'], ['json', { outputFile: '../.ci-work/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    // A fresh clone builds every bundle first.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
