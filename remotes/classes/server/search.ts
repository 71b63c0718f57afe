import { screenPath } from '@academy/contracts';
import { CONTENT_ROLES, type SearchSource } from '@academy/server/kit';
import classes from '../section';
import { listBookings } from './bookingStore';

/** The screen that lists the trial bookings. */
const bookingsScreen =
  classes.screens.find((screen) => screen.expose === 'BookingsPage') ?? classes.screens[0];

/** The trial bookings, for the admin area's search: the roles that read them. */
export const trialBookingsSearch: SearchSource = {
  roles: CONTENT_ROLES,
  async documents(app) {
    return (await listBookings(app.db)).map((booking) => ({
      kind: 'trial booking',
      title: `${booking.participant}, ${booking.programTitle} on ${booking.classDate}`,
      texts: [booking.name, booking.email, booking.phone, booking.participant, booking.message],
      adminPath: screenPath(bookingsScreen),
    }));
  },
};
