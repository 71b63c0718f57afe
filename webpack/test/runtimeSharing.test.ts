import { createInstance } from '@module-federation/enhanced/runtime';
import { runtimeShare, sharedSingletons } from '../shared';

/**
 * The runtime (API client, session and settings stores) is one federation singleton,
 * loaded first by the shell. These tests run the real federation runtime with the project's own
 * sharing rule for it.
 */
function shellWithRuntime(version: string) {
  const shell = createInstance({
    name: `shell_${version.replace(/\W/g, '_')}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      '@academy/runtime': {
        version,
        lib: () => ({ builtWith: version }),
        shareConfig: runtimeShare(version),
      },
    },
  });
  /** What a remote built against `remoteVersion` gets when it asks for the runtime. */
  const remoteAsks = async (remoteVersion: string) => {
    const { requiredVersion, singleton, strictVersion } = runtimeShare(remoteVersion);
    const factory = await shell.loadShare<{ builtWith: string }>('@academy/runtime', {
      customShareInfo: { version: remoteVersion, shareConfig: { requiredVersion, singleton, strictVersion } },
    });
    return factory ? factory() : undefined;
  };
  return { shell, remoteAsks };
}

test('a remote built against the same or an older runtime is served the one shared copy', async () => {
  const { shell, remoteAsks } = shellWithRuntime('1.4.0');
  await shell.loadShare('@academy/runtime');
  await expect(remoteAsks('1.4.0')).resolves.toEqual({ builtWith: '1.4.0' });
  await expect(remoteAsks('1.2.3')).resolves.toEqual({ builtWith: '1.4.0' });
});

test('a remote built against a newer runtime is refused with a message naming both versions', async () => {
  const { shell, remoteAsks } = shellWithRuntime('1.4.0');
  await shell.loadShare('@academy/runtime');
  await expect(remoteAsks('1.5.0')).rejects.toThrow(
    /Version 1\.4\.0 .* shared singleton module @academy\/runtime does not satisfy .* \^1\.5\.0/,
  );
});

test('the runtime is shared by the version in its own package.json, which a newer remote must not exceed', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime's manifest
  const { version } = require('@academy/runtime/package.json') as { version: string };
  expect(sharedSingletons['@academy/runtime']).toEqual({
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${version}`,
    version,
  });
});
