import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { ADMIN } from '../support/environment';

// Issue 21 as the owner meets it: the dashboard's Backups screen says how backups stand and hands
// over an archive of the whole site.

test('the owner sees that scheduled backups are off and downloads an archive of the whole site', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Backups', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(
    page.getByText(
      'Scheduled backups are off. Set BACKUP_DIR and BACKUP_EVERY_HOURS on the server to turn them on.',
    ),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^karate-academy-backup-.+Z\.tar\.gz$/);
  const archive = zlib.gunzipSync(await fs.readFile((await download.path())!)).toString('latin1');
  expect(archive).toContain('"format": "karate-academy-backup"');
  expect(archive).toContain('database/admins.jsonl');
  expect(archive).toContain(ADMIN.email);
  await expect(page.getByRole('button', { name: 'Download a backup' })).toBeEnabled();
});
