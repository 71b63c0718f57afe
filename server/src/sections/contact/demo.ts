import type { FastifyInstance } from 'fastify';
import { demoPicture } from '../../demo/demoPictures';
import type { DemoSeed } from '../../demo/demoSeeds';
import { seedBlock } from '../../demo/seedContent';
import { findBlock } from '../../repositories/contentBlocks';
import { normalizeMapEmbed } from '../../services/mapEmbed';
import { contactBlocks } from './schemas';

const MAP_EMBED =
  '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-0.1300%2C51.5050%2C-0.1200%2C51.5100&amp;layer=mapnik" width="600" height="450" loading="lazy" title="Map of the academy"></iframe>';

/**
 * Adds the contact details unless they exist: databases seeded before this section owned them
 * got them from the platform's demo, and the academy may have edited them since.
 */
async function seedContactDetails(app: FastifyInstance): Promise<void> {
  const { info } = contactBlocks;
  if (await findBlock(app.db, info.section, info.block)) return;
  await seedBlock(app, info, {
    address: '12 Dojo Lane, London WC2N 5DU',
    phone: '+44 20 7946 0321',
    email: 'info@shotokan-academy.example',
    mapEmbed: normalizeMapEmbed(MAP_EMBED),
  });
}

/** The contact page of a karate academy: its hero, address, phone, email and map. */
export const contactDemo: DemoSeed = {
  name: 'contact',
  async run(app) {
    await seedBlock(
      app,
      contactBlocks.hero,
      {
        contacttitle: 'Get in Touch',
        contactdescription: 'Questions about classes, gradings or a free trial lesson? We are happy to help.',
      },
      await demoPicture('dojo', { width: 1600, height: 900, variant: 3 }),
    );
    await seedContactDetails(app);
  },
};
