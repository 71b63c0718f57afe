// A section's remote opened on its own (its dev server): the async boundary lets the federation
// runtime settle the shared singletons before anything runs. In the site the shell loads the
// remote's exposed modules, never this entry.
import('./bootstrap');
