// Types of shared.js, for the tests that check the federation's sharing rules.
export interface ShareConfig {
  singleton: boolean;
  strictVersion?: boolean;
  requiredVersion: string;
  version: string;
}
export const sharedSingletons: Record<string, ShareConfig>;
/** How an app built against `version` of the contracts' runtime shares it. */
export function runtimeShare(version?: string): ShareConfig;
