import { useQuery } from '@tanstack/react-query';
import { getData, getErrorStatus } from '@academy/runtime';
import { apiPaths, type ContactSubmission } from '@academy/contracts';
import { contentKey } from '@academy/admin-kit';

const { submissions } = apiPaths.contact;

/** The inbox, newest first. A 404 means no messages yet (spec, section 7). */
export function useSubmissions() {
  return useQuery({
    queryKey: contentKey(submissions),
    queryFn: async () => {
      try {
        return (await getData<ContactSubmission[] | null>(submissions)) ?? [];
      } catch (error) {
        if (getErrorStatus(error) === 404) return [];
        throw error;
      }
    },
  });
}
