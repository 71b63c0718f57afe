/** The shell's own public page: the privacy policy (the dashboard section edits it). */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** The content area: nothing below it is public, so robots.txt keeps crawlers out. */
export const ADMIN_AREA_PATH = '/admin';
