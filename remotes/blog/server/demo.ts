import type { DemoSeeder } from '@academy/server/kit';
import { detailedContent } from './detailedContent';

const CARD = { width: 800, height: 500 };

const BLOGS: [title: string, description: string, scene: string][] = [
  [
    'Preparing for Your First Grading',
    'What the examiners look for at your first belt grading, and how to train for it in the last month.',
    'grading',
  ],
  [
    'Five Habits of a Good Dojo Partner',
    'Control, timing and a little humility: how to make partner drills safer and more useful for both of you.',
    'kumite',
  ],
  [
    'Why Kata Still Matters',
    'Kata is where technique, breathing and focus meet. Our chief instructor explains how to practise it at home.',
    'kata',
  ],
  [
    'Karate for Kids: A Parent’s Guide',
    'What a first term looks like, what to bring, and how children grow in confidence from their first class.',
    'kids',
  ],
];

const GRADING_ARTICLE = {
  subtitle: 'A month-by-month plan for the day you step up for your yellow belt',
  subDescription: 'Gradings are held at the end of every term; here is how our students prepare.',
  content: [
    'Your first grading is less about perfection than about showing that the basics have taken root: a stable stance, techniques that finish where they should, and a kiai that means it. Examiners watch how you recover from a mistake as much as the mistake itself.',
    'In the last month, come to at least two classes a week, practise your kata slowly at home, and ask your instructor which combination they would like to see tightened. On the day, arrive early, warm up properly and bow in with a calm mind.',
  ].join('\n'),
};

/** The blog page of a karate academy: a hero, four articles, and the newest one in full with pictures. */
export async function blogDemo(seed: DemoSeeder): Promise<void> {
  await seed.record(
    'hero',
    {
      herotitle: 'From the Dojo',
      herodescription: 'News, training advice and stories from our instructors and students.',
    },
    await seed.picture('dojo', { width: 1600, height: 900, variant: 5 }),
  );
  const pictures = await Promise.all(
    BLOGS.map(([, , scene], variant) => seed.picture(scene, { ...CARD, variant })),
  );
  const [grading] = await seed.list(
    'blogs',
    BLOGS.map(([blogtitle, blogdescription], index) => ({
      fields: { blogtitle, blogdescription },
      image: pictures[index],
    })),
  );
  const details = detailedContent(seed.app);
  const gallery = await Promise.all(
    (['belts', 'grading'] as const).map((scene, variant) =>
      seed.picture(scene, { width: 1200, height: 800, variant }),
    ),
  );
  const article = await details.create(
    String(grading._id),
    GRADING_ARTICLE,
    gallery.map((upload) => ({ upload, type: 'image' })),
    seed.author,
  );
  const captions = ['Belts waiting for their new owners', 'The grading panel at work'];
  await details.update(
    article._id,
    GRADING_ARTICLE,
    article.media.map(({ _id }, index) => ({ _id, caption: captions[index] })),
    [],
    { by: seed.author },
  );
}
