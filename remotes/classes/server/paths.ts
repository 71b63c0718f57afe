import { screenPath } from '@academy/contracts';
import type { FastifyInstance } from '@academy/server/kit';
import classes from '../section';

/** The booking page a mailed link opens: `<PUBLIC_URL>/classes/booking?token=<token>`. */
export const bookingPage = (app: FastifyInstance, token: string) =>
  `${app.config.publicUrl}${classes.pages.find((page) => page.expose === 'BookingPage')?.path ?? '/classes/booking'}?token=${encodeURIComponent(token)}`;

/** The staff's screen of the bookings. */
export const bookingsScreen = (app: FastifyInstance) =>
  `${app.config.publicUrl}${screenPath(classes.screens.find((screen) => screen.expose === 'BookingsPage') ?? classes.screens[0])}`;
