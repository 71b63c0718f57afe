import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type MediaFile, type MediaFilter, mediaPaths } from '@academy/contracts';

export const mediaKey = ['media'] as const;

/**
 * GET every stored picture and video (editors and owners), newest first, or only the unused or
 * undescribed ones; `enabled: false` asks nothing (a picker not opened yet).
 */
export function useMediaLibrary(filter: MediaFilter | '' = '', { enabled = true } = {}) {
  return useQuery({
    queryKey: [...mediaKey, filter],
    queryFn: () => getData<MediaFile[]>(filter ? `${mediaPaths.list}?filter=${filter}` : mediaPaths.list),
    enabled,
  });
}
