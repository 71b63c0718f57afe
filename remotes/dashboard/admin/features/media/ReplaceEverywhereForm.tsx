import { type FormEvent, useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import {
  Button,
  EditorSection,
  FileInput,
  PictureDescription,
  UNDESCRIBED,
  UploadProgress,
  appendDescription,
  pictureProblem,
  useObjectUrl,
  useStatus,
} from '@academy/admin-kit';
import { MEDIA_REPLACE_FIELD, type MediaFile } from '@academy/contracts';
import { useReplaceMedia } from './api/replaceMedia';
import { MEDIA_TEXTS } from './mediaTexts';
import styles from './media.css';

/**
 * 'Replace everywhere': one new file, described as any picture is, saved in every record, slot
 * and list item that uses `file` now (each keeps the old one in its history).
 */
export function ReplaceEverywhereForm({
  file,
  onDone,
}: {
  file: MediaFile;
  /** Closes the form, with what it did when it replaced the file. */
  onDone: (done?: string) => void;
}) {
  const [chosen, setChosen] = useState<File | undefined>();
  const [choice, setChoice] = useState(UNDESCRIBED);
  const [problem, setProblem] = useState('');
  const replace = useReplaceMedia();
  const status = useStatus();
  const preview = useObjectUrl(chosen ?? null);
  const current = file.usages.filter((usage) => usage.only === null).length;
  const picture = chosen ? !chosen.type.startsWith('video/') : file.kind === 'image';

  async function submit(event: FormEvent) {
    event.preventDefault();
    status.clear();
    const refused = chosen
      ? picture
        ? pictureProblem(MEDIA_TEXTS.newFile, choice)
        : undefined
      : MEDIA_TEXTS.chooseFile;
    setProblem(refused ?? '');
    if (!chosen || refused) return;
    const body = new FormData();
    body.append(MEDIA_REPLACE_FIELD, chosen);
    if (picture) appendDescription(body, MEDIA_REPLACE_FIELD, choice);
    try {
      const answer = await replace.mutateAsync({ name: file.name, body });
      onDone(MEDIA_TEXTS.replaced(answer.saved.length));
    } catch (error) {
      status.show(getErrorMessage(error, MEDIA_TEXTS.replaceError));
    }
  }

  return (
    <EditorSection heading={MEDIA_TEXTS.replaceHeading(file.name)}>
      <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
        <p className={styles.intro}>{MEDIA_TEXTS.replaceHint(current)}</p>
        <label className={styles.fileField}>
          {MEDIA_TEXTS.newFile}
          <FileInput
            accept={file.kind === 'video' ? 'video/mp4,video/webm' : 'image/*'}
            onChange={(event) => setChosen(event.target.files?.[0])}
          />
        </label>
        {picture && (
          <PictureDescription
            label={MEDIA_TEXTS.newFile}
            choice={choice}
            onChange={setChoice}
            previewUrl={preview}
          />
        )}
        <StatusMessage message={problem} />
        <UploadProgress percent={replace.progress} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={replace.isPending}>
            {MEDIA_TEXTS.replace}
          </Button>
          <Button onClick={() => onDone()}>{MEDIA_TEXTS.cancel}</Button>
        </div>
      </form>
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
