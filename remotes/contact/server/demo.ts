import { SITE_FRAME } from '@academy/contracts';
import { type DemoSeeder, findBlock } from '@academy/server/kit';
import { normalizeMapEmbed } from './mapEmbed';

const MAP_EMBED =
  '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-0.1300%2C51.5050%2C-0.1200%2C51.5100&amp;layer=mapnik" width="600" height="450" loading="lazy" title="Map of the academy"></iframe>';

/**
 * Adds the contact details unless they exist: databases seeded before this section owned them
 * got them from the platform's demo, and the academy may have edited them since.
 */
async function seedContactDetails(seed: DemoSeeder): Promise<void> {
  if (await findBlock(seed.app.db, SITE_FRAME.contact.owner, SITE_FRAME.contact.block)) return;
  await seed.record('info', {
    address: '12 Dojo Lane, London WC2N 5DU',
    phone: '+44 20 7946 0321',
    email: 'info@shotokan-academy.example',
    mapEmbed: normalizeMapEmbed(MAP_EMBED),
  });
}

/** The contact page of a karate academy: its hero, address, phone, email and map. */
export async function contactDemo(seed: DemoSeeder): Promise<void> {
  await seed.record(
    'hero',
    {
      contacttitle: 'Get in Touch',
      contactdescription: 'Questions about classes, gradings or a free trial lesson? We are happy to help.',
    },
    await seed.picture('dojo', { width: 1600, height: 900, variant: 3 }),
  );
  await seedContactDetails(seed);
}
