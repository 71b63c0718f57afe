/** Sentences the pages and the server both say. */

/** Team, service and blog add/update, and every content form. */
export const TITLE_AND_DESCRIPTION_REQUIRED = 'Title and description are required';
