// Only for opening the remote on its own (its dev server); the shell renders ./Page.
import { mountStandalonePage } from 'shared-contracts/standalone';
import Page from './Page';

mountStandalonePage(Page);
