import { demoPicture } from '../../demo/demoPictures';
import type { DemoSeed } from '../../demo/demoSeeds';
import { seedBlock, seedList } from '../../demo/seedContent';
import { aboutBlocks, teamList } from './schemas';

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
export const aboutDemo: DemoSeed = {
  name: 'about',
  async run(app) {
    await seedBlock(
      app,
      aboutBlocks.hero,
      {
        herotitle: 'About Our Academy',
        herodescription: 'Two decades of traditional Shotokan karate, taught with patience and respect.',
      },
      await demoPicture('dojo', { ...WIDE, variant: 2 }),
    );
    await seedBlock(
      app,
      aboutBlocks.aboutus,
      {
        aboutustitle: 'Our Story',
        aboutusdescription:
          'What began as an evening class in a school gym is now a full-time dojo with six instructors and more than three hundred members. We still bow in the same way, and we still believe that karate is for everyone.',
      },
      await demoPicture('seminar', { ...PICTURE, variant: 1 }),
    );
    await seedBlock(
      app,
      aboutBlocks.whychooseus,
      {
        whychooseustitle: 'Why Train With Us',
        whychooseusdescription:
          'Certified black-belt instructors, small classes, a sprung training floor and a clear grading path from white belt to black belt.',
      },
      await demoPicture('belts', { ...PICTURE, variant: 3 }),
    );
    const photos = await Promise.all(
      TEAM.slice(0, 3).map((_, variant) => demoPicture('portrait', { ...PORTRAIT, variant })),
    );
    await seedList(
      app,
      teamList,
      TEAM.map(([teamtitle, teamdescription], index) => ({
        fields: { teamtitle, teamdescription },
        image: photos[index],
      })),
    );
  },
};
