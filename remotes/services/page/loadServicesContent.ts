import { apiPaths, type SectionHero, type Service, type ContentReader } from '@academy/contracts';

/** Everything the services page shows. */
export interface ServicesContent {
  hero: SectionHero | null;
  services: Service[];
}

/** Both calls go out together; if either fails, the page shows its error view (spec, 8). */
export async function loadServicesContent(api: ContentReader): Promise<ServicesContent> {
  const [hero, services] = await Promise.all([
    api.get<SectionHero | null>(apiPaths.service.hero),
    api.get<Service[] | null>(apiPaths.service.services),
  ]);
  return { hero, services: services ?? [] };
}
