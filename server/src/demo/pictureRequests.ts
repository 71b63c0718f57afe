import type { FastifyInstance } from 'fastify';
import { loadSections } from '../sections/discover';
import type { DemoSeeder } from '../sections/sectionServer';
import { DEMO_AUTHOR, demoPictureFile } from './seedContent';

export { BUILT_IN_ICON } from '../services/siteIcons';

export interface PictureRequest {
  /** Where the picture is kept: remotes/<name>/demo/<scene>-<variant>-<w>x<h>.webp. */
  file: string;
  scene: string;
  width: number;
  height: number;
  variant: number;
}

/** Thrown by the stand-in app: the demo went on to store something for real. */
class StoresForReal extends Error {}

/**
 * Every picture the sections' demo content asks for, found by running each demo against a seeder
 * that stores nothing: what `npm run demo-pictures` draws. A demo asks for its pictures before it
 * uses the app itself (for stores beyond its records, lists and slots): the run stops there.
 */
export async function demoPictureRequests(): Promise<PictureRequest[]> {
  const requests = new Map<string, PictureRequest>();
  const app = new Proxy({} as FastifyInstance, {
    get: () => {
      throw new StoresForReal();
    },
  });
  for (const section of loadSections()) {
    if (!section.server.demo) continue;
    const seeder: DemoSeeder = {
      app,
      author: DEMO_AUTHOR,
      async picture(scene, { width, height, variant = 0 }) {
        const file = demoPictureFile(section.folder, scene, { width, height, variant });
        requests.set(file, { file, scene, width, height, variant });
        return Buffer.alloc(0);
      },
      record: async () => undefined,
      list: async (_name, items) => items.map((_item, index) => ({ _id: `demo-${index}` })),
      slot: async () => undefined,
    };
    await section.server.demo(seeder).catch((error: unknown) => {
      if (!(error instanceof StoresForReal)) throw error;
    });
  }
  return [...requests.values()];
}
