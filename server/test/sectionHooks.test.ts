import Fastify from 'fastify';
import { loadSections } from '../src/sections/discover';
import { sectionRoutes } from '../src/sections/register';
import type { SectionServer } from '../src/sections/sectionServer';

// A section's server code names its records and lists; a name its definition lacks is a mistake
// that would otherwise leave the hook unused (a blog's media served from the trash, say).
describe("a section's hooks name what its definition declares", () => {
  const about = loadSections().find((section) => section.definition.name === 'about')!;
  const hook = async () => [];
  const writeHook = async () => undefined;

  it.each<[string, SectionServer, string]>([
    ['prepare', { prepare: { heroo: (fields) => fields } }, 'prepare: record or list "heroo"'],
    ['onDelete', { onDelete: { teams: hook } }, 'onDelete: list "teams"'],
    ['dependentFiles', { dependentFiles: { teams: hook } }, 'dependentFiles: list "teams"'],
    ['onSave', { onSave: { teams: writeHook } }, 'onSave: list "teams"'],
    ['onTrash', { onTrash: { teams: writeHook } }, 'onTrash: list "teams"'],
  ])('%s: a hook for an entry section.ts lacks is refused', async (_hook, server, named) => {
    await expect(sectionRoutes(Fastify(), { ...about, server })).rejects.toThrow(
      `remotes/about/server: ${named} is not in its section.ts`,
    );
  });
});
