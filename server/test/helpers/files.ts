import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes each file (path relative to `root` → content), making the folders it needs. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), content);
  }
}
