import { describe, expect, it } from 'vitest';
import { charsPerSource, chunkLabel, formatLongTasks, packageOfSource } from './first-load-js.mjs';

describe('first-load JS attribution (npm run bench:js)', () => {
  it('counts the generated characters of each source from a sourcemap', () => {
    // Line 0: columns 0-4 from source 0, 5-9 from source 1; line 1: columns 0-end from source 0.
    // Segments: "AAAA" = [0,0,0,0]; "KCAA" = [+5,+1,0,0]; next line "ADAA" = [0,-1,0,0].
    const counts = charsPerSource('AAAA,KCAA;ADAA', [10, 7]);
    expect(counts.get(0)).toBe(5 + 7);
    expect(counts.get(1)).toBe(5);
  });

  it('names the package of a source path', () => {
    expect(
      packageOfSource(
        '../../node_modules/.pnpm/@sanity+client@8.15.0/node_modules/@sanity/client/dist/index.browser.js',
      ),
    ).toBe('@sanity/client');
    expect(packageOfSource('../../node_modules/.pnpm/rxjs@7.8.2/node_modules/rxjs/dist/esm/index.js')).toBe(
      'rxjs',
    );
    expect(packageOfSource('../../../kit/src/content/use-content.ts')).toBe('kit/content');
    expect(packageOfSource('../../src/features/hub/hub-page.tsx')).toBe('src/features/hub');
    expect(packageOfSource('../../src/app.tsx')).toBe('src/app.tsx');
  });

  it("reads the federation's virtual chunk names", () => {
    expect(
      chunkLabel(
        '_virtual_mf___mfe_internal__shell__mf_owner__118108911744118__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js-CmoZRh_H.js',
      ),
    ).toBe('share proxy react-dom/client');
    expect(
      chunkLabel(
        '_virtual_mf___mfe_internal__knowledge__mf_owner__87957954140537__prebuild___mf_0_sanity_mf_1_image_mf_2_url__prebuild__-D5gLPF6L.js',
      ),
    ).toBe('shared @sanity/image-url');
    expect(chunkLabel('app-CDyb__fQ.js')).toBe('app');
  });

  it('lists the tasks over 50 ms', () => {
    expect(formatLongTasks([], 4)).toBe('no task over 50 ms (4x CPU)');
    expect(
      formatLongTasks(
        [
          { startMs: 800, durationMs: 70 },
          { startMs: 1000, durationMs: 55 },
        ],
        4,
      ),
    ).toBe('2 task(s) over 50 ms (4x CPU), 125 ms in all: 70 ms at 800, 55 ms at 1000');
  });
});
