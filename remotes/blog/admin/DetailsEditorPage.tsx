import { useParams } from '@academy/runtime';
import { AdminScreen } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { BLOG_ID_REQUIRED } from '../schemas';
import { BlogDetailsEditor } from './features/details/BlogDetailsEditor';

/** The detailed blog editor (/admin/blogs/{id}/details), for the blog named in the address. */
export default function BlogDetailsEditorPage() {
  const { id = '' } = useParams();
  return (
    <AdminScreen title="Blog details">
      {id.trim() ? <BlogDetailsEditor blogId={id} /> : <StatusMessage message={BLOG_ID_REQUIRED} />}
    </AdminScreen>
  );
}
