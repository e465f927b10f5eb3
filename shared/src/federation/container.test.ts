// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asSharedModule,
  createContainer,
  FEDERATION_GLOBAL,
  pickShared,
  type SharedModule,
  type ShareRequirement,
  type ShareScope,
  satisfies,
} from './container';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FEDERATION_GLOBAL];
});

/** The copies each container picked, as its CommonJS proxies read them. */
const registry = () =>
  (globalThis as Record<string, unknown>)[FEDERATION_GLOBAL] as Record<string, Record<string, SharedModule>>;

const provider = (version: string, from: string) => ({
  version,
  from,
  module: asSharedModule({ version, from }),
});

const requirement = (props: Partial<ShareRequirement> & { name: string }): ShareRequirement => ({
  version: '1.0.0',
  requiredVersion: '^1.0.0',
  singleton: false,
  own: vi.fn(async () => ({ own: props.name })),
  ...props,
});

describe('satisfies', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['v19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.3.0', '19.3.1', false],
    ['20.3.1', '19.3.1', false],
  ])('an exact range: %s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it.each(['0.0.1', '1.2.3', '19.3.1', '100.0.0'])(
    '* and an empty range accept any version: %s',
    (version) => {
      expect(satisfies(version, '*')).toBe(true);
      expect(satisfies(version, ' ')).toBe(true);
    },
  );

  it.each([
    // The major stays the same from 1.0.0 up.
    ['1.2.3', '^1.2.3', true],
    ['1.2.4', '^1.2.3', true],
    ['1.9.0', '^1.2.3', true],
    ['1.2.2', '^1.2.3', false],
    ['1.1.9', '^1.2.3', false],
    ['2.0.0', '^1.2.3', false],
    ['0.9.9', '^1.2.3', false],
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    // 0.x: the minor stays the same.
    ['0.2.3', '^0.2.3', true],
    ['0.2.9', '^0.2.3', true],
    ['0.2.2', '^0.2.3', false],
    ['0.3.0', '^0.2.3', false],
    ['1.2.3', '^0.2.3', false],
    // 0.0.x: only that patch.
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['0.1.3', '^0.0.3', false],
    ['0.0.2', '^0.0.3', false],
  ])('a caret range: %s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it.each([
    ['1.2.3', '~1.2.3', true],
    ['1.2.9', '~1.2.3', true],
    ['1.2.2', '~1.2.3', false],
    ['1.3.0', '~1.2.3', false],
    ['2.2.3', '~1.2.3', false],
    ['0.2.5', '~0.2.3', true],
    ['0.3.0', '~0.2.3', false],
  ])('a tilde range: %s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it.each([
    // A prerelease below the range is out of it.
    ['19.3.1-rc.1', '^19.3.2'],
    ['1.2.3-beta.1', '~1.2.4'],
    ['1.2.3-beta.1', '1.2.4'],
    // A version that is no version.
    ['', '*'],
    ['latest', '*'],
    ['garbage', '^1.0.0'],
    ['x.1.2', '~1.2.3'],
    // Ranges other than exact, *, caret and tilde are not satisfied.
    ['1.2.3', 'latest'],
    ['1.2.3', '>=1.0.0'],
    ['1.2.3', '^garbage'],
    ['1.2.3', '~'],
  ])('%s in %s is false', (version, range) => {
    expect(satisfies(version, range)).toBe(false);
  });
});

