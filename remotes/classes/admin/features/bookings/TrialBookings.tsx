import { useState } from 'react';
import {
  AdminTable,
  Button,
  DownloadCsvButton,
  EditorSection,
  QueryState,
  TableFilter,
  TableToolbar,
  useDeleteListItem,
  useListWithDrafts,
  useStatus,
  useUpdateListItem,
} from '@academy/admin-kit';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import section from '../../../section';
import type { BookingOutcome, BookingStatus, ClassSession, TrialBooking } from '../../../schemas';
import { todayIn } from '../shared/dates';
import { OUTCOME_OPTIONS, STATUS_OPTIONS, bookingColumns } from './bookingColumns';
import {
  BOOKINGS_PAGE_SIZE,
  NO_FILTERS,
  className,
  classChoices,
  comingOccurrences,
  filterBookings,
  type BookingFilters,
  type When,
} from './bookingsView';
import { downloadBookingsCsv } from './downloadCsv';
import { Occurrences } from './Occurrences';
import { useBookings } from './useBookings';
import { useTimeZone } from './useTimeZone';
import styles from './bookings.css';

const { bookings: bookingsPath } = section.paths;
// An id is the server's own, yet escaped all the same: it is one segment of the path.
const bookingPath = (id: string) => `${bookingsPath}/${encodeURIComponent(id)}`;

export const DELETE_BOOKING_CONFIRM = 'Delete this booking for good? This cannot be undone.';
export const BOOKING_UPDATED = 'Booking updated successfully';
export const BOOKING_DELETED = 'Booking deleted successfully';
export const UPDATE_BOOKING_FAILED = 'Failed to update booking';
export const DELETE_BOOKING_FAILED = 'Failed to delete booking';

const WHEN_LABELS: Record<When, string> = { upcoming: 'Upcoming', past: 'Past', all: 'All dates' };

/**
 * The free trials visitors booked: the coming classes with their places taken and waitlists, and
 * every booking in a table with filters (status, outcome, class, upcoming or past), its status and
 * outcome changed in place, Delete for good (asked first: a person's data, no trash), and all of
 * them as a CSV file.
 */
export function TrialBookings() {
  const query = useBookings();
  const sessions = useListWithDrafts<ClassSession>(section.lists.sessions.path);
  const timeZone = useTimeZone();
  const update = useUpdateListItem<TrialBooking>(bookingsPath, bookingPath);
  const remove = useDeleteListItem<TrialBooking>(bookingsPath, bookingPath);
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [requestedPage, setRequestedPage] = useState(1);
  const status = useStatus();
  const busy = update.isPending || remove.isPending;
  const today = todayIn(timeZone);
  const timetable = sessions.data ?? [];

  const filter = (change: Partial<BookingFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setRequestedPage(1);
  };

  async function change(
    booking: TrialBooking,
    body: { status: BookingStatus } | { outcome: BookingOutcome },
  ) {
    status.clear();
    try {
      await update.mutateAsync({ id: booking._id, body });
      status.show(BOOKING_UPDATED);
    } catch (error) {
      status.show(getErrorMessage(error, UPDATE_BOOKING_FAILED));
    }
  }

  async function deleteBooking(booking: TrialBooking) {
    if (!window.confirm(DELETE_BOOKING_CONFIRM)) return;
    status.clear();
    try {
      await remove.mutateAsync(booking);
      status.show(BOOKING_DELETED);
    } catch (error) {
      status.show(getErrorMessage(error, DELETE_BOOKING_FAILED));
    }
  }

  return (
    <QueryState query={query} errorText="Failed to load bookings">
      {(bookings) => {
        const shown = filterBookings(bookings, filters, today);
        const sessionOf = (id: string) => timetable.find((session) => session._id === id);
        return (
          <>
            <EditorSection heading="Coming classes">
              <Occurrences occurrences={comingOccurrences(bookings, timetable, today)} />
            </EditorSection>
            <EditorSection heading="Bookings">
              <TableToolbar>
                <TableFilter label="Filter by status" className={styles.filter}>
                  <select
                    value={filters.status}
                    onChange={(event) => filter({ status: event.target.value as BookingFilters['status'] })}
                  >
                    <option value="">All statuses</option>
                    {STATUS_OPTIONS}
                  </select>
                </TableFilter>
                <TableFilter label="Filter by outcome" className={styles.filter}>
                  <select
                    value={filters.outcome}
                    onChange={(event) => filter({ outcome: event.target.value as BookingFilters['outcome'] })}
                  >
                    <option value="">All outcomes</option>
                    {OUTCOME_OPTIONS}
                  </select>
                </TableFilter>
                <TableFilter label="Filter by class" className={styles.filter}>
                  <select
                    value={filters.classes}
                    onChange={(event) => filter({ classes: event.target.value })}
                  >
                    <option value="">All classes</option>
                    {classChoices(bookings, timetable).map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </TableFilter>
                <TableFilter label="Dates" className={styles.filter}>
                  <select
                    value={filters.when}
                    onChange={(event) => filter({ when: event.target.value as When })}
                  >
                    {(Object.keys(WHEN_LABELS) as When[]).map((value) => (
                      <option key={value} value={value}>
                        {WHEN_LABELS[value]}
                      </option>
                    ))}
                  </select>
                </TableFilter>
                <DownloadCsvButton
                  download={downloadBookingsCsv}
                  status={status}
                  failed={(error) => getErrorMessage(error, 'Failed to download bookings')}
                  disabled={bookings.length === 0}
                />
              </TableToolbar>
              <StatusMessage key={status.key} message={status.text} />
              <AdminTable
                label="Bookings table"
                minWidth="64rem"
                items={shown}
                itemKey={(booking) => booking._id}
                columns={bookingColumns({
                  classOf: (booking) => className(booking, sessionOf(booking.session)),
                  busy,
                  onChange: (booking, body) => void change(booking, body),
                })}
                actions={(booking) => (
                  <Button
                    variant="danger"
                    onClick={() => void deleteBooking(booking)}
                    disabled={busy}
                    aria-label={`Delete ${booking.participant}'s booking`}
                  >
                    Delete
                  </Button>
                )}
                empty={bookings.length === 0 ? 'No trial bookings yet.' : 'No bookings match the filters.'}
                paging={{
                  label: 'Booking pages',
                  page: requestedPage,
                  pageSize: BOOKINGS_PAGE_SIZE,
                  onPage: setRequestedPage,
                }}
              />
            </EditorSection>
          </>
        );
      }}
    </QueryState>
  );
}
