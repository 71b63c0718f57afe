import type { ItemStatus, Role } from '@academy/contracts';
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

/** A list item as a hook sees it: its stored fields and where it stands for visitors. */
export interface ListItemState {
  fields: ContentFields;
  status: ItemStatus;
}

/** A save of a list's item (added, changed, restored from a revision, a draft published). */
export interface ListItemSave {
  id: string;
  /** Before the save; absent for a new item. */
  before?: ListItemState;
  after: ListItemState;
  /** Who saves (an administrator's name). */
  by: string;
}

/** A list's item put in the trash (deleted by staff). */
export interface ListItemTrash {
  id: string;
  item: ListItemState;
  by: string;
}

/**
 * Work a hook leaves for after its transaction has committed (mails, say): run in the
 * background, a failure logged, never undoing the write.
 */
export type AfterCommit = () => Promise<void>;

/**
 * A hook run in the transaction of a list's write, after the item is written and before the
 * commit: it may write rows of its own (they commit or roll back with the item), refuse the write
 * by throwing an HttpError (nothing is stored), and answer work to run once it has committed.
 */
export type ListWriteHook<Change> = (
  tx: Db,
  change: Change,
  app: FastifyInstance,
) => Promise<AfterCommit | void> | AfterCommit | void;

/** Work a section's server does on a schedule, on every server (claim rows so it is done once). */
export interface SectionTask {
  /** Logged with the error when a run fails (it is tried again at the next turn). */
  failureMessage: string;
  /** How often it runs, once the database is set up; never two runs of it at once on a server. */
  everyMs: number;
  /** Also as soon as the start-up has run. */
  atStart?: boolean;
  run(app: FastifyInstance): Promise<unknown>;
}

/**
 * A section's server code (`remotes/<name>/server/index.ts`), beside what its definition
 * declares: every record, list and slots of the definition get their routes without it.
 */
export interface SectionServer {
  /** Routes beyond the definition's, below the API prefix. */
  routes?(app: TypedApp): Promise<void> | void;
  /**
   * Site routes outside the API prefix (a calendar feed): GET only, public, each below one of the
   * section's own pages (`/classes/calendar.ics` below `/classes`); anything else is refused at
   * start. They answer 503 while the database is not set up, as the sitemap does.
   */
  siteRoutes?(app: FastifyInstance): Promise<void> | void;
  /** Work on a schedule (reminders, say), registered with `app.repeatInBackground`. */
  tasks?: readonly SectionTask[];
  /**
   * Per record or list: cleans or checks a write's fields, all of them at once (an end after its
   * start), before they are stored or kept as a draft (throw an HttpError to refuse).
   */
  prepare?: Readonly<Record<string, (fields: ContentFields) => ContentFields>>;
  /**
   * Per list: runs in the transaction of every save of an item (POST, PUT, a revision restored,
   * a draft published): checks against other rows (a class's program exists), writes of its own,
   * work after the commit (mails). Not for drafts being saved: they change nothing visitors see.
   */
  onSave?: Readonly<Record<string, ListWriteHook<ListItemSave>>>;
  /** Per list: runs in the transaction that puts an item in the trash, as `onSave` does. */
  onTrash?: Readonly<Record<string, ListWriteHook<ListItemTrash>>>;
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
  /**
   * What the admin area's search finds in the section's own tables (a blog's detailed content, the
   * contact messages), each source for the roles that may open it: the platform reads the
   * section's declared records, lists and slots itself.
   */
  searchable?: readonly SearchSource[];
  /**
   * The published pictures of the section's own tables and routes (not its declared records, lists
   * and slots: the platform reads those) that nobody described or marked decorative: the home
   * gallery's, a post's media. Listed on the dashboard under 'Pictures to describe', linked to the
   * picture's `editor`, else the section's screen.
   */
  picturesToDescribe?(app: FastifyInstance): Promise<UndescribedPicture[]>;
}

/** A picture to describe, as a section tells it: where it shows, its field's label, its path. */
export interface UndescribedPicture {
  where: string;
  label: string;
  image: string;
  /** The admin screen that describes it, when not the section's own (a post's media: its details). */
  editor?: string;
}

/** Things of a section's own that the admin area's search finds, and the roles that may open them. */
export interface SearchSource {
  roles: readonly Role[];
  /** Everything the source holds, each with its texts (the search matches and ranks them). */
  documents(app: FastifyInstance): Promise<SearchDocument[]>;
}

/** One thing to find: what it is in words ('contact message'), its title, its texts, its editor. */
export interface SearchDocument {
  kind: string;
  title: string;
  texts: readonly string[];
  /** The admin screen that opens it, e.g. '/admin/contact'. */
  adminPath: string;
  /**
   * Set when it belongs to an item visitors do not see yet (a draft or scheduled post): who wrote
   * it. An author then finds it only if it is theirs, as an author's reads see it
   * (`seesUnpublished`); owners and editors find it always.
   */
  unpublished?: { createdBy: string | null };
}
