// Types of contractsRuntime.js, for the unit test that checks the runtime's version stamp.
export function runtimeFiles(): string[];
export function runtimeFingerprint(): string;
export function packageVersion(): string;
/** Version → fingerprint of every runtime released so far. */
export function readStamps(): Record<string, string>;
