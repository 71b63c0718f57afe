// Async boundary: the federation runtime settles the shared singletons before the app runs.
// This entry is fetched by the start script (start.ts) once a server-rendered page is on screen.
void import('./bootstrap');
