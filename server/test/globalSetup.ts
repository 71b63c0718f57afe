import { preparePgliteTemplate } from './helpers/pgliteTemplate';

/** Prepares the embedded-database template once (kept between runs); PostgreSQL runs need none. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await preparePgliteTemplate();
}
