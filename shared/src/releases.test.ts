// @vitest-environment node
// A contract with every remote: federation gives a remote the page's copy of '@quantethic/shared'
// (and of its router entry) when that copy's version satisfies the remote's requirement — `^` the
// version the remote was built with (shared/build/vite-config.ts). A remote built against a new
// export therefore needs a new version to ask for: with an older shell on the page it then loads its
// own copy instead of finding the export undefined. shared/releases.json records each version and
// what it exports; this test fails when the exports change without a new release.
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import releases from '../releases.json' with { type: 'json' };
import * as main from './index';
import * as router from './router/index';

interface Release {
  version: string;
  main: string[];
  router: string[];
}

const current = { main: Object.keys(main).sort(), router: Object.keys(router).sort() };
const numbers = (version: string) => version.split('.').map(Number) as [number, number, number];
const isLater = (a: string, b: string) => {
  const [x, y] = [numbers(a), numbers(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe('@quantethic/shared releases', () => {
  const list = releases as Release[];
  const latest = list.at(-1) as Release;

  it("the package's version is the latest release", () => {
    expect(packageJson.version).toBe(latest.version);
  });

  it('the exports are those of the latest release (a new or removed export needs a new release)', () => {
    expect(
      current,
      `shared's exports changed: add a release to shared/releases.json with the next minor version (a removal: the next major) and set it in shared/package.json`,
    ).toEqual({ main: latest.main, router: latest.router });
  });

  it('each release is later than the one before, and only a major release removes an export', () => {
    for (const [index, release] of list.entries()) {
      const before = list[index - 1];
      if (!before) continue;
      expect(
        isLater(release.version, before.version),
        `${release.version} after ${before.version}`,
      ).toBeGreaterThan(0);
      if (numbers(release.version)[0] === numbers(before.version)[0]) {
        expect(release.main, `${release.version} keeps ${before.version}'s exports`).toEqual(
          expect.arrayContaining(before.main),
        );
        expect(release.router).toEqual(expect.arrayContaining(before.router));
      }
    }
  });
});
