import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ConflictDetails, Draft } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import {
  AutosaveOffer,
  Button,
  ConflictView,
  DRAFT_SAVED,
  DraftBadge,
  DraftButtons,
  EditorForm,
  PreviewButton,
  SAVE_DRAFT_FAILED,
  TextField,
  UploadProgress,
  confirmDiscard,
  appendDescription,
  conflictOf,
  fieldsOfBody,
  forgetUnsavedChanges,
  laterRevision,
  pictureProblem,
  revisionOf,
  theirFields,
  withTheirFields,
  useAutosave,
  useUnsavedChanges,
  type SaveBody,
  type Status,
} from '@academy/admin-kit';
import { CONTENT_REQUIRED, DETAILED_BLOG_FIELDS, type DetailedBlog } from '../../../schemas';
import {
  detailedContentPath,
  detailedRecordPath,
  useDeleteDetailedContent,
  useDeleteMedia,
  useDetailedDraftActions,
  useReadDetailedAgain,
  useSaveDetailedContent,
  useSaveDetailedDraft,
  type DetailedTexts,
} from './detailedContentApi';
import { DETAILS_TEXTS } from './detailsTexts';
import { mediaChanged, mediaDrafts, mediaUpdatesOf, type MediaDraft } from './mediaOrder';
import { type NewMedia, NewMediaPicker, newMediaLabel } from './NewMediaPicker';
import { mediaKindOf } from './selectMediaFiles';
import { StoredMediaList } from './StoredMediaList';
import styles from './details.css';

interface DetailsFormProps {
  blogId: string;
  /** The stored detailed content: null in create mode. */
  detailed: DetailedBlog | null;
  /** The pending draft of the texts, which the form starts from; null without one. */
  draft: Draft<DetailedBlog> | null;
  /** The blog's public page, which Preview opens. */
  page: string;
  status: Status;
  /**
   * Starts the form again from what is stored, or its pending draft (after a save or a draft's
   * save or discard, or to discard changes).
   */
  onReset: () => void;
}

/** What the draft buttons and Preview name in their accessible names ('Preview detailed content'). */
const SUBJECT = 'detailed content';

/** The texts' labels, as the side-by-side view names them (media are compared by no field). */
const LABELS = { subtitle: 'Subtitle', subDescription: 'Sub-description', content: 'Main content' };

const notBlank = (value: string) => value.trim() !== '' || CONTENT_REQUIRED;

/**
 * The publishing guard: the sentence naming the first chosen picture that is neither described
 * nor decorative; undefined when there is none (stored media were saved before: not asked again).
 */
const undescribedProblem = (chosen: readonly NewMedia[]) =>
  chosen
    .map(({ file, picture }, index) =>
      mediaKindOf(file) === 'image' ? pictureProblem(newMediaLabel(index), picture) : undefined,
    )
    .find(Boolean);

const trimmed = (values: DetailedTexts): DetailedTexts => ({
  subtitle: values.subtitle.trim(),
  subDescription: values.subDescription.trim(),
  content: values.content.trim(),
});

/**
 * The detailed content of one blog: its texts, its stored media (order, captions, delete) and
 * new media, saved together: POST in create mode, PUT with `mediaUpdates` in update mode. Once
 * it exists its texts have drafts (media have none: they are saved at once), and the form
 * starts from a pending draft's texts. Every write starts from the revision the form opened
 * (If-Match): a save or a draft's save refused because someone else saved since shows both
 * versions side by side, to keep mine, take theirs or copy texts across.
 */
