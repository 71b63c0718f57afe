/** The defaults while the academy has saved no name. */
export const DEFAULT_COMPANY_NAME = 'Our Company';
export const DEFAULT_DASHBOARD_NAME = 'Admin Dashboard';

/** The built-in texts the pages show where a value was never saved. */
export const CONTENT_DEFAULTS = {
  title: 'Default Title',
  description: 'Default Description',
  aboutUsTitle: 'Default About Us Title',
  whyChooseUsTitle: 'Default Why Choose Us Title',
} as const;
