// Only for opening the remote on its own (its dev server); the shell renders ./Page.
import { mountStandalone } from 'shared-contracts/standalone';
import Page from './Page';

mountStandalone(Page);
