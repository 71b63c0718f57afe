// Starts the site for the e2e suite exactly as `npm start` does, on a fresh data folder.
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN,
  BASE_URL,
  CDN_ORIGIN,
  DATA_DIR,
  DEPLOY_TOKEN,
  E2E_PORT,
  REGISTRY_FILE,
  REPO_ROOT,
} from './environment';

fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.writeFileSync(REGISTRY_FILE, '{}');

Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR,
  PUBLIC_URL: BASE_URL,
  REMOTE_REGISTRY_FILE: REGISTRY_FILE,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_NAME: ADMIN.name,
  LOG_LEVEL: 'warn',
  // Releases only from the CDN's about/ folder (a prefix); loopback http is allowed for tests.
  REMOTE_ORIGINS: `${CDN_ORIGIN}/about/`,
  // Canary analysis judges every second, once a canary has 15 views (trusted-releases.spec): a
  // canary failing a third of its views is then rolled back once z passes 3, at about 23 views.
  CANARY_CHECK_SECONDS: '1',
  CANARY_MIN_VIEWS: '15',
  // The second origin stands in for a developer's dev server too.
  DEV_REMOTE_ORIGINS: `http://localhost:*,${CDN_ORIGIN}`,
  DEPLOY_TOKEN,
  // Backups are encrypted with it; the Backups screen's download needs one.
  BACKUP_KEY: 'e2e-backup-key-0123456789abcdefghijklmnop',
});
void import(path.join(REPO_ROOT, 'scripts', 'start.js'));
