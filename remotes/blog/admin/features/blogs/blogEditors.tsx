import { type Blog, formatLongDate } from '@academy/contracts';
import { ButtonLink } from '@academy/admin-kit';

/** The detailed content editor of one blog. */
export const blogDetailsPath = (id: string) => `/admin/blogs/${encodeURIComponent(id)}/details`;

/** A blog's date, under its title. */
export const blogDate = (blog: Blog) => formatLongDate(blog.createdAt);

/** The details editor opens with a full page load: a plain link, not the router's. */
export const manageDetails = (blog: Blog) => (
  <ButtonLink href={blogDetailsPath(blog._id)} aria-label={`Manage Details of ${blog.blogtitle}`}>
    Manage Details
  </ButtonLink>
);
