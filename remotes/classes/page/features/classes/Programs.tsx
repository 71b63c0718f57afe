import { describedPicture } from '@academy/contracts';
import { CardGrid } from '@academy/ui';
import type { Program } from '../../../schemas';

const LEVELS: Record<string, string> = { beginner: 'Beginner', all: 'All levels', advanced: 'Advanced' };

/** 'Ages 4-6', 'Ages 13+', 'Ages up to 12', or 'All ages' when neither end is set. */
export function ageRange({ ageMin, ageMax }: Pick<Program, 'ageMin' | 'ageMax'>): string {
  const min = typeof ageMin === 'number' ? ageMin : undefined;
  const max = typeof ageMax === 'number' ? ageMax : undefined;
  if (min !== undefined && max !== undefined) return `Ages ${min}-${max}`;
  if (min !== undefined) return `Ages ${min}+`;
  if (max !== undefined) return `Ages up to ${max}`;
  return 'All ages';
}

/** The programs as cards: picture, title, who it is for and its level, description. */
export function Programs({ programs, emptyText }: { programs: readonly Program[]; emptyText: string }) {
  const cards = programs.map((program) => ({
    key: program._id,
    title: program.title,
    description: program.description,
    image: describedPicture(program, 'image'),
    detail: [ageRange(program), LEVELS[program.level]].filter(Boolean).join(' · '),
  }));
  return <CardGrid cards={cards} emptyText={emptyText} label="Programs" />;
}
