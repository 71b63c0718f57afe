import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SectionList } from '@academy/contracts';
import { itemAddresses } from '../../../repositories/contentItems';
import { listRedirects } from '../../../repositories/redirects';
import { plainNotFound, splitQuery } from './files';

/** Where an address leads instead: a path of this site or an https: URL, with 301 or 302. */
export interface Moved {
  to: string;
  status: number;
}

/** What the site's addresses are now: the redirects, the pages that exist, those gone. */
interface SiteAddresses {
  /** A redirect's `from`, and the id address of a published item that has a slug (301 to it). */
  moved: Map<string, Moved>;
  /** The pages that exist: the sections' own, and each item's outside the trash (by slug and id). */
  pages: Set<string>;
  /** The addresses of the items in the trash: 410 Gone while they are there. */
  gone: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteAddresses: {
      /** The site's addresses as the content now has them (read once per change of the content). */
      now(): Promise<SiteAddresses>;
    };
  }
}

/**
 * Answers the redirect of the request's path if it has one (`to` with the request's query when it
 * has none: an old address's `?q=` still searches); whether it did.
 */
export function sentMoved(addresses: SiteAddresses, request: FastifyRequest, reply: FastifyReply): boolean {
  const [path, query] = splitQuery(request.url);
  const moved = addresses.moved.get(path);
  if (moved)
    reply.redirect(query && !moved.to.includes('?') ? `${moved.to}${query}` : moved.to, moved.status);
  return moved !== undefined;
}

/** A GET of what is no page (an old site's file): its redirect if it has one, else a plain 404. */
export function sendMovedOrNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    plainNotFound(reply);
    return;
  }
  app.siteAddresses.now().then(
    (addresses) => {
      if (!sentMoved(addresses, request, reply)) plainNotFound(reply);
    },
    (error: unknown) => {
      request.log.error({ err: error }, 'The redirects could not be read');
      plainNotFound(reply);
    },
  );
}

/** A list whose items each have a page of their own, with its section. */
interface ItemPages {
  section: string;
  list: SectionList & Required<Pick<SectionList, 'itemPage'>>;
}

/**
 * The site's addresses, worked out from the redirects table and the lists whose items have pages
 * (a blog's), kept while the content version stays (any admin write, the redirects' included,
 * moves it; see readCache) so a page request costs a lookup, not a query.
 */
async function addressesPlugin(app: FastifyInstance) {
  const definitions = app.sections.map((section) => section.definition);
  const sectionPages = definitions.flatMap((section) =>
    section.pages.filter((page) => !page.path.includes(':')).map((page) => page.path),
  );
  const itemLists: ItemPages[] = definitions.flatMap((section) =>
    Object.values(section.lists).flatMap((list) =>
      list.itemPage ? [{ section: section.key, list: { ...list, itemPage: list.itemPage } }] : [],
    ),
  );

  async function read(): Promise<SiteAddresses> {
    const [redirects, ...lists] = await Promise.all([
      listRedirects(app.db),
      ...itemLists.map(({ section, list }) => itemAddresses(app.db, section, list.collection)),
    ]);
    const addresses: SiteAddresses = {
      moved: new Map(redirects.map((row) => [row.fromPath, { to: row.toTarget, status: row.status }])),
      pages: new Set(sectionPages),
      gone: new Set(),
    };
    itemLists.forEach(({ list }, index) => {
      for (const item of lists[index]) {
        const byId = list.itemPage({ _id: item.id });
        const bySlug = list.itemPage({ _id: item.id, slug: item.slug ?? undefined });
        const addressesOfItem = item.trashed ? addresses.gone : addresses.pages;
        addressesOfItem.add(byId).add(bySlug);
        // Only a published item's: a draft's slug is not told to visitors.
        if (!item.trashed && item.status === 'published' && bySlug !== byId && !addresses.moved.has(byId)) {
          addresses.moved.set(byId, { to: bySlug, status: 301 });
        }
      }
    });
    return addresses;
  }

  let kept: { version: number; addresses: Promise<SiteAddresses> } | undefined;
  app.decorate('siteAddresses', {
    now() {
      const version = app.contentVersion();
      // A cache that cannot hear the other servers' writes keeps nothing (see readCache).
      if (version === undefined) return read();
      if (kept?.version !== version) {
        const addresses = read();
        kept = { version, addresses };
        // A failed read is not kept: the next request reads again.
        addresses.catch(() => {
          if (kept?.addresses === addresses) kept = undefined;
        });
      }
      return kept.addresses;
    },
  });
}

export default fp(addressesPlugin, { name: 'serving-addresses', dependencies: ['sections', 'read-cache'] });
