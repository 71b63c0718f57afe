import os from 'node:os';
import path from 'node:path';

/** The e2e server: the production build served by `npm start`, on its own port and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const DATA_DIR = path.join(os.tmpdir(), `karate-academy-e2e-${E2E_PORT}`);
export const REGISTRY_FILE = `${DATA_DIR}-registry.json`;
export const ADMIN = { email: 'owner@academy.test', password: 'Sensei-e2e-2026', name: 'Sensei Aiko' };
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** A second origin, as a CDN would be: releases served elsewhere than the site (REMOTE_ORIGINS). */
export const CDN_PORT = E2E_PORT + 8;
export const CDN_ORIGIN = `http://127.0.0.1:${CDN_PORT}`;
/** The e2e site's DEPLOY_TOKEN, which the registry's CLI uses. */
export const DEPLOY_TOKEN = 'e2e-deploy-token-0123456789abcdefghij';
