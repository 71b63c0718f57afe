import { ROLES, blog, contentList, defineSection, heroRecord, sectionHero } from '@academy/contracts';

const KEY = 'blog';

/** The blog: hero, the posts (each with a page of its own) and each post's detailed content. */
export default defineSection({
  name: 'blog',
  key: KEY,
  order: 4,
  records: {
    hero: heroRecord(KEY, 'Blog', sectionHero),
  },
  lists: {
    blogs: contentList(KEY, 'blogs', blog, {
      itemName: 'blog',
      // A post's address is its slug (its id before it has one: the id address answers 301 to it).
      itemPage: (post) => `/blog/${encodeURIComponent(post.slug || post._id)}`,
      slugFrom: blog.fields.title,
      writtenByAuthors: true,
      schedulable: true,
      editor: {
        heading: 'Blogs',
        loadError: 'Failed to load blogs',
        saveError: 'Failed to save blog',
        deleteError: 'Failed to delete blog',
        created: 'Blog added successfully',
        updated: 'Blog updated successfully',
        deleteConfirm: 'Delete this blog? Its detailed content and media go to the trash with it.',
        empty: 'No blogs yet.',
        fields: [
          {
            name: 'slug',
            label: 'Address (slug)',
            kind: 'text',
            hint: 'The post is at /blog/<slug>: lower-case words joined by hyphens. Left empty, it is made from the title. When it changes, the old address leads here.',
          },
        ],
      },
    }),
  },
  slots: {},
  /** A blog's detailed content and media (its server code): GET by blog id, POST, PUT, DELETE. */
  paths: { detailed: `/${KEY}/detailed` },
  pages: [
    { path: '/blog', expose: 'Page', label: 'Blog' },
    { path: '/blog/:id', expose: 'DetailPage' },
  ],
  // Authors write blog posts: these are the screens they see.
  screens: [
    { path: 'blog', expose: 'Page', label: 'Blog', roles: ROLES },
    { path: 'blogs/:id/details', expose: 'DetailsEditorPage', roles: ROLES },
  ],
  devPorts: { pages: 3004, screens: 3010 },
});
