import { AdminScreen } from '@academy/admin-kit';
import { TrialBookings } from './features/bookings/TrialBookings';

/** The admin Trial bookings screen (/admin/classes/bookings): owners and editors only. */
export default function AdminTrialBookingsPage() {
  return (
    <AdminScreen title="Trial bookings">
      <TrialBookings />
    </AdminScreen>
  );
}
