import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type MediaReplacement, mediaPaths } from '@academy/contracts';
import { mediaKey, useUpload } from '@academy/admin-kit';

/** POST a new file in place of a stored one, in every record using it (a save of each). */
export function useReplaceMedia() {
  const queryClient = useQueryClient();
  return useUpload<{ name: string; body: FormData }, MediaReplacement>(
    ({ name, body }, onUploadProgress) =>
      sendData<MediaReplacement>('post', mediaPaths.replace(name), body, { onUploadProgress }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKey }) },
  );
}
