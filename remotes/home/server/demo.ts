import type { DemoSeeder } from '@academy/server/kit';
import { addGalleryImages } from './gallery';

/** Sizes as the page shows them, doubled for sharp screens where that stays small. */
const HERO = { width: 1600, height: 900 };
/** About us and why choose us: 4:3. */
const STORY = { width: 960, height: 720 };
/** Service and blog cards: 8:5. */
const CARD = { width: 800, height: 500 };
/** Gallery slots are 256x192. */
const GALLERY = { width: 512, height: 384 };

interface Picture {
  scene: string;
  variant: number;
}

type Size = { width: number; height: number };

const SERVICES = [
  {
    title: 'Kids Karate',
    description: 'Playful classes for ages 5 to 12 that build focus, coordination and respect.',
    picture: { scene: 'kids', variant: 0 },
  },
  {
    title: 'Adult Classes',
    description:
      'Traditional Shotokan training for beginners and returning students: kihon, kata and kumite.',
    picture: { scene: 'kick', variant: 1 },
  },
  {
    title: 'Competition Team',
    description: 'Coaching for kata and kumite tournaments, from club championships to nationals.',
    picture: { scene: 'kumite', variant: 0 },
  },
] satisfies { title: string; description: string; picture: Picture }[];

const BLOGS = [
  {
    title: 'Your First Week at the Dojo',
    description: 'What to bring, how to bow in, and why nobody expects you to know anything yet.',
    picture: { scene: 'seminar', variant: 0 },
  },
  {
    title: 'Why Kata Still Matters',
    description: 'The forms are a library of techniques; here is how we teach students to read them.',
    picture: { scene: 'kata', variant: 2 },
  },
  {
    title: 'Grading Day: What to Expect',
    description: 'How belt examinations work at the academy, and how to prepare without stress.',
    picture: { scene: 'grading', variant: 0 },
  },
] satisfies { title: string; description: string; picture: Picture }[];

/** Other people and other moments than the cards above show. */
const GALLERY_PICTURES: Picture[] = [
  { scene: 'kumite', variant: 1 },
  { scene: 'kids', variant: 2 },
  { scene: 'kick', variant: 2 },
  { scene: 'grading', variant: 1 },
  { scene: 'seminar', variant: 3 },
];

/** The home page of a karate academy: blocks, 3 services, 3 blogs and a gallery. */
export async function homeDemo(seed: DemoSeeder): Promise<void> {
  const picture = ({ scene, variant }: Picture, size: Size) => seed.picture(scene, { ...size, variant });
  // Drawn together (sharp renders on its own threads), stored one after the other.
  const [hero, aboutUs, whyChooseUs, services, blogs, gallery] = await Promise.all([
    picture({ scene: 'kata', variant: 0 }, HERO),
    picture({ scene: 'dojo', variant: 0 }, STORY),
    picture({ scene: 'belts', variant: 0 }, STORY),
    Promise.all(SERVICES.map((service) => picture(service.picture, CARD))),
    Promise.all(BLOGS.map((blog) => picture(blog.picture, CARD))),
    Promise.all(GALLERY_PICTURES.map((galleryPicture) => picture(galleryPicture, GALLERY))),
  ]);
  await seed.record(
    'hero',
    {
      herotitle: 'Unleash Your Inner Warrior',
      herodescription:
        'Traditional Shotokan karate for every age and level, taught by certified black belts.',
    },
    hero,
  );
  await seed.record(
    'aboutus',
    {
      aboutustitle: 'About Our Academy',
      aboutusdescription:
        'Since 2005 our dojo has trained more than two thousand students in the spirit of Funakoshi: effort, etiquette and self-control.',
    },
    aboutUs,
  );
  await seed.record(
    'whychooseus',
    {
      whychooseustitle: 'Why Choose Us',
      whychooseusdescription:
        'Small classes, certified instructors, a safe sprung floor and a clear path from white belt to black belt.',
    },
    whyChooseUs,
  );
  for (const [index, { title, description }] of SERVICES.entries()) {
    await seed.slot(
      'service',
      index + 1,
      { servicetitle: title, servicedescription: description },
      services[index],
    );
  }
  for (const [index, { title, description }] of BLOGS.entries()) {
    await seed.slot('blog', index + 1, { blogtitle: title, blogdescription: description }, blogs[index]);
  }
  await addGalleryImages(seed.app, gallery);
}
