import type { DemoSeeder } from '@academy/server/kit';
import { DateTime } from 'luxon';

/** The demo academy is in London, so its timetable crosses the clock changes of March and October. */
export const DEMO_TIME_ZONE = 'Europe/London';

const PROGRAMS = [
  {
    title: 'Little Dragons',
    description:
      'Playful first steps in karate for ages 4 to 6: balance, focus and confidence, one game at a time.',
    ageMin: 4,
    ageMax: 6,
    level: 'beginner',
  },
  {
    title: 'Kids',
    description:
      'Karate for ages 7 to 12: techniques, kata and respect, with a belt to work towards every few months.',
    ageMin: 7,
    ageMax: 12,
    level: 'all',
  },
  {
    title: 'Teens & Adults',
    description:
      'Traditional Shotokan for 13 and over, beginners welcome: fitness, self-defence and a calm mind.',
    ageMin: 13,
    ageMax: '',
    level: 'all',
  },
  {
    title: 'Competition Team',
    description: 'Kumite and kata training for tournaments, by invitation of the instructors.',
    ageMin: '',
    ageMax: '',
    level: 'advanced',
  },
] as const;

/** [program index, weekday, start, end, instructor, trial places] */
const TIMETABLE: [number, number, string, string, string, number][] = [
  [0, 1, '16:30', '17:15', 'Sensei Aiko Tanaka', 3],
  [1, 1, '17:30', '18:30', 'Sensei Aiko Tanaka', 3],
  [2, 1, '19:00', '20:30', 'Sensei Kenji Sato', 2],
  [1, 2, '17:30', '18:30', 'Sensei Daniel Brooks', 3],
  [2, 2, '19:00', '20:30', 'Sensei Maria Lopez', 2],
  [0, 3, '16:30', '17:15', 'Sensei Maria Lopez', 3],
  [3, 3, '17:30', '19:00', 'Sensei Kenji Sato', 0],
  [2, 3, '19:00', '20:30', 'Sensei Daniel Brooks', 2],
  [1, 4, '17:30', '18:30', 'Sensei Aiko Tanaka', 3],
  [2, 4, '19:00', '20:30', 'Sensei Kenji Sato', 2],
  [3, 5, '18:00', '20:00', 'Sensei Kenji Sato', 0],
  [0, 6, '09:30', '10:15', 'Sensei Maria Lopez', 4],
  [1, 6, '10:30', '11:30', 'Sensei Daniel Brooks', 4],
  [3, 6, '12:00', '14:00', 'Sensei Kenji Sato', 0],
];

/**
 * The classes of a karate academy: four programs, a weekly timetable of 14 classes (the
 * competition team's take no trial visitors), a closure two weeks from the demo's day, and three
 * events in the coming months, all relative to the app's clock.
 */
export async function classesDemo(seed: DemoSeeder): Promise<void> {
  await seed.record('settings', { timeZone: DEMO_TIME_ZONE });
  const programs = await seed.list(
    'programs',
    PROGRAMS.map((program) => ({ fields: { ...program } })),
  );
  const programId = (index: number) => String(programs[index]._id);
  await seed.list(
    'sessions',
    TIMETABLE.map(([program, weekday, startTime, endTime, instructor, trialSpots]) => ({
      fields: {
        program: programId(program),
        weekday,
        startTime,
        endTime,
        instructor,
        location: program === 3 ? 'Competition hall' : 'Main dojo',
        trialSpots,
      },
    })),
  );
  const today = DateTime.fromJSDate(seed.app.now(), { zone: DEMO_TIME_ZONE }).startOf('day');
  const day = (days: number) => today.plus({ days }).toISODate() as string;
  await seed.list('closures', [
    { fields: { title: 'Dojo floor renovation', startDate: day(14), endDate: day(20) } },
  ]);
  const at = (days: number, hour: number) => today.plus({ days }).set({ hour }).toISO() as string;
  await seed.list('events', [
    {
      fields: {
        title: 'Kyu grading',
        description: 'Students show what they have learned for their next belt. Families welcome to watch.',
        kind: 'grading',
        startsAt: at(24, 10),
        endsAt: at(24, 13),
        location: 'Main dojo',
      },
    },
    {
      fields: {
        title: 'Kata seminar with a guest instructor',
        description:
          'A day of Heian and Tekki kata with a visiting 6th dan, for all grades from orange belt.',
        kind: 'seminar',
        startsAt: at(45, 10),
        endsAt: at(45, 16),
        location: 'Main dojo',
      },
    },
    {
      fields: {
        title: 'Open day',
        description: 'Try karate for free, meet the instructors and see every class of the day.',
        kind: 'open-day',
        startsAt: at(70, 11),
        endsAt: at(70, 15),
        location: 'Main dojo',
      },
    },
  ]);
}
