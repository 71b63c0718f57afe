import { bigint, boolean, integer, pgTable, text, timestampTz } from '@academy/server/kit';

// Typed view of the tables that ../migrations/0003_blog_details.sql creates and
// 0019_blog_media_descriptions.sql adds to (the SQL is the source of truth, with its keys and
// foreign keys).

/** A blog's detailed content: at most one per blog (a content_items row of blog/blogs). */
export const blogDetails = pgTable('blog_details', {
  id: text('id').primaryKey(),
  blogId: text('blog_id').notNull().unique(),
  subtitle: text('subtitle').notNull(),
  subDescription: text('sub_description').notNull(),
  content: text('content').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** An image or video of a blog's detailed content, shown in `position` order. */
export const blogMedia = pgTable('blog_media', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  detailId: text('detail_id')
    .notNull()
    .references(() => blogDetails.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  url: text('url').notNull(),
  caption: text('caption').notNull().default(''),
  position: integer('position').notNull(),
  /** A picture's description; empty when nobody wrote one. */
  alt: text('alt').notNull().default(''),
  decorative: boolean('decorative').notNull().default(false),
});
