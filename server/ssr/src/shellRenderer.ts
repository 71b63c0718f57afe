import fs from 'node:fs/promises';
import path from 'node:path';
import type { ShellRenderer } from '@academy/contracts';
import { requireAfresh } from './requireAfresh';

/**
 * The shell's render bundle (shell/dist/server/render.js), loaded from disk and loaded anew when
 * the shell is rebuilt. Undefined when there is none (the shell not built for server rendering):
 * the browser then renders every page.
 */
export function shellRenderer(staticRoot: string) {
  const file = path.join(staticRoot, 'shell', 'dist', 'server', 'render.js');
  let loaded: { mtimeMs: number; renderer: ShellRenderer } | undefined;
  const load = async (): Promise<ShellRenderer | undefined> => {
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats) return undefined;
    if (loaded?.mtimeMs !== stats.mtimeMs) {
      loaded = { mtimeMs: stats.mtimeMs, renderer: requireAfresh<ShellRenderer>(file) };
    }
    return loaded.renderer;
  };
  return { file, load };
}
