import { useState } from 'react';
import { Link, getErrorMessage, getErrorStatus } from '@academy/runtime';
import { itemPath, type Blog } from '@academy/contracts';
import { EditorSection, sectionPage, useContent, useStatus } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import section from '../../../section';
import { useDetailedContent, useDetailedDraft } from './detailedContentApi';
import { DetailsForm } from './DetailsForm';
import { DETAILS_TEXTS } from './detailsTexts';
import styles from './details.css';

/**
 * The detailed content editor of one blog: create mode when it has none (the server answers
 * 404), update mode otherwise. Its status line outlives the form, which starts afresh from the
 * stored content (or its pending draft, read before the form opens) after every save.
 */
export function BlogDetailsEditor({ blogId }: { blogId: string }) {
  const query = useDetailedContent(blogId);
  const blog = useContent<Blog | null>(itemPath(section.lists.blogs, blogId));
  const status = useStatus();
  const [version, setVersion] = useState(0);
  const none = query.status === 'error' && getErrorStatus(query.error) === 404;
  const detailed = query.status === 'success' ? query.data : null;
  const draft = useDetailedDraft(detailed?._id ?? null);
  const ready = (none || query.status === 'success') && !draft.isLoading;

  return (
    <EditorSection heading="Detailed content">
      <p className={styles.context}>
        {blog.data && (
          <>
            Blog: <strong>{blog.data.blogtitle}</strong>.{' '}
          </>
        )}
        <Link to="/admin/blog">Back to blogs</Link>
      </p>
      {(query.status === 'pending' || draft.isLoading) && <p role="status">Loading...</p>}
      {query.status === 'error' && !none && (
        <StatusMessage message={getErrorMessage(query.error, DETAILS_TEXTS.loadError)} />
      )}
      {ready && !detailed && <StatusMessage message={DETAILS_TEXTS.noneFound} />}
      {ready && (
        <DetailsForm
          key={`${detailed?._id ?? 'new'}-${version}`}
          blogId={blogId}
          detailed={detailed}
          draft={draft.data ?? null}
          page={section.lists.blogs.itemPage?.({ _id: blogId }) ?? sectionPage(section)}
          status={status}
          onReset={() => setVersion((current) => current + 1)}
        />
      )}
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
