import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type MediaFile, type MediaFilter, mediaPaths } from '@academy/contracts';

export const mediaKey = ['media'] as const;

/** GET every stored picture and video (editors and owners), newest first, or the unused or undescribed ones. */
export function useMedia(filter: MediaFilter | '') {
  return useQuery({
    queryKey: [...mediaKey, filter],
    queryFn: () => getData<MediaFile[]>(filter ? `${mediaPaths.list}?filter=${filter}` : mediaPaths.list),
  });
}
