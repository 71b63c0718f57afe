import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from '@academy/runtime';
import {
  AutosaveOffer,
  Button,
  EditorForm,
  TextField,
  UploadProgress,
  confirmDiscard,
  forgetUnsavedChanges,
  useAutosave,
  useUnsavedChanges,
  type Status,
} from '@academy/admin-kit';
import { CONTENT_REQUIRED, DETAILED_BLOG_FIELDS, type DetailedBlog } from '../../../schemas';
import {
  detailedContentPath,
  useDeleteDetailedContent,
  useDeleteMedia,
  useSaveDetailedContent,
} from './detailedContentApi';
import { DETAILS_TEXTS } from './detailsTexts';
import { mediaChanged, mediaDrafts, mediaUpdatesOf, type MediaDraft } from './mediaOrder';
import { NewMediaPicker } from './NewMediaPicker';
import { StoredMediaList } from './StoredMediaList';
import styles from './details.css';

interface DetailsFormProps {
  blogId: string;
  /** The stored detailed content: null in create mode. */
  detailed: DetailedBlog | null;
  status: Status;
  /** Starts the form again from what is stored (after a save, or to discard changes). */
  onReset: () => void;
}

interface TextValues {
  subtitle: string;
  subDescription: string;
  content: string;
}

const notBlank = (value: string) => value.trim() !== '' || CONTENT_REQUIRED;

/**
 * The detailed content of one blog: its texts, its stored media (order, captions, delete) and
 * new media, saved together: POST in create mode, PUT with `mediaUpdates` in update mode.
 */
export function DetailsForm({ blogId, detailed, status, onReset }: DetailsFormProps) {
  const stored = detailed?.media ?? [];
  const form = useForm<TextValues>({
    defaultValues: {
      subtitle: detailed?.subtitle ?? '',
      subDescription: detailed?.subDescription ?? '',
      content: detailed?.content ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  // The texts only: media order, captions and new files are not kept in the browser.
  const autosaveKey = detailedContentPath(blogId);
  const autosave = useAutosave(autosaveKey, form);
  const [drafts, setDrafts] = useState<MediaDraft[]>(() => mediaDrafts(stored));
  const [files, setFiles] = useState<File[]>([]);
  const save = useSaveDetailedContent(blogId);
  const deleteMedia = useDeleteMedia(blogId);
  const deleteAll = useDeleteDetailedContent(blogId);
  const dirty = formState.isDirty || files.length > 0 || mediaChanged(drafts, stored);
  const busy = save.isPending || deleteMedia.isPending || deleteAll.isPending;
  useUnsavedChanges(dirty);

  async function submit(values: TextValues) {
    const body = new FormData();
    if (!detailed) body.append('blogId', blogId);
    body.append('subtitle', values.subtitle.trim());
    body.append('subDescription', values.subDescription.trim());
    body.append('content', values.content.trim());
    if (detailed) body.append(DETAILED_BLOG_FIELDS.mediaUpdates, JSON.stringify(mediaUpdatesOf(drafts)));
    for (const file of files) body.append(DETAILED_BLOG_FIELDS.media, file);
    status.clear();
    try {
      await save.mutateAsync({ id: detailed?._id, body });
      forgetUnsavedChanges(autosaveKey);
      status.show(detailed ? DETAILS_TEXTS.updated : DETAILS_TEXTS.created);
      onReset();
    } catch (error) {
      status.show(
        getErrorMessage(error, files.length > 0 ? DETAILS_TEXTS.uploadError : DETAILS_TEXTS.saveError),
      );
    }
  }

  async function removeMedia(draft: MediaDraft) {
    if (!detailed || !window.confirm(DETAILS_TEXTS.mediaDeleteConfirm)) return;
    status.clear();
    try {
      await deleteMedia.mutateAsync({ id: detailed._id, mediaId: draft.media._id });
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
      await deleteAll.mutateAsync(detailed._id);
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
  return (
    <EditorForm
      onSubmit={handleSubmit(
        (values) => void submit(values),
        () => status.show(CONTENT_REQUIRED),
      )}
    >
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
      <NewMediaPicker files={files} onChange={setFiles} onProblem={status.show} />
      <UploadProgress percent={save.progress} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {save.isPending ? 'Saving...' : detailed ? 'Save changes' : 'Create detailed content'}
        </Button>
        <Button disabled={busy || !dirty} onClick={discardChanges}>
          Discard changes
        </Button>
        {detailed && (
          <Button variant="danger" disabled={busy} onClick={() => void removeAll()}>
            Delete all detailed content
          </Button>
        )}
      </div>
    </EditorForm>
  );
}
