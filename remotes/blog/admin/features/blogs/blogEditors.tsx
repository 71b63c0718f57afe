import { FIELD_NAMES, apiPaths, type Blog, type SectionHero, formatLongDate } from '@academy/contracts';
import { ButtonLink, type ContentRecordConfig, type ListEditorConfig } from '@academy/admin-kit';

// The blog page's editors, each a declaration of the shared editors. Texts are the spec's
// catalogue (section 8) where it has them.

/** The detailed content editor of one blog. */
export const blogDetailsPath = (id: string) => `/admin/blogs/${encodeURIComponent(id)}/details`;

export const blogHeroEditor: ContentRecordConfig<SectionHero> = {
  heading: 'Blog hero section',
  path: apiPaths.blog.hero,
  fields: FIELD_NAMES.sectionHero,
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load blog hero section',
  successText: 'Blog hero section updated successfully',
  saveErrorText: 'Failed to update blog hero section',
};

export const blogsEditor: ListEditorConfig<Blog> = {
  heading: 'Blogs',
  itemName: 'blog',
  path: apiPaths.blog.blogs,
  itemPath: apiPaths.blog.blogItem,
  fields: FIELD_NAMES.blog,
  texts: {
    loadError: 'Failed to load blogs',
    saveError: 'Failed to save blog',
    deleteError: 'Failed to delete blog',
    created: 'Blog added successfully',
    updated: 'Blog updated successfully',
    deleted: 'Blog deleted successfully',
    deleteConfirm: 'Delete this blog? Its detailed content and media are deleted too.',
    empty: 'No blogs yet.',
  },
  detail: (blog) => formatLongDate(blog.createdAt),
  // The spec opens the details editor with a full page load: a plain link, not the router's.
  itemActions: (blog) => (
    <ButtonLink href={blogDetailsPath(blog._id)} aria-label={`Manage Details of ${blog.blogtitle}`}>
      Manage Details
    </ButtonLink>
  ),
};
