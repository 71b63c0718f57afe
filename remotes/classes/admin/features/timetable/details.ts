import { formatDateTime } from '@academy/admin-kit';
import { EVENT_KIND_LABELS, LEVEL_LABELS } from '../../../section';
import type { AcademyEvent, ClassSession, Closure, Program } from '../../../schemas';
import { formatDay } from '../shared/dates';

/** 'Ages 4-6', 'Ages 13+', 'Up to 12', '' for everyone. */
export function agesOf(program: Pick<Program, 'ageMin' | 'ageMax'>): string {
  const min = program.ageMin === '' || program.ageMin === undefined ? null : program.ageMin;
  const max = program.ageMax === '' || program.ageMax === undefined ? null : program.ageMax;
  if (min !== null && max !== null) return `Ages ${min}-${max}`;
  if (min !== null) return `Ages ${min}+`;
  if (max !== null) return `Up to age ${max}`;
  return 'All ages';
}

/** A program's line under its title: 'Ages 4-6 · Beginner'. */
export const programDetail = (program: Program) =>
  [agesOf(program), LEVEL_LABELS[program.level as keyof typeof LEVEL_LABELS] ?? program.level].join(' · ');

/** A class's line under its day and time: its program, and whether it takes trial visitors. */
export function classDetail(session: ClassSession, programTitle: string | undefined): string {
  const trials =
    session.trialSpots > 0
      ? `${session.trialSpots} trial ${session.trialSpots === 1 ? 'place' : 'places'}`
      : 'No trials';
  return [programTitle ?? 'Program not found', session.location, trials].filter(Boolean).join(' · ');
}

/** 'Monday 22 December 2026 to Friday 2 January 2027', or the one day. */
export const closureDetail = (closure: Closure) =>
  closure.startDate === closure.endDate
    ? formatDay(closure.startDate)
    : `${formatDay(closure.startDate)} to ${formatDay(closure.endDate)}`;

/** 'Grading · Dec 6, 2026, 10:00 AM to Dec 6, 2026, 1:00 PM · Main dojo', in the administrator's time. */
export const eventDetail = (event: AcademyEvent) =>
  [
    EVENT_KIND_LABELS[event.kind as keyof typeof EVENT_KIND_LABELS] ?? event.kind,
    `${formatDateTime(event.startsAt)} to ${formatDateTime(event.endsAt)}`,
    event.location,
  ]
    .filter(Boolean)
    .join(' · ');
