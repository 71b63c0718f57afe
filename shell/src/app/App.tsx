import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes';

/**
 * The site's router. Made only once the runtime configuration is applied: a data router starts
 * the first page's loader as soon as it exists, and that loader needs the API origin and the
 * remote registry.
 */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
