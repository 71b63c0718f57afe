import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';

/** The app as routes see it: request and reply typed from each route's TypeBox schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What a section's demo content is written with: its own records, lists and slots, by name. */
export interface DemoSeeder {
  app: FastifyInstance;
  /** Who the demo content's saves are by, for the revisions they keep. */
  author: string;
  /**
   * A demo picture of the section, from its `demo/` folder (the pictures are drawn once by
   * `npm run demo-pictures` and committed): a scene of the project's own drawings, at a size.
   */
  picture(scene: string, options: { width: number; height: number; variant?: number }): Promise<Buffer>;
  record(name: string, fields: ContentFields, image?: Buffer): Promise<void>;
  /** Adds items to a list, the first given ending up first (newest); answers the stored records. */
  list(name: string, items: { fields: ContentFields; image?: Buffer }[]): Promise<Record<string, unknown>[]>;
  slot(name: string, position: number, fields: ContentFields, image?: Buffer): Promise<void>;
}

/**
 * A section's server code (`remotes/<name>/server/index.ts`), beside what its definition
 * declares: every record, list and slots of the definition get their routes without it.
 */
export interface SectionServer {
  /** Routes beyond the definition's, below the API prefix. */
  routes?(app: TypedApp): Promise<void> | void;
  /** Per record: cleans or checks its text fields before they are stored (throw an HttpError to refuse). */
  prepare?: Readonly<Record<string, (fields: ContentFields) => ContentFields>>;
  /**
   * Per list: deletes what belongs to an item when the item is purged from the trash (deleted for
   * good), in that transaction, before the item itself, and answers the public paths of the files
   * it no longer needs. Until then what belongs to a trashed item stays with it.
   */
  onDelete?: Readonly<Record<string, (tx: Db, id: string) => Promise<string[]>>>;
  /**
   * Per list: the public paths of the files of what belongs to an item (a blog's media), read in
   * the transaction that puts the item in the trash: they stop being served with it, and are
   * served again when it is restored. Lock what is read, so a write to it under way finishes first.
   */
  dependentFiles?: Readonly<Record<string, (tx: Db, id: string) => Promise<string[]>>>;
  /** The section's demo content, added once per database (DEMO_CONTENT). */
  demo?(seed: DemoSeeder): Promise<void>;
}
