import { getErrorMessage } from '@academy/runtime';
import { useCreatePreview } from '../api/createPreview';
import { Button } from '../controls/Button';
import { formatDateTime } from '../formatDateTime';
import { PREVIEW_FAILED } from './draftTexts';
import styles from '../controls/controls.module.css';

/**
 * Preview: asks the server for a link showing `page` with the drafts applied and opens it in a new
 * tab. The link stays shown: it is meant to be shared, and it is the way in when the browser
 * blocked the tab (which `window.open` cannot tell with 'noopener': it answers null either way).
 */
export function PreviewButton({ page, subject }: { page: string; subject: string }) {
  const preview = useCreatePreview();

  async function open() {
    try {
      const { url } = await preview.mutateAsync(page);
      window.open(url, '_blank', 'noopener');
    } catch {
      // The mutation holds the error, shown below.
    }
  }

  return (
    <>
      <Button onClick={() => void open()} disabled={preview.isPending} aria-label={`Preview ${subject}`}>
        Preview
      </Button>
      {preview.data && (
        <p className={styles.hint}>
          Preview link, valid until {formatDateTime(preview.data.expiresAt)}:{' '}
          <a href={preview.data.url} target="_blank" rel="noopener noreferrer">
            {preview.data.url}
          </a>
        </p>
      )}
      {preview.isError && (
        <p className={styles.fieldError} role="alert">
          {getErrorMessage(preview.error, PREVIEW_FAILED)}
        </p>
      )}
    </>
  );
}
