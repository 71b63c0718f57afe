// Only for opening the remote on its own (its dev server); the shell renders ./Page.
import { mountStandalonePage } from '@academy/ui/standalone';
import Page from './Page';

mountStandalonePage(Page);
