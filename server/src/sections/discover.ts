import fs from 'node:fs';
import path from 'node:path';
import type { SectionDefinition } from '@academy/contracts';
import { CODE_ROOT, REPO_ROOT } from '../paths';
import type { SectionServer } from './sectionServer';

/** Every section's folder: remotes/<name>, holding section.ts. */
export const SECTIONS_DIR = path.join(REPO_ROOT, 'remotes');

export interface Section {
  definition: SectionDefinition;
  server: SectionServer;
  /** Its folder in the repository (demo pictures, migrations). */
  folder: string;
}

function required<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- sections are found at run time
  const loaded = require(file) as { default?: T };
  return (loaded.default ?? loaded) as T;
}

const exists = (file: string) => ['.ts', '.js'].some((extension) => fs.existsSync(file + extension));

/** The names of the sections in the repository: the folders under remotes/ with a section.ts. */
export function sectionNames(): string[] {
  if (!fs.existsSync(SECTIONS_DIR)) return [];
  return fs
    .readdirSync(SECTIONS_DIR, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(SECTIONS_DIR, entry.name, 'section.ts')),
    )
    .map((entry) => entry.name);
}

/**
 * Every section, found by its folder (no list is kept anywhere), in the order the site shows
 * them. The code comes from the running copy: the sources under tests and the dev server, the
 * compiled mirror in dist otherwise (built by `tsc -b server`, which compiles the sections' server
 * code with the server's).
 */
export function loadSections(): Section[] {
  return sectionNames()
    .map((name) => {
      const code = path.join(CODE_ROOT, 'remotes', name);
      const definition = required<SectionDefinition>(path.join(code, 'section'));
      if (definition.name !== name) {
        throw new Error(
          `remotes/${name}/section.ts names its section "${definition.name}": name it after its folder`,
        );
      }
      const serverModule = path.join(code, 'server', 'index');
      const server = exists(serverModule) ? required<SectionServer>(serverModule) : {};
      return { definition, server, folder: path.join(SECTIONS_DIR, name) };
    })
    .sort(
      (a, b) => a.definition.order - b.definition.order || a.definition.name.localeCompare(b.definition.name),
    );
}
