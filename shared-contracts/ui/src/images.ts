import { resolveImageUrl, responsiveImage, type ResponsiveImage } from '@academy/contracts';
import { getApiOrigin } from '@academy/runtime';

// The contracts' image rules with the API origin this page was configured with (the runtime
// holds it, once per page).

/** An image field's value as a URL the browser can load (see resolveImageUrl). */
export const imageUrl = (value: string | null | undefined): string => resolveImageUrl(value, getApiOrigin());

/** An image field's value with its narrower copies, for a place `sizes` wide (see responsiveImage). */
export const pageImage = (value: string | null | undefined, sizes: string): ResponsiveImage =>
  responsiveImage(value, sizes, getApiOrigin());
