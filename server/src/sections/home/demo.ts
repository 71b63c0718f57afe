import type { FastifyInstance } from 'fastify';
import { saveBlock } from '../../content/contentBlockStore';
import type { ContentBlockOptions } from '../../content/registerContentBlock';
import { saveSlot } from '../../content/registerContentSlots';
import type { ContentFields } from '../../db/schema';
import { type DemoImageOptions, demoImage } from '../../demo/demoImages';
import type { DemoSeed } from '../../demo/demoSeeds';
import { addGalleryImages } from './gallery';
import { homeBlocks, homeSlots } from './schemas';

const RED: DemoImageOptions['colors'] = ['#b91c1c', '#1f2937'];
const NIGHT: DemoImageOptions['colors'] = ['#111827', '#374151'];
const GOLD: DemoImageOptions['colors'] = ['#b45309', '#111827'];

const picture = (title: string | undefined, colors = RED) =>
  demoImage({ width: 960, height: 600, colors, title });

async function seedBlock(
  app: FastifyInstance,
  target: ContentBlockOptions,
  fields: ContentFields,
  image: Buffer,
) {
  await saveBlock(app, {
    section: target.section,
    block: target.block,
    imageField: target.imageField,
    fields,
    image,
  });
}

const SERVICES = [
  ['Kids Karate', 'Playful classes for ages 5 to 12 that build focus, coordination and respect.'],
  [
    'Adult Classes',
    'Traditional Shotokan training for beginners and returning students: kihon, kata and kumite.',
  ],
  ['Competition Team', 'Coaching for kata and kumite tournaments, from club championships to nationals.'],
];
const BLOGS = [
  [
    'Your First Week at the Dojo',
    'What to bring, how to bow in, and why nobody expects you to know anything yet.',
  ],
  [
    'Why Kata Still Matters',
    'The forms are a library of techniques; here is how we teach students to read them.',
  ],
  [
    'Grading Day: What to Expect',
    'How belt examinations work at the academy, and how to prepare without stress.',
  ],
];

/** The home page of a karate academy: blocks, 3 services, 3 blogs and a gallery. */
export const homeDemo: DemoSeed = {
  name: 'home',
  async run(app) {
    await seedBlock(
      app,
      homeBlocks.hero,
      {
        herotitle: 'Unleash Your Inner Warrior',
        herodescription:
          'Traditional Shotokan karate for every age and level, taught by certified black belts.',
      },
      // The hero's picture sits behind the page's own title, so it carries no words.
      await picture(undefined, RED),
    );
    await seedBlock(
      app,
      homeBlocks.aboutus,
      {
        aboutustitle: 'About Our Academy',
        aboutusdescription:
          'Since 2005 our dojo has trained more than two thousand students in the spirit of Funakoshi: effort, etiquette and self-control.',
      },
      await picture('Our Dojo', NIGHT),
    );
    await seedBlock(
      app,
      homeBlocks.whychooseus,
      {
        whychooseustitle: 'Why Choose Us',
        whychooseusdescription:
          'Small classes, certified instructors, a safe sprung floor and a clear path from white belt to black belt.',
      },
      await picture('Why Us', GOLD),
    );
    for (const [index, [title, description]] of SERVICES.entries()) {
      const position = index + 1;
      const image = await picture(title, [RED, NIGHT, GOLD][index]);
      await saveSlot(
        app,
        homeSlots.service,
        position,
        { servicetitle: title, servicedescription: description },
        image,
      );
    }
    for (const [index, [title, description]] of BLOGS.entries()) {
      const position = index + 1;
      const image = await picture(title, [NIGHT, GOLD, RED][index]);
      await saveSlot(
        app,
        homeSlots.blog,
        position,
        { blogtitle: title, blogdescription: description },
        image,
      );
    }
    const gallery = await Promise.all(
      ['Kihon', 'Kata', 'Kumite', 'Grading', 'Seminar'].map((title, i) =>
        picture(title, [RED, NIGHT, GOLD][i % 3]),
      ),
    );
    await addGalleryImages(app, gallery);
  },
};