describe('pickShared', () => {
  it('picks the highest provided version in range, whatever the order the copies came in', async () => {
    const scope: ShareScope = {
      react: [
        provider('19.3.1', 'shell'),
        provider('19.5.0', 'courses'),
        provider('20.0.0', 'knowledge'),
        provider('19.4.2', 'company'),
        provider('18.3.1', 'account'),
      ],
    };
    const share = requirement({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      singleton: true,
    });
    const module = await pickShared(scope, 'remote', share);
    expect(module).toBe(scope.react?.[1]?.module);
    expect(share.own).not.toHaveBeenCalled();
    expect(scope.react).toHaveLength(5);
  });

  it("loads a non-singleton's own copy when none is in range, and offers it to the remotes after it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = provider('1.0.0', 'shell');
    const scope: ShareScope = { '@quantethic/shared': [shell] };
    const own = { greet: () => 'hello', default: 'shared' };
    const first = requirement({
      name: '@quantethic/shared',
      version: '2.1.0',
      requiredVersion: '^2.0.0',
      own: vi.fn(async () => own),
    });

    const module = await pickShared(scope, 'courses', first);
    expect(first.own).toHaveBeenCalledTimes(1);
    expect(module).toEqual({ ...own, __esModule: true });
    expect(scope['@quantethic/shared']).toEqual([shell, { version: '2.1.0', from: 'courses', module }]);

    const next = requirement({ name: '@quantethic/shared', version: '2.0.3', requiredVersion: '^2.0.0' });
    expect(await pickShared(scope, 'knowledge', next)).toBe(module);
    expect(next.own).not.toHaveBeenCalled();
    // A remote whose range the shell's copy satisfies still takes the shell's.
    const old = requirement({ name: '@quantethic/shared', version: '1.0.0', requiredVersion: '^1.0.0' });
    expect(await pickShared(scope, 'company', old)).toBe(shell.module);
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads its own copy of a module the page does not have, singleton or not', async () => {
    const scope: ShareScope = {};
    const share = requirement({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      singleton: true,
    });
    const module = await pickShared(scope, 'courses', share);
    expect(module).toEqual({ own: 'react', __esModule: true });
    expect(scope.react).toEqual([{ version: '19.3.1', from: 'courses', module }]);
  });

  it("uses the page's copy of a singleton out of range, with a warning, and never loads its own", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = provider('18.3.1', 'shell');
    const scope: ShareScope = { react: [shell] };
    const share = requirement({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      singleton: true,
    });

    expect(await pickShared(scope, 'courses', share)).toBe(shell.module);
    expect(share.own).not.toHaveBeenCalled();
    expect(scope.react).toEqual([shell]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/courses needs react@\^19\.3\.1; the page has 18\.3\.1/);
  });

  it('does not warn about a singleton in range', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = provider('19.3.1', 'shell');
    const share = requirement({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      singleton: true,
    });
    expect(await pickShared({ react: [shell] }, 'courses', share)).toBe(shell.module);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps every own copy offered when two remotes load theirs at the same time', async () => {
    // The copy knowledge offers while courses is still loading its own must stay offered: a remote
    // after them whose range only knowledge's copy satisfies would otherwise load a third copy.
    const scope: ShareScope = { lib: [provider('1.0.0', 'shell')] };
    let releaseCourses = () => {};
    const courses = requirement({
      name: 'lib',
      version: '2.0.0',
      requiredVersion: '^2.0.0',
      own: () => new Promise((resolve) => (releaseCourses = () => resolve({ from: 'courses' }))),
    });
    const knowledge = requirement({ name: 'lib', version: '3.0.0', requiredVersion: '^3.0.0' });

    const coursesPick = pickShared(scope, 'courses', courses);
    await pickShared(scope, 'knowledge', knowledge);
    releaseCourses();
    await coursesPick;

    expect(scope.lib?.map((entry) => `${entry.from}@${entry.version}`)).toEqual([
      'shell@1.0.0',
      'knowledge@3.0.0',
      'courses@2.0.0',
    ]);
  });
});

