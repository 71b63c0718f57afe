import { mountStandalone, mountStandalonePage } from '@academy/ui/standalone';
// The remote's first exposed module (webpack's alias), a route module or a screen.
import exposed from 'academy-standalone-module';

// ACADEMY_STANDALONE_KIND is set by the config (DefinePlugin).
if (ACADEMY_STANDALONE_KIND === 'pages') mountStandalonePage(exposed);
else mountStandalone(exposed);
