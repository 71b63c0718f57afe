import type { ListWrite } from '@academy/admin-kit';
import type { ClassSession, Closure } from '../../../schemas';
import { affectedSentence } from '../shared/affectedVisitors';

/**
 * Before a class is deleted, or moved to another day or start time, the editor says how many
 * visitors with a booked trial of it will be told it is cancelled. A new class, or a change of
 * its end time, instructor, location or places, cancels nothing.
 */
export async function confirmClassChange(write: ListWrite<ClassSession>): Promise<string | null> {
  const { item } = write;
  if (!item) return null;
  if (write.action === 'save') {
    const { weekday, startTime } = write.values;
    if (Number(weekday) === item.weekday && startTime === item.startTime) return null;
  }
  return affectedSentence({ session: item._id });
}

/**
 * Before a closure is added, or its days changed, the editor says how many visitors with a booked
 * trial on those days will be told it is cancelled. Deleting a closure cancels nothing.
 */
export async function confirmClosureChange(write: ListWrite<Closure>): Promise<string | null> {
  if (write.action === 'delete') return null;
  const startDate = String(write.values.startDate ?? '');
  const endDate = String(write.values.endDate ?? '');
  const { item } = write;
  if (item && item.startDate === startDate && item.endDate === endDate) return null;
  // Days the server will refuse anyway (the end before the start) cancel nothing: its save says why.
  if (!startDate || !endDate || endDate < startDate) return null;
  return affectedSentence({ startDate, endDate });
}
