/** Business constants shared by the pages (client-side checks) and the server (the real ones). */
export const GALLERY_MAX_FILES = 10;
export const HOME_SLOT_POSITIONS = [1, 2, 3] as const;
export const PRIVACY_EXCERPT_LENGTH = 200;
export const NAV_HIDE_SCROLL_OFFSET = 50;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Files (images and videos) in one upload of a blog's media. */
export const BLOG_MEDIA_MAX_FILES = 10;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const REDIRECT_AFTER_RESET_MS = 2000;
export const REDIRECT_AFTER_POLICY_SAVE_MS = 2000;
export const REDIRECT_AFTER_FORGOT_MS = 3000;
export const ABOUT_US_STATUS_CLEAR_MS = 2000;
/** Administrator passwords: at least this long, and not common or easy to guess (checked by the server). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_RULE = `Use at least ${MIN_PASSWORD_LENGTH} characters. Common or easily guessed passwords are refused.`;

/**
 * Length caps on stored text: generous for the page, small enough that nobody stores a novel. The
 * server's schemas enforce them; forms use them as their inputs' maxLength.
 */
export const TEXT_LIMITS = {
  title: 200,
  description: 5000,
  name: 120,
  email: 254,
  phone: 50,
  address: 500,
  mapEmbed: 4000,
  privacyPolicy: 100_000,
  /** A contact-form message. */
  message: 5000,
  /** A blog's detailed content: the article itself. */
  blogContent: 50_000,
  caption: 500,
  /** The JSON text of a media reorder: room for far more media than anyone uploads. */
  mediaUpdates: 200_000,
} as const;
