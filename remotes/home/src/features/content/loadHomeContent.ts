import {
  apiPaths,
  getData,
  type AboutUs,
  type GalleryImage,
  type HomeBlogSlot,
  type HomeServiceSlot,
  type SectionHero,
  type WhyChooseUs,
} from 'shared-contracts';

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
export async function loadHomeContent(): Promise<HomeContent> {
  const { home } = apiPaths;
  const [hero, aboutUs, services, whyChooseUs, blogs, gallery] = await Promise.all([
    getData<SectionHero | null>(home.hero),
    getData<AboutUs | null>(home.aboutus),
    getData<HomeServiceSlot[] | null>(home.service),
    getData<WhyChooseUs | null>(home.whychooseus),
    getData<HomeBlogSlot[] | null>(home.blog),
    getData<GalleryImage[] | null>(home.gallery),
  ]);
  return { hero, aboutUs, whyChooseUs, services: services ?? [], blogs: blogs ?? [], gallery: gallery ?? [] };
}
