import { type Static, Type } from '@sinclair/typebox';
import type { ContactInfo } from './entities';
import { arm } from './releases';
import { role } from './staff';

export interface PrivacyPolicyRequest {
  content: string;
}

export type ContactInfoRequest = Omit<ContactInfo, '_id'>;

/** The shell's start-up configuration, served by the server and changeable per deployment. */
const sitePage = Type.Object({
  path: Type.String(),
  expose: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  datedBy: Type.Optional(Type.Array(Type.String())),
});
const siteScreen = Type.Object({
  path: Type.String(),
  expose: Type.String(),
  label: Type.Optional(Type.String()),
  /** Who sees it in the sidebar (SectionScreen's `roles`). */
  roles: Type.Optional(Type.Array(role)),
});

export const remoteRelease = Type.Object({
  version: Type.String(),
  arm,
  /** The pinned release.json's SHA-256 (hex), for a release on another origin. */
  digest: Type.Optional(Type.String()),
  integrity: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type RemoteRelease = Static<typeof remoteRelease>;

export const runtimeConfigSchema = Type.Object({
  /** Origin of the content API; empty means the site's own origin. */
  apiOrigin: Type.String(),
  /** Remote name to the URL of its `mf-manifest.json`. */
  remotes: Type.Record(Type.String(), Type.String()),
  /**
   * Which release of each remote this visitor gets, for the health reports: its version (`local`
   * for a build served from the site's own disk) and its arm (`canary` when the visitor's bucket
   * falls in its canary). A pinned release (one on another origin) also carries the SRI hash of
   * each of its browser files (relative to its manifest's folder), which the browser checks
   * before it runs or applies one. Absent in configs made before releases were reported.
   */
  releases: Type.Optional(Type.Record(Type.String(), remoteRelease)),
  /**
   * The remotes this browser's administrator pointed at a dev server (already in `remotes`):
   * the page shows a banner naming them. Absent for everyone else.
   */
  overrides: Type.Optional(Type.Record(Type.String(), Type.String())),
  /**
   * A release preview link opened in this browser (already in `remotes`): the page shows a banner
   * naming the remote and version, is never cached or indexed, and sends no health report.
   */
  releasePreview: Type.Optional(
    Type.Object({ remote: Type.String(), version: Type.String(), expiresAt: Type.String() }),
  ),
  /** Every section, in the order the site lists them: the shell's routes, menu and sidebar. */
  sections: Type.Array(
    Type.Object({
      name: Type.String(),
      order: Type.Number(),
      pages: Type.Array(sitePage),
      screens: Type.Array(siteScreen),
    }),
  ),
});

export type RuntimeConfig = Static<typeof runtimeConfigSchema>;

/** What the shell knows of a section: its remotes' routes (see section.ts). */
export type SiteSection = RuntimeConfig['sections'][number];
