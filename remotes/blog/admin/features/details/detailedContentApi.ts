import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { contentKey, useContent, useUpload } from '@academy/admin-kit';
import blog from '../../../section';
import type { DetailedBlog } from '../../../schemas';

// The detailed content of one blog, cached under its GET path; every write puts what the
// server stored there (null once deleted), so the editor shows what the server holds.

// GET takes the blog's id and PUT and DELETE the detailed content's own, below the same path.
const pathOf = (id: string) => `${blog.paths.detailed}/${encodeURIComponent(id)}`;

/** Where a blog's detailed content is read: the editor keeps its unsaved text under this path. */
export const detailedContentPath = (blogId: string) => pathOf(blogId);

/** GET by blog id: a 404 means there is none yet (create mode). */
export function useDetailedContent(blogId: string): UseQueryResult<DetailedBlog | null> {
  return useContent<DetailedBlog | null>(pathOf(blogId));
}

function useStoreAnswer(blogId: string) {
  const queryClient = useQueryClient();
  return (stored: DetailedBlog | null) => queryClient.setQueryData(contentKey(pathOf(blogId)), stored);
}

type SaveVariables = { id?: string; body: FormData };

/** POST (no `id`: create) or PUT (update) a multipart body, with upload progress. */
export function useSaveDetailedContent(
  blogId: string,
): ReturnType<typeof useUpload<SaveVariables, DetailedBlog>> {
  const store = useStoreAnswer(blogId);
  return useUpload<SaveVariables, DetailedBlog>(
    ({ id, body }, onUploadProgress) =>
      id
        ? sendData<DetailedBlog>('put', pathOf(id), body, { onUploadProgress })
        : sendData<DetailedBlog>('post', blog.paths.detailed, body, { onUploadProgress }),
    { onSuccess: store },
  );
}

export function useDeleteMedia(blogId: string) {
  const store = useStoreAnswer(blogId);
  return useMutation<DetailedBlog, unknown, { id: string; mediaId: string }>({
    mutationFn: ({ id, mediaId }) =>
      sendData<DetailedBlog>('delete', `${pathOf(id)}/media/${encodeURIComponent(mediaId)}`),
    onSuccess: store,
  });
}

export function useDeleteDetailedContent(blogId: string) {
  const store = useStoreAnswer(blogId);
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', pathOf(id)),
    onSuccess: () => store(null),
  });
}
