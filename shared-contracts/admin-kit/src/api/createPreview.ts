import { useMutation } from '@tanstack/react-query';
import { PREVIEWS_PATH, type PreviewLink } from '@academy/contracts';
import { sendData } from '@academy/runtime';

/** POST a preview of a public page (`/blog/<id>`): a link showing it with the drafts applied. */
export function useCreatePreview() {
  return useMutation<PreviewLink, unknown, string>({
    mutationFn: (path) => sendData<PreviewLink>('post', PREVIEWS_PATH, { path }),
  });
}
