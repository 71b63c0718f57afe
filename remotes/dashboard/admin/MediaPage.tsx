import { useState } from 'react';
import { StatusMessage } from '@academy/ui';
import { AdminScreen, useStatus } from '@academy/admin-kit';
import type { MediaFile } from '@academy/contracts';
import { MediaList } from './features/media/MediaList';
import { ReplaceEverywhereForm } from './features/media/ReplaceEverywhereForm';

/**
 * The media library (/admin/media, editors and owners): every stored picture and video, where
 * each is used, the unused and undescribed ones, 'Replace everywhere' and deleting an unused one.
 */
export default function AdminMediaPage() {
  const [replacing, setReplacing] = useState<MediaFile | undefined>();
  const status = useStatus();
  return (
    <AdminScreen title="Media">
      <StatusMessage key={status.key} message={status.text} />
      {replacing && (
        <ReplaceEverywhereForm
          key={replacing.name}
          file={replacing}
          onDone={(done) => {
            setReplacing(undefined);
            if (done) status.show(done);
          }}
        />
      )}
      <MediaList
        onReplace={(file) => {
          status.clear();
          setReplacing(file);
        }}
      />
    </AdminScreen>
  );
}
