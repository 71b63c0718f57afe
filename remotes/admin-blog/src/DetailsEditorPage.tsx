import { useParams } from 'react-router-dom';

/** The detailed blog editor (/admin/blogs/{id}/details): filled in by the blog section's issue. */
export default function BlogDetailsEditorPage() {
  const { id } = useParams();
  return (
    <section>
      <h1>Blog details</h1>
      <p>{id ? `Blog ${id}` : 'Blog ID is required'}</p>
    </section>
  );
}
