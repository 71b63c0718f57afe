import type { DemoSeeder } from '@academy/server/kit';

const WIDE = { width: 1600, height: 900 };
const PICTURE = { width: 960, height: 720 };
const PORTRAIT = { width: 480, height: 480 };

const TEAM = [
  [
    'Sensei Hiroshi Tanaka, Chief Instructor (7th Dan)',
    'Founded the academy in 2005 after thirty years of training in Tokyo. Teaches the adult and black-belt classes.',
  ],
  [
    'Sensei Maria Lopez, Kids Programme Lead (4th Dan)',
    'Former national kata champion who builds confidence and focus in our youngest students.',
  ],
  [
    'Daniel Okafor, Competition Coach (3rd Dan)',
    'Coaches the kumite squad from club tournaments to the national championships.',
  ],
  [
    'Aiko Suzuki, Assistant Instructor (1st Dan)',
    'Helps beginners with their first kata and runs the Saturday morning open mat.',
  ],
];

/** The about page of a karate academy, with a team whose newest member has no photo yet. */
export async function aboutDemo(seed: DemoSeeder): Promise<void> {
  await seed.record(
    'hero',
    {
      herotitle: 'About Our Academy',
      herodescription: 'Two decades of traditional Shotokan karate, taught with patience and respect.',
    },
    await seed.picture('dojo', { ...WIDE, variant: 2 }),
  );
  await seed.record(
    'aboutus',
    {
      aboutustitle: 'Our Story',
      aboutusdescription:
        'What began as an evening class in a school gym is now a full-time dojo with six instructors and more than three hundred members. We still bow in the same way, and we still believe that karate is for everyone.',
    },
    await seed.picture('seminar', { ...PICTURE, variant: 1 }),
  );
  await seed.record(
    'whychooseus',
    {
      whychooseustitle: 'Why Train With Us',
      whychooseusdescription:
        'Certified black-belt instructors, small classes, a sprung training floor and a clear grading path from white belt to black belt.',
    },
    await seed.picture('belts', { ...PICTURE, variant: 3 }),
  );
  const photos = await Promise.all(
    TEAM.slice(0, 3).map((_, variant) => seed.picture('portrait', { ...PORTRAIT, variant })),
  );
  await seed.list(
    'team',
    TEAM.map(([teamtitle, teamdescription], index) => ({
      fields: { teamtitle, teamdescription },
      image: photos[index],
    })),
  );
}
