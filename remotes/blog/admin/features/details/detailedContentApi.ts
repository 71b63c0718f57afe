import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import {
  contentKey,
  draftKey,
  ifMatch,
  useContent,
  useDraft,
  useDraftActions,
  useForgetDraft,
  useSaveDraft,
  useUpload,
  type Status,
} from '@academy/admin-kit';
import blog from '../../../section';
import type { DetailedBlog } from '../../../schemas';

// The detailed content of one blog, cached under its GET path; every write puts what the
// server stored there (null once deleted), so the editor shows what the server holds.

// GET takes the blog's id and PUT and DELETE the detailed content's own, below the same path.
const pathOf = (id: string) => `${blog.paths.detailed}/${encodeURIComponent(id)}`;

/** Where a blog's detailed content is read: the editor keeps its unsaved text under this path. */
export const detailedContentPath = (blogId: string) => pathOf(blogId);

/**
 * The detailed content's own record path (by its `_id`, as its PUT): where its draft, publish
 * and revisions are.
 */
export const detailedRecordPath = (detailedId: string) => pathOf(detailedId);

/** What a draft of the detailed content holds: its texts (media are saved at once, never drafted). */
export type DetailedTexts = Pick<DetailedBlog, 'subtitle' | 'subDescription' | 'content'>;

/** GET by blog id: a 404 means there is none yet (create mode). */
export function useDetailedContent(blogId: string): UseQueryResult<DetailedBlog | null> {
  return useContent<DetailedBlog | null>(pathOf(blogId));
}

function useStoreAnswer(blogId: string) {
  const queryClient = useQueryClient();
  return (stored: DetailedBlog | null) => queryClient.setQueryData(contentKey(pathOf(blogId)), stored);
}

/** A save: its `revision` is the one the editor opened (If-Match; a new detailed content has none). */
type SaveVariables = { id?: string; body: FormData; revision?: string };

/**
 * POST (no `id`: create) or PUT (update) a multipart body, with upload progress. The server
 * discards the draft on a save, and a new detailed content has none, so its draft is known
 * without asking.
 */
export function useSaveDetailedContent(
  blogId: string,
): ReturnType<typeof useUpload<SaveVariables, DetailedBlog>> {
  const store = useStoreAnswer(blogId);
  const forgetDraft = useForgetDraft();
  return useUpload<SaveVariables, DetailedBlog>(
    ({ id, body, revision }, onUploadProgress) =>
      id
        ? sendData<DetailedBlog>('put', pathOf(id), body, { onUploadProgress, ...ifMatch(revision) })
        : sendData<DetailedBlog>('post', blog.paths.detailed, body, { onUploadProgress }),
    {
      onSuccess: (stored) => {
        forgetDraft(pathOf(stored._id));
        store(stored);
      },
    },
  );
}

/** The pending draft of the texts; null when there is none or no detailed content yet. */
export function useDetailedDraft(detailedId: string | null) {
  return useDraft<DetailedBlog>(detailedId === null ? null : pathOf(detailedId));
}

/** PUT the texts as the detailed content's draft (JSON: a draft carries no media), from `revision`. */
export function useSaveDetailedDraft() {
  const saveDraft = useSaveDraft<DetailedBlog>();
  return {
    isPending: saveDraft.isPending,
    save: (detailedId: string, texts: DetailedTexts, revision: string) =>
      saveDraft.mutateAsync({ path: pathOf(detailedId), body: texts, revision }),
  };
}

/** Drops what the editor holds of the detailed content: it is read again as the server has it now. */
export function useReadDetailedAgain(blogId: string) {
  const queryClient = useQueryClient();
  return (detailedId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKey(pathOf(blogId)) }),
      queryClient.invalidateQueries({ queryKey: draftKey(pathOf(detailedId)) }),
    ]);
}

/**
 * Publish draft (a save: its answer is stored as the PUT's) and Discard draft of the detailed
 * content; `afterDiscard` starts the form again from the published texts.
 */
export function useDetailedDraftActions(blogId: string, status: Status, afterDiscard: () => void) {
  return useDraftActions<DetailedBlog>({ store: useStoreAnswer(blogId), status, afterDiscard });
}

export function useDeleteMedia(blogId: string) {
  const store = useStoreAnswer(blogId);
  return useMutation<DetailedBlog, unknown, { id: string; mediaId: string; revision: string }>({
    mutationFn: ({ id, mediaId, revision }) =>
      sendData<DetailedBlog>(
        'delete',
        `${pathOf(id)}/media/${encodeURIComponent(mediaId)}`,
        undefined,
        ifMatch(revision),
      ),
    onSuccess: store,
  });
}

export function useDeleteDetailedContent(blogId: string) {
  const store = useStoreAnswer(blogId);
  return useMutation<unknown, unknown, { id: string; revision: string }>({
    mutationFn: ({ id, revision }) => sendData<unknown>('delete', pathOf(id), undefined, ifMatch(revision)),
    onSuccess: () => store(null),
  });
}
