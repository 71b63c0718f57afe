import { CONTENT_DEFAULTS } from 'shared-contracts/api';
import { definePage } from 'shared-contracts/page';
import { Hero } from 'shared-contracts/ui';

/** The blog list's route module: the section's content API comes with its own issue; until then, the defaults. */
export default definePage({
  load: async () => null,
  Component: () => (
    <>
      <Hero title={CONTENT_DEFAULTS.title} description={CONTENT_DEFAULTS.description} />
      <p style={{ textAlign: 'center', padding: '2rem' }}>No blog posts to display.</p>
    </>
  ),
  meta: () => ({ title: 'Blog', description: 'News and articles from the academy.' }),
  error: () => ({ message: 'Failed to load blog page data. Please try again later.' }),
});
