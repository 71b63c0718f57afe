import { useQuery } from '@tanstack/react-query';
import { getData, getErrorStatus } from '@academy/runtime';
import { contentKey } from '@academy/admin-kit';
import contact from '../../../section';
import type { ContactSubmission } from '../../../schemas';

const { submissions } = contact.paths;

/** The inbox, newest first. A 404 means no messages yet. */
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
