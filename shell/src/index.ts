// Async boundary: the federation runtime settles the shared singletons before the app runs.
import('./bootstrap');
