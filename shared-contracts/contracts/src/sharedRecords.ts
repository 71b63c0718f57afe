import { ABOUT_US_STATUS_CLEAR_MS } from './api/limits';
import { aboutUs, whyChooseUs, type ContentKind } from './schemas/content';
import { contentRecord } from './section';

// The records several sections declare alike, with their texts.

const HERO_LABELS = { title: 'Hero title', description: 'Hero description', image: 'Hero image' };

/**
 * A section's hero at `/<key>/hero`: '<Label> hero section' and its sentences ('Failed to load
 * <label> hero section', '<Label> hero section updated successfully', 'Failed to update <label>
 * hero section'); without a label, the home page's 'Hero section'.
 */
export function heroRecord<K extends ContentKind>(key: string, label: string, kind: K) {
  const heading = label ? `${label} hero section` : 'Hero section';
  const inSentence = label ? `${label.toLowerCase()} hero section` : 'hero section';
  return contentRecord(key, 'hero', kind, {
    heading,
    labels: HERO_LABELS,
    loadError: `Failed to load ${inSentence}`,
    saved: `${heading} updated successfully`,
    saveError: `Failed to update ${inSentence}`,
  });
}

/** The About Us block of the home and about pages; its status line clears after 2 s. */
export const aboutUsRecord = (key: string) =>
  contentRecord(key, 'aboutus', aboutUs, {
    heading: 'About Us',
    loadError: 'Failed to load About Us data',
    saved: 'About Us updated successfully',
    saveError: 'Failed to update About Us',
    clearStatusAfterMs: ABOUT_US_STATUS_CLEAR_MS,
  });

/** The Why Choose Us block of the home and about pages. */
export const whyChooseUsRecord = (key: string) =>
  contentRecord(key, 'whychooseus', whyChooseUs, {
    heading: 'Why Choose Us',
    loadError: 'Failed to load Why Choose Us data',
    saved: 'Why Choose Us updated successfully',
    saveError: 'Failed to update Why Choose Us',
  });
