import { AdminScreen, ContentRecordEditor, ListEditor } from '@academy/admin-kit';
import { blogHeroEditor, blogsEditor } from './features/blogs/blogEditors';

/** The admin blog screen (/admin/blog): the hero and the list of blogs. */
export default function AdminBlogPage() {
  return (
    <AdminScreen title="Blog content">
      <ContentRecordEditor config={blogHeroEditor} />
      <ListEditor config={blogsEditor} />
    </AdminScreen>
  );
}
