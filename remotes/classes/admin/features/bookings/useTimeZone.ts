import { useContent } from '@academy/admin-kit';
import section from '../../../section';
import { DEFAULT_TIME_ZONE, type ClassesSettings } from '../../../schemas';

/** The academy's time zone (GET /classes/settings), in which "today" and "upcoming" are meant. */
export function useTimeZone(): string {
  const settings = useContent<ClassesSettings | null>(section.records.settings.path);
  return settings.data?.timeZone || DEFAULT_TIME_ZONE;
}
