import {
  apiPaths,
  type AboutUs,
  type GalleryImage,
  type HomeBlogSlot,
  type HomeServiceSlot,
  type SectionHero,
  type WhyChooseUs,
  type ContentReader,
} from '@academy/contracts';

/** Everything the home page shows. A section never saved is null (or an empty list). */
export interface HomeContent {
  hero: SectionHero | null;
  aboutUs: AboutUs | null;
  whyChooseUs: WhyChooseUs | null;
  services: HomeServiceSlot[];
  blogs: HomeBlogSlot[];
  gallery: GalleryImage[];
}

/** The six calls go out together; if any fails, the page shows its one error text (spec, 8). */
export async function loadHomeContent(api: ContentReader): Promise<HomeContent> {
  const { home } = apiPaths;
  const [hero, aboutUs, services, whyChooseUs, blogs, gallery] = await Promise.all([
    api.get<SectionHero | null>(home.hero),
    api.get<AboutUs | null>(home.aboutus),
    api.get<HomeServiceSlot[] | null>(home.service),
    api.get<WhyChooseUs | null>(home.whychooseus),
    api.get<HomeBlogSlot[] | null>(home.blog),
    api.get<GalleryImage[] | null>(home.gallery),
  ]);
  return { hero, aboutUs, whyChooseUs, services: services ?? [], blogs: blogs ?? [], gallery: gallery ?? [] };
}
