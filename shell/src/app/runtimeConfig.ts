import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@academy/contracts';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { apiOrigin, remotes } = value as Partial<RuntimeConfig>;
  return typeof apiOrigin === 'string' && !!remotes && typeof remotes === 'object';
}

/**
 * The deployment's start-up configuration (API origin, remote name → manifest URL), or null when
 * it cannot be read: the shell then still shows its layout rather than a blank page.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig | null> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isRuntimeConfig(body)) throw new Error('Unexpected shape');
    return body;
  } catch (error) {
    console.error(`Could not load ${RUNTIME_CONFIG_PATH}; remote sections are unavailable.`, error);
    return null;
  }
}
