import type { SectionHero, Service, ContentReader } from '@academy/contracts';
import services from '../section';

/** Everything the services page shows. */
export interface ServicesContent {
  hero: SectionHero | null;
  services: Service[];
}

/** Both calls go out together; if either fails, the page shows its error view. */
export async function loadServicesContent(api: ContentReader): Promise<ServicesContent> {
  const [hero, items] = await Promise.all([
    api.get<SectionHero | null>(services.records.hero.path),
    api.get<Service[] | null>(services.lists.services.path),
  ]);
  return { hero, services: items ?? [] };
}
