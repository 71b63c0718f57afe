import { formatDateTime } from '../formatDateTime';

// What the editors say about drafts, the same in every editor (the e2e suite reads them too).
export const DRAFT_SAVED = 'Draft saved successfully';
export const DRAFT_PUBLISHED = 'Draft published successfully';
export const DRAFT_DISCARDED = 'Draft discarded successfully';
export const DISCARD_DRAFT_PROMPT = 'Discard this draft? The published version stays as it is.';
export const SAVE_DRAFT_FAILED = 'Failed to save draft';
export const PUBLISH_DRAFT_FAILED = 'Failed to publish draft';
export const DISCARD_DRAFT_FAILED = 'Failed to discard draft';
export const PREVIEW_FAILED = 'Failed to create preview';

/** A record's draft as its badge reads: 'Draft saved Nov 26, 2026, 4:05 PM by Admin'. */
export const draftSaved = (draft: { at: string; by: string }) =>
  `Draft saved ${formatDateTime(draft.at)} by ${draft.by}`;
