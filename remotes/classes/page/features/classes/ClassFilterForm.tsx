import { useEffect, useRef } from 'react';
import { MAX_AGE, type Program } from '../../../schemas';
import { AGE_PARAM, type ClassFilter, PROGRAM_PARAM } from './filterClasses';
import styles from './classes.css';

interface ClassFilterFormProps {
  programs: readonly Program[];
  value: ClassFilter;
  onChange: (value: ClassFilter) => void;
}

/**
 * Filters the programs and the timetable by program and by age. A GET form of the page's own
 * address, which the server answers already filtered (/classes?program=<id>&age=8) before the
 * page is live or without its script; live, every change filters what the page holds, and
 * sending it loads nothing.
 */
export function ClassFilterForm({ programs, value, onChange }: ClassFilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // What a visitor chose in the server's page before the browser took it over still counts.
  useEffect(() => {
    const fields = form.current?.elements;
    const chosen = {
      program: (fields?.namedItem(PROGRAM_PARAM) as HTMLSelectElement | null)?.value ?? value.program,
      age: (fields?.namedItem(AGE_PARAM) as HTMLInputElement | null)?.value ?? value.age,
    };
    if (chosen.program !== value.program || chosen.age !== value.age) onChange(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is taken over
  }, []);
  return (
    <form
      ref={form}
      className={styles.filter}
      role="search"
      aria-label="Find a class"
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={styles.field}>
        Program
        <select
          name={PROGRAM_PARAM}
          value={value.program}
          onChange={(event) => onChange({ ...value, program: event.target.value })}
        >
          <option value="">All programs</option>
          {programs.map((program) => (
            <option key={program._id} value={program._id}>
              {program.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Age
        <input
          name={AGE_PARAM}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_AGE}
          step={1}
          value={value.age}
          onChange={(event) => onChange({ ...value, age: event.target.value })}
        />
      </label>
      <button className={styles.button} type="submit">
        Show classes
      </button>
    </form>
  );
}
