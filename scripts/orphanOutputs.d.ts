export function removeOrphanOutputs(configFile: string): string[];
