import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { type SectionList, nextSlug, slugFromText, slugProblem } from '@academy/contracts';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import {
  type ContentItem,
  type Visibility,
  findItem,
  findItemBySlug,
  itemsWithoutSlug,
  setItemSlug,
  slugsLike,
} from '../repositories/contentItems';
import { moveAddress } from '../repositories/redirects';
import { badRequest, conflict } from '../services/httpErrors';

const slugOf = (fields: ContentFields | undefined) => {
  const slug = fields?.slug;
  return typeof slug === 'string' ? slug.trim() : '';
};

/**
 * A list's readable addresses (SectionList.slugFrom): every item has a unique slug, made from its
 * `slugFrom` field when it is added without one (`-2`, `-3`, ... when that is taken), kept when a
 * save leaves it out or empty, checked when one is given; a published item whose slug changes
 * leaves a redirect from its old address. Slugs are settled under a lock of the list, so two
 * saves at once cannot both take one (the database's unique index is the last word).
 */
export function itemSlugs(app: FastifyInstance, section: string, list: SectionList) {
  const { collection, slugFrom, itemPage } = list;
  const lockList = (tx: Db) =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slugs ${section}/${collection}`}))`);

  /** A free slug made from the item's `slugFrom` field. */
  async function madeSlug(tx: Db, fields: ContentFields): Promise<string> {
    const base = slugFromText(String(fields[slugFrom ?? ''] ?? ''), list.itemName);
    const taken = await slugsLike(tx, section, collection, base);
    let slug = base;
    for (let attempt = 2; taken.has(slug); attempt += 1) slug = nextSlug(base, attempt);
    return slug;
  }

  async function checkedSlug(tx: Db, slug: string, id: string | undefined): Promise<string> {
    const problem = slugProblem(slug);
    if (problem) throw badRequest(problem);
    const owner = await findItemBySlug(tx, section, collection, slug, { anyState: true });
    if (owner && owner.id !== id) {
      const address = itemPage?.({ _id: owner.id, slug }) ?? slug;
      throw conflict(`The address ${address} is taken by another ${list.itemName}; choose another slug.`);
    }
    return slug;
  }

  return {
    /**
     * The fields a save stores, with their slug settled (in the save's transaction): the one given,
     * else the item's own, else one made from its `slugFrom` field.
     */
    async settle(tx: Db, fields: ContentFields, current?: ContentItem): Promise<ContentFields> {
      await lockList(tx);
      const given = slugOf(fields);
      const slug = given
        ? await checkedSlug(tx, given, current?.id)
        : slugOf(current?.fields) || (await madeSlug(tx, fields));
      return { ...fields, slug };
    },

    /** A published item's slug changed: its old address leads to its new one from now on. */
    async moved(tx: Db, id: string, before: ContentItem, after: ContentFields): Promise<void> {
      const [was, is] = [slugOf(before.fields), slugOf(after)];
      if (!itemPage || before.status !== 'published' || !was || was === is) return;
      await moveAddress(tx, itemPage({ _id: id, slug: was }), itemPage({ _id: id, slug: is }), app.now());
    },

    /** The item with this id, or else with this slug. */
    async find(db: Db, idOrSlug: string, visibility: Visibility): Promise<ContentItem | undefined> {
      return (
        (await findItem(db, section, collection, idOrSlug, visibility)) ??
        (await findItemBySlug(db, section, collection, idOrSlug, visibility))
      );
    },

    /**
     * Gives every item without a slug (made before slugs, or brought back by a restore of an older
     * backup) one made from its `slugFrom` field: a start-up step after the migrations.
     */
    async giveOlderItemsSlugs(): Promise<void> {
      await app.db.transaction(async (tx) => {
        await lockList(tx);
        for (const item of await itemsWithoutSlug(tx, section, collection)) {
          await setItemSlug(tx, item.id, await madeSlug(tx, item.fields));
        }
      });
    },
  };
}

export type ItemSlugs = ReturnType<typeof itemSlugs>;
