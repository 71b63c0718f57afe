import { useQuery } from '@tanstack/react-query';
import { getData, getErrorStatus } from '@academy/runtime';
import { contentKey } from '@academy/admin-kit';
import section from '../../../section';
import type { TrialBooking } from '../../../schemas';

const { bookings } = section.paths;

/** GET /classes/bookings: every trial booking (staff). A 404 means none yet. */
export function useBookings() {
  return useQuery({
    queryKey: contentKey(bookings),
    queryFn: async () => {
      try {
        return (await getData<TrialBooking[] | null>(bookings)) ?? [];
      } catch (error) {
        if (getErrorStatus(error) === 404) return [];
        throw error;
      }
    },
  });
}
