import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { ADMIN } from '../support/environment';

// Backups as the owner meets them: the dashboard's Backups screen says how backups stand and hands
// over an archive of the whole site.

test('the owner sees that scheduled backups are off and downloads an archive of the whole site', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Backups', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(
    page.getByText(
      'Scheduled backups are off. Set BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEY on the server to turn them on.',
    ),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^karate-academy-backup-.+Z\.tar\.gz\.enc$/);
  // Encrypted with BACKUP_KEY (serve.ts): nothing of the site reads in it, not even compressed.
  const archive = await fs.readFile((await download.path())!);
  expect(archive.subarray(0, 16).toString('latin1')).toBe('KARATE-BACKUP-1\n');
  expect(archive.length).toBeGreaterThan(1000);
  expect(archive.includes(Buffer.from(ADMIN.email))).toBe(false);
  expect(() => zlib.gunzipSync(archive)).toThrow();
  await expect(page.getByRole('button', { name: 'Download a backup' })).toBeEnabled();
});
