import { Hero } from 'shared-contracts/ui';

/** The blog list: the section's content API comes with its own issue; until then, the defaults. */
export default function BlogPage() {
  return (
    <>
      <Hero title="Default Title" description="Default Description" />
      <p style={{ textAlign: 'center', padding: '2rem' }}>No blog posts to display.</p>
    </>
  );
}
