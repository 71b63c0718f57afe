import { definePage } from 'shared-contracts/page';
import { PageStatus } from 'shared-contracts/ui';

/** A blog post's route module (/blog/:id): the section's content API comes with its own issue. */
export default definePage({
  load: async () => null,
  Component: () => (
    <PageStatus kind="error" title="Blog Not Found" message="The requested blog post could not be found." />
  ),
  meta: () => ({ title: 'Blog Not Found', description: 'The requested blog post could not be found.' }),
  error: () => ({ message: 'Failed to load blog data' }),
});
