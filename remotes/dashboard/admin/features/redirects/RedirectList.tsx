import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { AdminTable, Button, EditorSection, QueryState, useStatus } from '@academy/admin-kit';
import type { Redirect, RedirectStatus } from '@academy/contracts';
import { useRedirects } from './api/getRedirects';
import { useRemoveRedirect } from './api/removeRedirect';
import { REDIRECT_TEXTS, STATUS_NAMES } from './redirectTexts';
import styles from './redirects.css';

/** Every redirect, by the path it is from, each with Edit and Delete. */
export function RedirectList({ onEdit }: { onEdit: (redirect: Redirect) => void }) {
  const query = useRedirects();
  const remove = useRemoveRedirect();
  const status = useStatus();

  async function removeRedirect(redirect: Redirect) {
    status.clear();
    try {
      await remove.mutateAsync(redirect._id);
      status.show(REDIRECT_TEXTS.deleted(redirect.from));
    } catch (error) {
      status.show(getErrorMessage(error, REDIRECT_TEXTS.deleteError));
    }
  }

  return (
    <EditorSection heading={REDIRECT_TEXTS.heading}>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={REDIRECT_TEXTS.loadError}>
        {(redirects) => (
          <AdminTable
            label={REDIRECT_TEXTS.heading}
            items={redirects}
            empty={REDIRECT_TEXTS.empty}
            itemKey={(redirect) => redirect._id}
            card={(redirect) => ({
              title: redirect.from,
              details: (
                <>
                  <p className={styles.target}>to {redirect.to}</p>
                  <p>{STATUS_NAMES[redirect.status as RedirectStatus] ?? redirect.status}</p>
                </>
              ),
            })}
            actions={(redirect) => (
              <>
                <Button
                  onClick={() => onEdit(redirect)}
                  aria-label={`Edit the redirect from ${redirect.from}`}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => void removeRedirect(redirect)}
                  aria-label={`Delete the redirect from ${redirect.from}`}
                >
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
