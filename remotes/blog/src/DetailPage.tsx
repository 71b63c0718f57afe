import { Hero } from 'shared-contracts/ui';

/** A blog post (/blog/{id}): filled in by the blog section's issue. */
export default function BlogDetailPage() {
  return <Hero title="Blog Not Found" description="The requested blog post could not be found." />;
}
