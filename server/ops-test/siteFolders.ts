import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PAGE_TITLE = 'Karate Academy (static page)';

/**
 * A fresh DATA_DIR and a STATIC_ROOT holding a shell page, so a test can tell that the static
 * site is served whatever the database does.
 */
export async function siteFolders(): Promise<{
  dataDir: string;
  staticRoot: string;
  remove(): Promise<void>;
}> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-ops-'));
  const staticRoot = path.join(root, 'static');
  await fs.mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  await fs.writeFile(
    path.join(staticRoot, 'shell', 'dist', 'index.html'),
    `<!doctype html><title>${PAGE_TITLE}</title>`,
  );
  return {
    dataDir: path.join(root, 'data'),
    staticRoot,
    remove: () => fs.rm(root, { recursive: true, force: true }),
  };
}
