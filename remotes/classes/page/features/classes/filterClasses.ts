import { MAX_AGE, type ClassSession, type Program } from '../../../schemas';

/** The filter form's field names, and so the query of a filtered address (/classes?program=<id>&age=8). */
export const PROGRAM_PARAM = 'program';
export const AGE_PARAM = 'age';

/** What the visitor filters by: a program's id and an age, each '' for none. */
export interface ClassFilter {
  program: string;
  age: string;
}

export const filterFrom = (query: { get(name: string): string | null }): ClassFilter => ({
  program: query.get(PROGRAM_PARAM) ?? '',
  age: query.get(AGE_PARAM) ?? '',
});

/** A whole age in years, or undefined when the text is none (empty, a fraction, out of range). */
export function ageOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const age = Number(trimmed);
  return age <= MAX_AGE ? age : undefined;
}

const bound = (value: number | '' | undefined) => (typeof value === 'number' ? value : undefined);

/** Whether a program is for a participant of `age`: either end of its range may be open. */
export function programFits(program: Pick<Program, 'ageMin' | 'ageMax'>, age: number): boolean {
  const min = bound(program.ageMin);
  const max = bound(program.ageMax);
  return (min === undefined || min <= age) && (max === undefined || age <= max);
}

/**
 * The programs and classes a filter keeps: the program chosen (every one when none), for the age
 * given (every age when none, or when it is no age). A class goes with its program.
 */
export function filterClasses(
  programs: readonly Program[],
  sessions: readonly ClassSession[],
  filter: ClassFilter,
): { programs: Program[]; sessions: ClassSession[] } {
  const age = ageOf(filter.age);
  const kept = programs.filter(
    (program) =>
      (!filter.program || program._id === filter.program) && (age === undefined || programFits(program, age)),
  );
  const keptIds = new Set(kept.map((program) => program._id));
  const filtered = !!filter.program || age !== undefined;
  return {
    programs: kept,
    sessions: filtered ? sessions.filter((session) => keptIds.has(session.program)) : [...sessions],
  };
}
