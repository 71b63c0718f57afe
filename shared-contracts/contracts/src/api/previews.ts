import { type Static, Type } from '@sinclair/typebox';

// Preview links (README "Nothing lost"): a public page with the current drafts applied,
// shown to whoever has the link for a day.

/** POST `previewBody` (admin): answers a `PreviewLink`. */
export const PREVIEWS_PATH = '/previews';

/** The query parameter that carries a preview link's token. */
export const PREVIEW_QUERY = 'preview';

/** How long a preview link works. */
export const PREVIEW_HOURS = 24;

/** The public path of the site to preview (`/blog/<id>`). */
export const previewBody = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2048 }) });
export type PreviewBody = Static<typeof previewBody>;

/** A link that shows a page with the current drafts to whoever has it, until `expiresAt`. */
export const previewLink = Type.Object({ url: Type.String(), expiresAt: Type.String() });
export type PreviewLink = Static<typeof previewLink>;
