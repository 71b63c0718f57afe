import { afterFirstPaint } from './app/afterFirstPaint';

// Async boundary: the federation runtime settles the shared singletons before the app runs.
// The app starts once the browser has painted the page: a page the server rendered is then on a
// phone's screen, hero image included, before the scripts' work (loading and evaluating React
// and the remotes, hydrating) takes the main thread.
void afterFirstPaint().then(() => import('./bootstrap'));
