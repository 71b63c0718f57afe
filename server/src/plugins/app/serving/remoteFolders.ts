import path from 'node:path';
import { sectionRemoteNames } from '@academy/contracts';
import type { Section } from '../../../sections/discover';

/**
 * Where each remote of this deployment is built: remotes/<section>/dist/<remote> under
 * STATIC_ROOT, for every remote every section declares. A remote of no section has no folder.
 */
export function remoteFolders(staticRoot: string, sections: readonly Section[]): Map<string, string> {
  return new Map(
    sections.flatMap(({ definition }) =>
      sectionRemoteNames(definition).map(
        (remote) => [remote, path.join(staticRoot, 'remotes', definition.name, 'dist', remote)] as const,
      ),
    ),
  );
}