export function DetailsForm({ blogId, detailed, draft, page, status, onReset }: DetailsFormProps) {
  const stored = detailed?.media ?? [];
  const texts = draft?.fields ?? detailed;
  const form = useForm<DetailedTexts>({
    defaultValues: {
      subtitle: texts?.subtitle ?? '',
      subDescription: texts?.subDescription ?? '',
      content: texts?.content ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  // The texts only: media order, captions and new files are not kept in the browser.
  const autosaveKey = detailedContentPath(blogId);
  const autosave = useAutosave(autosaveKey, form);
  const [drafts, setDrafts] = useState<MediaDraft[]>(() => mediaDrafts(stored));
  const [chosen, setChosen] = useState<NewMedia[]>([]);
  const save = useSaveDetailedContent(blogId);
  const deleteMedia = useDeleteMedia(blogId);
  const deleteAll = useDeleteDetailedContent(blogId);
  const saveDraft = useSaveDetailedDraft();
  const readAgain = useReadDetailedAgain(blogId);
  /** The revision the form opened (its draft's when read later), moved on by its own media deletes. */
  const [opened, setOpened] = useState(() => laterRevision(revisionOf(detailed), revisionOf(draft)));
  /** A save refused because someone saved since: what was sent, and their version. */
  const [conflict, setConflict] = useState<{
    details: ConflictDetails;
    body: SaveBody;
    asDraft: boolean;
  } | null>(null);
  const mediaPending = chosen.length > 0 || mediaChanged(drafts, stored);
  const dirty = formState.isDirty || mediaPending;
  const draftActions = useDetailedDraftActions(blogId, status, () => {
    // Asked first (discardDraft): the changes made on top of the draft go with it.
    if (dirty) forgetUnsavedChanges(autosaveKey);
    onReset();
  });
  const busy =
    save.isPending ||
    deleteMedia.isPending ||
    deleteAll.isPending ||
    saveDraft.isPending ||
    draftActions.busy;
  const mediaPendingHint = useId();
  useUnsavedChanges(dirty);

  async function submit(values: DetailedTexts) {
    const problem = undescribedProblem(chosen);
    if (problem) {
      status.show(problem);
      return;
    }
    const body = new FormData();
    if (!detailed) body.append('blogId', blogId);
    for (const [name, value] of Object.entries(trimmed(values))) body.append(name, value);
    if (detailed) body.append(DETAILED_BLOG_FIELDS.mediaUpdates, JSON.stringify(mediaUpdatesOf(drafts)));
    // Each file with its description and decorative choice beside it, in the order of the files.
    for (const { file, picture } of chosen) {
      body.append(DETAILED_BLOG_FIELDS.media, file);
      appendDescription(body, DETAILED_BLOG_FIELDS.media, picture);
    }
    await send(body, opened, false);
  }

  /** Sends a save (or, from Save draft, the texts' draft) from `revision`; a 409 opens the side-by-side view. */
  async function send(body: SaveBody, revision: string, asDraft: boolean) {
    status.clear();
    try {
      if (asDraft && detailed) await saveDraft.save(detailed._id, body as DetailedTexts, revision);
      else await save.mutateAsync({ id: detailed?._id, body: body as FormData, revision });
      forgetUnsavedChanges(autosaveKey);
      status.show(asDraft ? DRAFT_SAVED : detailed ? DETAILS_TEXTS.updated : DETAILS_TEXTS.created);
      onReset();
    } catch (error) {
      const details = conflictOf(error);
      setConflict(details ? { details, body, asDraft } : null);
      const failure = asDraft
        ? SAVE_DRAFT_FAILED
        : chosen.length > 0
          ? DETAILS_TEXTS.uploadError
          : DETAILS_TEXTS.saveError;
      status.show(getErrorMessage(error, failure));
    }
  }

  // A draft keeps the texts only; Save draft is held back while media changes are pending, so
  // none is dropped unsaid.
  async function submitDraft(values: DetailedTexts) {
    if (detailed) await send(trimmed(values), opened, true);
  }

  /** Takes their version: mine is dropped, and the form starts again from what the server has now. */
  async function takeTheirs() {
    setConflict(null);
    status.clear();
    forgetUnsavedChanges(autosaveKey);
    if (detailed) await readAgain(detailed._id);
    onReset();
  }

  // The form starts again from the published texts, so its unsaved changes are asked about first.
  function discardDraft() {
    if (!detailed || !confirmDiscard(dirty)) return;
    void draftActions.discard(detailedRecordPath(detailed._id), opened);
  }

  async function removeMedia(draft: MediaDraft) {
    if (!detailed || !window.confirm(DETAILS_TEXTS.mediaDeleteConfirm)) return;
    status.clear();
    try {
      const stored = await deleteMedia.mutateAsync({
        id: detailed._id,
        mediaId: draft.media._id,
        revision: opened,
      });
      setOpened(revisionOf(stored));
      // Unsaved order and captions of the other items stay as they are.
      setDrafts((current) => current.filter((item) => item.media._id !== draft.media._id));
      status.show(DETAILS_TEXTS.mediaDeleted);
    } catch (error) {
      status.show(getErrorMessage(error, DETAILS_TEXTS.mediaDeleteError));
    }
  }

  async function removeAll() {
    if (!detailed || !window.confirm(DETAILS_TEXTS.deleteConfirm)) return;
    status.clear();
    try {
      await deleteAll.mutateAsync({ id: detailed._id, revision: opened });
      status.show(DETAILS_TEXTS.deleted);
    } catch (error) {
      status.show(getErrorMessage(error, DETAILS_TEXTS.deleteError));
    }
  }

  function discardChanges() {
    if (!confirmDiscard(dirty)) return;
    // Discarded on purpose: not offered again when the form starts afresh.
    forgetUnsavedChanges(autosaveKey);
    onReset();
  }

  const { errors } = formState;
  const refused = () => status.show(CONTENT_REQUIRED);
  if (conflict) {
    const { details, body, asDraft } = conflict;
    return (
      <ConflictView
        subject={SUBJECT}
        conflict={details}
        mine={fieldsOfBody(body, detailed)}
        labels={LABELS}
        busy={busy}
        onKeepMine={() => void send(body, details.revision, asDraft)}
        onTakeTheirs={() => void takeTheirs()}
        onCopyFields={(names) =>
          void send(withTheirFields(body, names, theirFields(details)), details.revision, asDraft)
        }
      />
    );
  }
  return (
    <EditorForm onSubmit={handleSubmit((values) => void submit(values), refused)}>
      {detailed && draft && (
        <>
          <DraftBadge draft={draft} />
          <div className={styles.actions}>
            <DraftButtons
              subject={SUBJECT}
              busy={busy}
              onPublish={() => void draftActions.publish(detailedRecordPath(detailed._id), opened)}
              onDiscard={discardDraft}
            />
          </div>
        </>
      )}
      <AutosaveOffer autosave={autosave} />
      <TextField label="Subtitle" {...register('subtitle')} />
      <TextField label="Sub-description" rows={3} {...register('subDescription')} />
      <TextField
        label="Main content"
        rows={10}
        required
        hint="Each line is a paragraph on the page."
        error={errors.content?.message}
        {...register('content', { validate: notBlank })}
      />
      {drafts.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Media</legend>
          <StoredMediaList
            drafts={drafts}
            onChange={setDrafts}
            onDelete={(draft) => void removeMedia(draft)}
            busy={busy}
          />
        </fieldset>
      )}
      <NewMediaPicker chosen={chosen} onChange={setChosen} onProblem={status.show} />
      <UploadProgress percent={save.progress} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {save.isPending ? 'Saving...' : detailed ? 'Save changes' : 'Create detailed content'}
        </Button>
        {detailed && (
          <Button
            disabled={busy || mediaPending}
            aria-describedby={mediaPending ? mediaPendingHint : undefined}
            onClick={handleSubmit((values) => void submitDraft(values), refused)}
          >
            Save draft
          </Button>
        )}
        <Button disabled={busy || !dirty} onClick={discardChanges}>
          Discard changes
        </Button>
        {detailed && (
          <Button variant="danger" disabled={busy} onClick={() => void removeAll()}>
            Delete all detailed content
          </Button>
        )}
        {detailed && <PreviewButton page={page} subject={SUBJECT} />}
      </div>
      {detailed && mediaPending && (
        <p id={mediaPendingHint} className={styles.fileName}>
          {DETAILS_TEXTS.draftMediaPending}
        </p>
      )}
    </EditorForm>
  );
}
