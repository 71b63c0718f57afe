import { formatCls, formatMs, formatShare } from './releaseTexts';

// The figures canary analysis records with each of its decisions (a history entry's `details`)
// said in words. They are whatever the analysis weighed (each arm's views, error share and
// LCP p75, the test's z, the rule that decided), so they are read by their names rather than by
// a fixed shape: a figure the analysis adds later still shows, in the same words.

/** Names as people write them: 'errorRate' → 'error rate', 'lcpP75' → 'LCP p75'. */
function words(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(lcp|inp|cls)\b/g, (vital) => vital.toUpperCase());
}

/** A figure by what its name says it is: a share, a time, a layout shift, or a plain number. */
function figure(name: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/(rate|share)$/i.test(name)) return formatShare(value);
    if (/^(lcp|inp)/i.test(name)) return formatMs(value);
    if (/^cls/i.test(name)) return formatCls(value);
    if (/minutes$/i.test(name)) return `${value} minutes`;
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  if (Array.isArray(value)) return value.map((item) => figure(name, item)).join(', ');
  if (typeof value === 'object') return listed(value as Record<string, unknown>);
  return String(value);
}

const listed = (figures: Record<string, unknown>) =>
  Object.entries(figures)
    .map(([name, value]) => `${words(name)} ${figure(name, value)}`)
    .join(', ');

/**
 * A decision's figures as sentences, one per figure or group:
 * `{ reason: 'error rate', canary: { views: 120, errorRate: 0.33 } }` →
 * 'Reason: error rate. Canary: views 120, error rate 33.0%.'
 */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([name, value]) => {
      const said = words(name);
      return `${said.charAt(0).toUpperCase()}${said.slice(1)}: ${figure(name, value)}.`;
    })
    .join(' ');
}