describe('createContainer', () => {
  it('rejects a module it does not expose, naming the remote and the module', async () => {
    const container = createContainer({
      name: 'courses',
      exposes: { './app': async () => ({}) },
      shares: [],
    });
    container.init({});
    await expect(container.get('./nope')).rejects.toThrow('[federation] courses does not expose "./nope".');
    await expect(container.get('app')).rejects.toThrow(/courses does not expose "app"/);
  });

  it('picks every share once, in order, before it imports the exposed module; the factory returns it', async () => {
    const log: string[] = [];
    const picked = () => registry()['order-remote'] ?? {};
    const widget = { title: 'widget' };
    const container = createContainer({
      name: 'order-remote',
      exposes: {
        './widget': async () => {
          log.push('widget');
          return widget;
        },
        './app': async () => {
          log.push('app');
          return {};
        },
      },
      shares: [
        // The page's copy.
        requirement({ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }),
        // Own copies (the page has none): each one's code reads, through its proxies, the copies
        // picked before it.
        requirement({
          name: 'react/jsx-runtime',
          version: '19.3.1',
          requiredVersion: '^19.3.1',
          singleton: true,
          own: vi.fn(async () => {
            log.push(`own jsx-runtime sees react from ${picked().react?.from}`);
            return { runtime: 'own' };
          }),
        }),
        requirement({
          name: 'react-dom',
          version: '19.3.1',
          requiredVersion: '^19.3.1',
          singleton: true,
          own: vi.fn(async () => {
            log.push(
              `own react-dom sees react from ${picked().react?.from}, jsx-runtime ${picked()['react/jsx-runtime']?.runtime}`,
            );
            return { createRoot: () => null };
          }),
        }),
      ],
    });
    container.init({ react: [provider('19.3.1', 'shell')] });

    const [widgetFactory, appFactory] = await Promise.all([
      container.get('./widget'),
      container.get('./app'),
    ]);
    expect(log.slice(0, 2)).toEqual([
      'own jsx-runtime sees react from shell',
      'own react-dom sees react from shell, jsx-runtime own',
    ]);
    expect(log.slice(2).sort()).toEqual(['app', 'widget']);
    expect(widgetFactory()).toBe(widget);
    expect(appFactory()).toEqual({});

    await container.get('./widget');
    expect(log.filter((entry) => entry.startsWith('own'))).toHaveLength(2);
    expect(log.filter((entry) => entry === 'widget')).toHaveLength(2);
  });

  it('puts the copies it picked where its proxies read them: globalThis[FEDERATION_GLOBAL][name][specifier]', async () => {
    const react = provider('19.3.1', 'shell');
    const jsxRuntime = provider('19.3.1', 'shell');
    const shared = provider('1.0.0', 'shell');
    const own = { bus: 'own bus' };
    const container = createContainer({
      name: 'registry-remote',
      exposes: { './app': async () => ({}) },
      shares: [
        requirement({ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }),
        requirement({
          name: 'react/jsx-runtime',
          version: '19.3.1',
          requiredVersion: '^19.3.1',
          singleton: true,
        }),
        requirement({
          name: '@quantethic/shared',
          version: '1.2.0',
          requiredVersion: '^1.2.0',
          own: async () => own,
        }),
      ],
    });
    const other = createContainer({ name: 'other-remote', exposes: {}, shares: [] });
    const scope: ShareScope = {
      react: [react],
      'react/jsx-runtime': [jsxRuntime],
      '@quantethic/shared': [shared],
    };
    container.init(scope);
    other.init(scope);
    await container.get('./app');

    expect(registry()['registry-remote']).toEqual({
      react: react.module,
      'react/jsx-runtime': jsxRuntime.module,
      '@quantethic/shared': { ...own, __esModule: true },
    });
    expect(registry()['registry-remote']?.react).toBe(react.module);
    expect(registry()['other-remote']).toEqual({});
    // The own copy is offered to the remotes after it.
    expect(scope['@quantethic/shared']?.[1]?.from).toBe('registry-remote');
  });

  it('rejects get when an own copy fails to load, and the next get tries again', async () => {
    const own = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValueOnce({ version: 'own' });
    const app = vi.fn(async () => ({ App: 'app' }));
    const container = createContainer({
      name: 'retry-remote',
      exposes: { './app': app },
      shares: [requirement({ name: 'lib', version: '2.0.0', requiredVersion: '^2.0.0', own })],
    });
    container.init({});

    await expect(container.get('./app')).rejects.toThrow('chunk failed to load');
    expect(app).not.toHaveBeenCalled();

    const factory = await container.get('./app');
    expect(factory()).toEqual({ App: 'app' });
    expect(own).toHaveBeenCalledTimes(2);
    expect(registry()['retry-remote']?.lib).toEqual({ version: 'own', __esModule: true });
  });

  it('rejects get when the exposed module fails to load, and the next get imports it again', async () => {
    const app = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('app chunk failed'))
      .mockResolvedValueOnce({ App: 'app' });
    const share = requirement({ name: 'lib', version: '2.0.0', requiredVersion: '^2.0.0' });
    const container = createContainer({ name: 'retry-app', exposes: { './app': app }, shares: [share] });
    container.init({});
    await expect(container.get('./app')).rejects.toThrow('app chunk failed');
    expect((await container.get('./app'))()).toEqual({ App: 'app' });
    // The shares were picked once: the failure was the module's, not theirs.
    expect(share.own).toHaveBeenCalledTimes(1);
  });
});
