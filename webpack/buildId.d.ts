// Types of buildId.js (what an app's build id is made from), for its tests.
import type { Compiler } from 'webpack';

/** The shell's inputs, relative to its folder (`!path` leaves a path out). */
export const APP_INPUTS: string[];
/** A section's inputs, relative to its folder (`!path` leaves a path out). */
export const SECTION_INPUTS: string[];
export const BUILD_ID_FILE: string;

/** Every file the app's build id covers: absolute paths, sorted. */
export function fingerprintedFiles(appDir: string, inputs?: string[], repository?: string): string[];
/** The app's build id: a SHA-256 (hex) of those files' paths and contents. */
export function sourceFingerprint(appDir: string, inputs?: string[], repository?: string): string;

export class BuildIdPlugin {
  constructor(buildId: string);
  apply(compiler: Compiler): void;
}
