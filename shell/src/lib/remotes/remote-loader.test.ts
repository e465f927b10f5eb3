import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./federation-host', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const MANIFEST = {
  courses: '/remotes/courses/mf-manifest.json',
  knowledge: 'https://cdn.example.com/knowledge/remoteEntry.js',
};

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const notFound = () => ({ ok: false, status: 404, json: async () => ({}) }) as Response;

const validModule = (contractVersion = '1.0.0') => ({ contractVersion, default: () => null });

let fetchMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

/** A fresh copy of the loader (its manifest cache lives at module level) and of the mocked runtime. */
async function freshLoader() {
  vi.resetModules();
  const runtime = await import('./federation-host');
  const loader = await import('./remote-loader');
  return {
    ...loader,
    loadRemote: vi.mocked(runtime.loadRemote),
    registerRemotes: vi.mocked(runtime.registerRemotes),
  };
}

beforeEach(() => {
  fetchMock = vi.fn(async () => okResponse(MANIFEST));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRemoteModule', () => {
  it('fetches /remotes.json uncached, registers every remote with an absolute entry and loads the module', async () => {
    const { loadRemoteModule, loadRemote, registerRemotes } = await freshLoader();
    const module = validModule();
    loadRemote.mockResolvedValue(module);

    await expect(loadRemoteModule('courses', 'app')).resolves.toBe(module);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'courses', entry: `${window.location.origin}/remotes/courses/mf-manifest.json` },
      { name: 'knowledge', entry: 'https://cdn.example.com/knowledge/remoteEntry.js' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('courses/app');
  });

  it('fetches the manifest only once for several loads', async () => {
    const { loadRemoteModule, loadRemote, registerRemotes } = await freshLoader();
    loadRemote.mockResolvedValue(validModule());

    await Promise.all([loadRemoteModule('courses', 'app'), loadRemoteModule('knowledge', 'app')]);
    await loadRemoteModule('courses', 'featured-course');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it("rejects with reason 'config' when /remotes.json is missing, and asks again next time", async () => {
    const { loadRemoteModule, loadRemote, RemoteLoadError } = await freshLoader();
    loadRemote.mockResolvedValue(validModule());
    fetchMock.mockResolvedValueOnce(notFound());

    const failed = loadRemoteModule('courses', 'app');
    await expect(failed).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failed).rejects.toMatchObject({
      name: 'RemoteLoadError',
      remote: 'courses',
      reason: 'config',
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'));

    await expect(loadRemoteModule('courses', 'app')).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("rejects with reason 'config' when the fetch itself fails", async () => {
    const { loadRemoteModule } = await freshLoader();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRemoteModule('courses', 'app')).rejects.toMatchObject({ reason: 'config' });
  });

  it("rejects with reason 'config' when the remote is not in the manifest", async () => {
    const { loadRemoteModule, loadRemote } = await freshLoader();
    await expect(loadRemoteModule('account', 'app')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      remote: 'account',
      reason: 'config',
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"account" is not listed'));
  });

  it('registers the valid entries of a partly invalid manifest and logs the rest', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await freshLoader();
    loadRemote.mockResolvedValue(validModule());
    fetchMock.mockResolvedValueOnce(
      okResponse({ courses: '/remotes/courses/mf-manifest.json', company: 'ftp://nope', bogus: '/x' }),
    );

    await expect(loadRemoteModule('courses', 'app')).resolves.toBeDefined();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'courses', entry: `${window.location.origin}/remotes/courses/mf-manifest.json` },
    ]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"company"'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"bogus"'));
    await expect(loadRemoteModule('company', 'app')).rejects.toMatchObject({ reason: 'config' });
  });

  it("rejects with reason 'unavailable' when the remote cannot be loaded", async () => {
    const { loadRemoteModule, loadRemote } = await freshLoader();
    const cause = new Error('ChunkLoadError');
    loadRemote.mockRejectedValue(cause);

    const failed = loadRemoteModule('knowledge', 'latest-articles');
    await expect(failed).rejects.toMatchObject({ reason: 'unavailable', remote: 'knowledge', cause });
    expect(loadRemote).toHaveBeenCalledWith('knowledge/latest-articles');
  });

  it.each([
    ['without contractVersion', { default: () => null }],
    ['without a default component', { contractVersion: '1.0.0' }],
    ['that is not an object', null],
  ])("rejects with reason 'invalid' for a module %s", async (_, module) => {
    const { loadRemoteModule, loadRemote } = await freshLoader();
    loadRemote.mockResolvedValue(module);
    await expect(loadRemoteModule('courses', 'app')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it("rejects with reason 'incompatible' for another major contract version and says why", async () => {
    const { loadRemoteModule, loadRemote } = await freshLoader();
    loadRemote.mockResolvedValue(validModule('2.0.0'));

    await expect(loadRemoteModule('courses', 'app')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      reason: 'incompatible',
    });
    const messages = consoleError.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(
      messages.some((message: string) => message.includes('2.0.0') && message.includes(CONTRACT_VERSION)),
    ).toBe(true);
  });

  it('accepts a newer minor contract version', async () => {
    const { loadRemoteModule, loadRemote } = await freshLoader();
    const module = validModule('1.4.0');
    loadRemote.mockResolvedValue(module);
    await expect(loadRemoteModule('courses', 'app')).resolves.toBe(module);
  });
});

describe('resetRemote', () => {
  it('re-registers a known remote with force so the next load fetches it again', async () => {
    const { loadRemoteModule, resetRemote, loadRemote, registerRemotes } = await freshLoader();
    loadRemote.mockResolvedValue(validModule());
    await loadRemoteModule('courses', 'app');
    registerRemotes.mockClear();

    resetRemote('courses');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'courses', entry: `${window.location.origin}/remotes/courses/mf-manifest.json` }],
      { force: true },
    );
  });

  it('does nothing for a remote that was never registered', async () => {
    const { resetRemote, registerRemotes } = await freshLoader();
    resetRemote('courses');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
