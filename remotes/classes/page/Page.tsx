import { definePage } from '@academy/contracts';
import { ClassesPage, HERO_DEFAULTS } from './features/classes/ClassesPage';
import { classesChangeAt, classesStructuredData } from './features/classes/classesMeta';
import { loadClasses } from './features/classes/loadClasses';

/**
 * The Classes page's route module (route /classes), rendered by the shell inside its layout. It
 * changes by itself with the days (closures and events come and go), so a server keeps it only
 * until the academy's next midnight, or the end of an event it lists if that is sooner.
 */
export default definePage({
  load: ({ api, searchParams, origin }) => loadClasses(api, searchParams, origin),
  Component: ClassesPage,
  meta: (data) => ({
    title: data.hero?.herotitle || 'Classes',
    description: data.hero?.herodescription || HERO_DEFAULTS.description,
    image: data.hero?.heroimg || undefined,
    structuredData: classesStructuredData(data),
    keptUntil: classesChangeAt(data),
  }),
  error: () => ({ message: 'Failed to load the classes. Please try again later.' }),
});
