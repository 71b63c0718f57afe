import { type Static, Type } from '@sinclair/typebox';
import { arm } from './releases';
import type { RuntimeConfig } from './requests';

/**
 * What went wrong for a remote in one page view, as a health report says it: `load`, its code
 * could not be fetched; `render`, its slot's boundary caught an error; `script`, an uncaught
 * error came from one of its files.
 */
export const HEALTH_ERROR_KINDS = ['load', 'render', 'script'] as const;
export type HealthErrorKind = (typeof HEALTH_ERROR_KINDS)[number];

/** The most a health report's body may be (a page holds a handful of remotes). */
export const HEALTH_REPORT_MAX_BYTES = 2048;
/** The longest page path a report may hold (the server only checks it, and keeps nothing of it). */
export const HEALTH_REPORT_MAX_PATH = 300;

/** Ten minutes: no paint or interaction a browser reports for a page takes longer. */
const MAX_DURATION_MS = 600_000;

/**
 * One page view's health report, as the start script sends it to HEALTH_REPORT_PATH: the page's
 * path; for each remote on the page its release (version, or `local`), arm and the kinds of error
 * it had in this view; and the page's LCP and INP (milliseconds) and CLS, when measured. The
 * server checks it strictly (no property of another name, nothing converted).
 */
export const healthReport = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: HEALTH_REPORT_MAX_PATH, pattern: '^/[^?#\\s]*$' }),
    remotes: Type.Array(
      Type.Object(
        {
          remote: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' }),
          release: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,99}$' }),
          arm,
          errors: Type.Optional(
            Type.Array(Type.Union(HEALTH_ERROR_KINDS.map((kind) => Type.Literal(kind))), {
              maxItems: HEALTH_ERROR_KINDS.length,
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    lcp: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DURATION_MS })),
    inp: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DURATION_MS })),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type HealthReport = Static<typeof healthReport>;

/** The folder a manifest is in: every file of the remote's release is below it. */
const folderOf = (manifestUrl: string) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/**
 * The releases of a page's remotes as the start script reads them (its tag's `data-releases`, and
 * the app's `__academyHealth.view`): for each remote `<name> <release> <arm> <folder of its files>`,
 * all separated by single spaces (none of the four holds one). Empty, so that nothing is reported,
 * for a release preview's page; a remote an administrator pointed at a dev server, or one the config
 * names no release for, is left out.
 */
export function healthReleases(
  config: Pick<RuntimeConfig, 'remotes' | 'releases' | 'overrides' | 'releasePreview'>,
  remotes: readonly string[],
): string {
  if (config.releasePreview) return '';
  return [...new Set(remotes)]
    .flatMap((remote) => {
      const release = config.releases?.[remote];
      const manifestUrl = config.remotes[remote];
      if (!release || !manifestUrl || config.overrides?.[remote]) return [];
      return [`${remote} ${release.version} ${release.arm} ${folderOf(manifestUrl)}`];
    })
    .join(' ');
}
