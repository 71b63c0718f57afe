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
