import { createInstance } from '@module-federation/enhanced/runtime';
import { packageVersion, readStamps, runtimeFingerprint } from '../contractsRuntime';
import { contractsRuntimeShare } from '../shared';

/**
 * The contracts' runtime (API client, session and settings stores) is one federation singleton,
 * loaded first by the shell. These tests run the real federation runtime with the project's own
 * sharing rule for it.
 */
function shellWithRuntime(version: string) {
  const shell = createInstance({
    name: `shell_${version.replace(/\W/g, '_')}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      'shared-contracts': {
        version,
        lib: () => ({ builtWith: version }),
        shareConfig: contractsRuntimeShare(version),
      },
    },
  });
  /** What a remote built against `remoteVersion` gets when it asks for the runtime. */
  const remoteAsks = async (remoteVersion: string) => {
    const { requiredVersion, singleton, strictVersion } = contractsRuntimeShare(remoteVersion);
    const factory = await shell.loadShare<{ builtWith: string }>('shared-contracts', {
      customShareInfo: { version: remoteVersion, shareConfig: { requiredVersion, singleton, strictVersion } },
    });
    return factory ? factory() : undefined;
  };
  return { shell, remoteAsks };
}

test('a remote built against the same or an older runtime is served the one shared copy', async () => {
  const { shell, remoteAsks } = shellWithRuntime('1.4.0');
  await shell.loadShare('shared-contracts');
  await expect(remoteAsks('1.4.0')).resolves.toEqual({ builtWith: '1.4.0' });
  await expect(remoteAsks('1.2.3')).resolves.toEqual({ builtWith: '1.4.0' });
});

test('a remote built against a newer runtime is refused with a message naming both versions', async () => {
  const { shell, remoteAsks } = shellWithRuntime('1.4.0');
  await shell.loadShare('shared-contracts');
  await expect(remoteAsks('1.5.0')).rejects.toThrow(
    /Version 1\.4\.0 .* shared singleton module shared-contracts does not satisfy .* \^1\.5\.0/,
  );
});

test('the runtime’s version changes whenever its code does', () => {
  // When this fails: raise "version" in shared-contracts/package.json (a minor step for an
  // addition), then run `node webpack/contractsRuntime.js --stamp`.
  expect(readStamps()[packageVersion()]).toBe(runtimeFingerprint());
});
