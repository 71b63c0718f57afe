/** Sentences the pages and the server both say, from the spec's catalogue. */

/** Team, service and blog add/update, and every content form (spec, section 5). */
export const TITLE_AND_DESCRIPTION_REQUIRED = 'Title and description are required';
