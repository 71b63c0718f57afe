import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type PictureToDescribe, accessibilityPaths } from '@academy/contracts';

export const picturesToDescribeKey = ['accessibility', 'pictures'] as const;

/** GET the published pictures nobody described or marked decorative (owners and editors). */
export function usePicturesToDescribe() {
  return useQuery({
    queryKey: picturesToDescribeKey,
    queryFn: () => getData<PictureToDescribe[]>(accessibilityPaths.picturesToDescribe),
  });
}
