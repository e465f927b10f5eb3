// @vitest-environment node
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { describe, expect, it, vi } from 'vitest';

const Section = () => null;

describe('the single-bundle remote loader', () => {
  it('exports what the federated loader exports (the single build swaps one for the other)', async () => {
    const federated = await import('./remote-loader');
    const single = await import('./remote-loader.single');
    const names = (module: object) => Object.keys(module).filter((name) => name !== 'setLinkedModules');
    expect(names(single).sort()).toEqual(Object.keys(federated).sort());
    const error = new single.RemoteLoadError('courses', 'unavailable', 'down');
    expect(error).toMatchObject({ name: 'RemoteLoadError', remote: 'courses', reason: 'unavailable' });
  });

  it('loads a linked module with a dynamic import and checks it against the contract', async () => {
    const { loadRemoteModule, setLinkedModules, getRemotesManifest } = await import('./remote-loader.single');
    setLinkedModules({
      'courses/app': async () => ({ contractVersion: CONTRACT_VERSION, default: Section }),
      'courses/old': async () => ({ contractVersion: '0.1.0', default: Section }),
      'courses/broken': async () => ({ nothing: true }),
      'knowledge/app': () => Promise.reject(new Error('chunk failed')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadRemoteModule('courses', 'app')).resolves.toMatchObject({ default: Section });
    await expect(loadRemoteModule('courses', 'old')).rejects.toMatchObject({ reason: 'incompatible' });
    await expect(loadRemoteModule('courses', 'broken')).rejects.toMatchObject({ reason: 'invalid' });
    await expect(loadRemoteModule('knowledge', 'app')).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(loadRemoteModule('company', 'app')).rejects.toMatchObject({ reason: 'config' });
    await expect(getRemotesManifest()).resolves.toEqual({ courses: 'linked', knowledge: 'linked' });
  });
});
