import { formatDateTime } from '@academy/admin-kit';
import { formatCls, formatMs, formatShare } from './releaseTexts';

// The figures canary analysis records with each of its decisions (a history entry's `details`)
// said in words: its reason first (a sentence of its own), then what it weighed (each arm's
// release, views, error share and LCP p75, the test's z, its settings). They are read by their
// names rather than by a fixed shape, so a figure the analysis adds later still shows, in the
// same words.

/** Names as people write them: 'errorRate' → 'error rate', 'lcpP75' → 'LCP p75'. */
function words(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(lcp|inp|cls)\b/g, (vital) => vital.toUpperCase());
}

/** A figure by what its name says it is: a share, a time, a layout shift, a moment, or plain. */
function figure(name: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/(rate|share)$/i.test(name)) return formatShare(value);
    if (/^(lcp|inp)/i.test(name)) return formatMs(value);
    if (/^cls/i.test(name)) return formatCls(value);
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  if (typeof value === 'string') return /At$/.test(name) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.map((item) => figure(name, item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, innerValue]) => `${words(inner)} ${figure(inner, innerValue)}`)
      .join(', ');
  }
  return String(value);
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A decision's figures as sentences: `{ reason: 'The canary…', canary: { views: 120, errorRate:
 * 0.33 }, z: 9.87 }` → 'The canary…. Canary: views 120, error rate 33.0%. Z: 9.87.'
 */
export function describeDetails({ reason, ...figures }: Record<string, unknown>): string {
  const said = Object.entries(figures).map(([name, value]) => {
    const label = words(name);
    return sentence(`${label.charAt(0).toUpperCase()}${label.slice(1)}: ${figure(name, value)}`);
  });
  return (typeof reason === 'string' ? [sentence(reason), ...said] : said).join(' ');
}
