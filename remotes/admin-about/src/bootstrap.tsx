// Only for opening the remote on its own (its dev server); the shell renders ./Page.
import { mountStandalone } from '@academy/ui/standalone';
import Page from './Page';

mountStandalone(Page);
