import { prepareDatabaseTemplate } from './helpers/databaseTemplates';

/** Prepares the migrated database that every test app copies, once per run. */
export default async function globalSetup(): Promise<void> {
  await prepareDatabaseTemplate();
}
