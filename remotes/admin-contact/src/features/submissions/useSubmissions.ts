import { useQuery } from '@tanstack/react-query';
import { getData, getErrorStatus } from 'shared-contracts';
import { apiPaths, type ContactSubmission } from 'shared-contracts/api';
import { contentKey } from 'shared-contracts/admin';

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
