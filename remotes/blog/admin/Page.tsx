import { AdminScreen, ContentRecordEditor, ListEditor } from '@academy/admin-kit';
import blog from '../section';
import { blogDate, manageDetails } from './features/blogs/blogEditors';

/** The admin blog screen (/admin/blog): the hero and the list of blogs. */
export default function AdminBlogPage() {
  return (
    <AdminScreen title="Blog content">
      <ContentRecordEditor record={blog.records.hero} />
      <ListEditor list={blog.lists.blogs} detail={blogDate} itemActions={manageDetails} />
    </AdminScreen>
  );
}
