import {
  AdminScreen,
  ContentRecordEditor,
  ListEditor,
  SectionSearchFields,
  sectionPage,
} from '@academy/admin-kit';
import blog from '../section';
import { blogDate, manageDetails } from './features/blogs/blogEditors';

/** The admin blog screen (/admin/blog): the hero and the list of blogs. */
export default function AdminBlogPage() {
  return (
    <AdminScreen title="Blog content">
      <ContentRecordEditor record={blog.records.hero} page={sectionPage(blog)} />
      <ListEditor
        list={blog.lists.blogs}
        page={sectionPage(blog)}
        detail={blogDate}
        itemActions={manageDetails}
      />
      <SectionSearchFields section={blog} />
    </AdminScreen>
  );
}
