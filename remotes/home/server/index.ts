import type { SectionServer } from '@academy/server/kit';
import { homeDemo } from './demo';
import { galleryPicturesToDescribe, galleryRoutes } from './gallery';

/** The home page: its definition's records and slots, and the gallery (many images at once). */
export default {
  routes: galleryRoutes,
  demo: homeDemo,
  picturesToDescribe: galleryPicturesToDescribe,
} satisfies SectionServer;
