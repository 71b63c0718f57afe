import type { DemoSeeder } from '@academy/server/kit';

const SERVICES: [string, string, string][] = [
  [
    'Kids Karate (5-12)',
    'Playful classes that build focus, coordination and respect, with a grading every term.',
    'kids',
  ],
  [
    'Adult Beginners',
    'Start from zero: stances, basic techniques and your first kata, in a friendly group.',
    'kata',
  ],
  ['Competition Team', 'Kumite and kata coaching for club, regional and national tournaments.', 'kumite'],
  [
    'Self-Defence Workshops',
    'Practical four-week courses on awareness, escapes and simple, effective strikes.',
    'kick',
  ],
  ['Private Lessons', 'One-to-one sessions with a senior instructor, booked at the front desk.', 'grading'],
];

/** The services page of a karate academy: a hero and five programmes. */
export async function serviceDemo(seed: DemoSeeder): Promise<void> {
  await seed.record(
    'hero',
    {
      herotitle: 'Our Programmes',
      herodescription: 'Classes for every age and every goal, six days a week.',
    },
    await seed.picture('kumite', { width: 1600, height: 900, variant: 4 }),
  );
  const pictures = await Promise.all(
    SERVICES.map(([, , scene], variant) => seed.picture(scene, { width: 800, height: 500, variant })),
  );
  await seed.list(
    'services',
    SERVICES.map(([servicetitle, servicedescription], index) => ({
      fields: { servicetitle, servicedescription },
      image: pictures[index],
    })),
  );
}
