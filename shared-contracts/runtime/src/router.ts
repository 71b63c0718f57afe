// The router's hooks and link for the remotes. The shell owns the router and bundles React Router
// itself, so the bundler keeps only the parts the site uses (the whole library, shared as a
// federation module, was 61 KB gzipped on every page). Remotes reach the shell's router through
// this singleton, never through 'react-router-dom' (see the lint rule): a copy of their own would
// have its own contexts and find no router.
export {
  Link,
  useBlocker,
  useLoaderData,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
