import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type MenuEntry,
  NAVIGATION_RULES,
  type Navigation,
  type OfferedPage,
  type SectionDefinition,
  arrangedMenu,
  isMenuLink,
  navigation,
  navigationPaths,
  offeredMenuPages,
  withRevision,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { type RecordState, refuseStale, withCurrentRevision } from '../content/conflicts';
import { type BlockSave, saveBlock } from '../content/contentBlockStore';
import { blockRevisionKey, registerRevisionRoutes, revisionToRestore, writeBy } from '../content/revisions';
import { answers } from '../content/routeSchemas';
import { findBlock } from '../repositories/contentBlocks';
import { ok } from '../services/envelope';
import { badRequest } from '../services/httpErrors';

/**
 * Where the arrangement is stored: a block of its own, as any record's, so that each save keeps
 * the one it replaced as a revision. Its one field holds the entries as JSON (a block's fields are
 * flat texts).
 */
export const NAVIGATION_STORE = { section: 'navigation', block: 'menu' } as const;
const ENTRIES_FIELD = 'entries';

/** The entries a stored block (or a revision of it) holds; none for a menu never arranged. */
function storedEntries(fields: Record<string, unknown> | undefined): MenuEntry[] {
  const text = fields?.[ENTRIES_FIELD];
  if (typeof text !== 'string') return [];
  const entries: unknown = JSON.parse(text);
  return Array.isArray(entries) ? (entries as MenuEntry[]) : [];
}

/** An https: address, as a browser would follow it; undefined for anything else. */
function httpsAddress(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The entries to store: trimmed, each page one the sections offer and placed once, each link https:. */
function checkedEntries(entries: readonly MenuEntry[], offered: readonly OfferedPage[]): MenuEntry[] {
  const offeredPaths = new Set(offered.map((page) => page.path));
  const placed = new Set<string>();
  return entries.map((entry) => {
    const label = entry.label.trim();
    if (!label) throw badRequest(NAVIGATION_RULES.label);
    if (isMenuLink(entry)) {
      const url = httpsAddress(entry.url.trim());
      if (!url) throw badRequest(NAVIGATION_RULES.https(label));
      return { url, label };
    }
    if (!offeredPaths.has(entry.path)) throw badRequest(NAVIGATION_RULES.notOffered(entry.path));
    if (placed.has(entry.path)) throw badRequest(NAVIGATION_RULES.twice(entry.path));
    placed.add(entry.path);
    return { path: entry.path, label, hidden: entry.hidden };
  });
}

/**
 * `GET/PUT /navigation`: the public menu's entries in their order (public to read: every page's
 * header and footer follow it; owners and editors arrange it), with the revisions of any record
 * (`/navigation/revisions`, and a restore of one). A page the sections offer that the arrangement
 * does not place yet comes last, shown; a page no section offers any more is left out.
 */
export default async function navigationRoutes(
  untyped: FastifyInstance,
  { sections }: { sections: readonly SectionDefinition[] },
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const offered = offeredMenuPages(sections);
  const { section, block } = NAVIGATION_STORE;
  const key = blockRevisionKey(section, block);
  const answerOf = (fields: Record<string, unknown> | undefined): Navigation => ({
    entries: arrangedMenu(storedEntries(fields), offered),
  });
  const answer = answers(withRevision(navigation));
  /** The menu as stored now: what a refused write answers as their version. */
  const storedMenu = async (): Promise<RecordState> => ({
    current: (await findBlock(app.db, section, block))?.fields,
    answer: answerOf,
  });
  /**
   * Saves the menu (a new arrangement, or a revision restored) with its new revision; refused with
   * 409 and their menu when someone saved it since the revision the writer sent in If-Match.
   */
  const save = (state: Pick<BlockSave, 'fields' | 'by' | 'source' | 'ifMatch'>) =>
    refuseStale(app, storedMenu, async () => {
      const saved = await saveBlock(app, { section, block, ...state });
      return { ...answerOf(saved.fields), revision: saved.revision };
    });

  // With its revision (and so its ETag), which the Navigation screen sends back in If-Match.
  app.get(navigationPaths.menu, { schema: { response: answer } }, async () =>
    ok(await withCurrentRevision(app.db, key, answerOf((await findBlock(app.db, section, block))?.fields))),
  );

  app.put(navigationPaths.menu, { schema: { body: navigation, response: answer } }, async (request) => {
    const entries = checkedEntries(request.body.entries, offered);
    return ok(await save({ fields: { [ENTRIES_FIELD]: JSON.stringify(entries) }, ...writeBy(request) }));
  });

  registerRevisionRoutes(app, {
    path: navigationPaths.menu,
    record: navigation,
    history: async () => ({ key, answer: answerOf }),
    restore: (_params, revisionId, write) =>
      save({ fields: {}, ...write, source: revisionToRestore(revisionId) }),
  });
}
