import { Button } from '../controls/Button';

interface DraftButtonsProps {
  /** What the draft is of, for the buttons' accessible names ('Publish draft of Hero section'). */
  subject: string;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
  /**
   * A list item never published (a draft or a scheduled item): Publish puts it out now, and there
   * is no published state to fall back to (it is deleted instead), so no Discard draft.
   */
  unpublished?: boolean;
}

/** Publish draft and Discard draft of a record or a list item with a pending draft. */
export function DraftButtons({
  subject,
  busy,
  onPublish,
  onDiscard,
  unpublished = false,
}: DraftButtonsProps) {
  return (
    <>
      <Button
        variant="primary"
        disabled={busy}
        aria-label={unpublished ? `Publish ${subject}` : `Publish draft of ${subject}`}
        onClick={onPublish}
      >
        {unpublished ? 'Publish' : 'Publish draft'}
      </Button>
      {!unpublished && (
        <Button
          variant="danger"
          disabled={busy}
          aria-label={`Discard draft of ${subject}`}
          onClick={onDiscard}
        >
          Discard draft
        </Button>
      )}
    </>
  );
}
