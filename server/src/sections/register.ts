import type { SectionDefinition } from '@academy/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../content/registerContentBlock';
import { registerContentList } from '../content/registerContentList';
import { registerContentSlots } from '../content/registerContentSlots';
import type { Section } from './discover';
import { admitAuthors, authorRules } from '../content/authorRules';

/** A hook of a section's server code must name an entry its definition has. */
function checkNames(definition: SectionDefinition, hooks: object | undefined, entries: object, what: string) {
  for (const name of Object.keys(hooks ?? {})) {
    if (!(name in entries)) {
      throw new Error(`remotes/${definition.name}/server: ${what} "${name}" is not in its section.ts`);
    }
  }
}

/**
 * A section's API, below the API prefix: the routes of every record, list and slots its
 * definition declares, then its own routes. Writes are admin-only by default (the auth plugin),
 * every route answers through its response schema, and public reads go through the read cache.
 */
export async function sectionRoutes(app: FastifyInstance, { definition, server }: Section): Promise<void> {
  checkNames(
    definition,
    server.prepare,
    { ...definition.records, ...definition.lists },
    'prepare: record or list',
  );
  checkNames(definition, server.onDelete, definition.lists, 'onDelete: list');
  checkNames(definition, server.dependentFiles, definition.lists, 'dependentFiles: list');
  checkNames(definition, server.onSave, definition.lists, 'onSave: list');
  checkNames(definition, server.onTrash, definition.lists, 'onTrash: list');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const [name, record] of Object.entries(definition.records)) {
    registerContentBlock(typed, definition.key, record, server.prepare?.[name]);
  }
  for (const [name, list] of Object.entries(definition.lists)) {
    const hooks = {
      onDelete: server.onDelete?.[name],
      dependentFiles: server.dependentFiles?.[name],
      prepare: server.prepare?.[name],
      onSave: server.onSave?.[name],
      onTrash: server.onTrash?.[name],
    };
    if (!list.writtenByAuthors) {
      registerContentList(typed, definition.key, list, hooks);
      continue;
    }
    // Its routes admit authors too, held to their own drafts.
    await typed.register(async (scope) => {
      admitAuthors(
        scope,
        authorRules(scope, { path: list.path, section: definition.key, collection: list.collection }),
      );
      registerContentList(scope.withTypeProvider<TypeBoxTypeProvider>(), definition.key, list, hooks);
    });
  }
  for (const slots of Object.values(definition.slots)) registerContentSlots(typed, definition.key, slots);
  await server.routes?.(typed);
}
