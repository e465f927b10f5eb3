import { describe, expect, it } from 'vitest';
import { singleBundleHints, withSingleBundleHints } from './single-site.mjs';

const SITE = 'http://localhost:4660';
const federatedHints = [
  { rel: 'preload', as: 'fetch', href: '/remotes.json' },
  { rel: 'preload', as: 'fetch', href: '/config.json' },
  { rel: 'preload', as: 'fetch', href: 'http://localhost:4661/mf-manifest.json' },
  { rel: 'modulepreload', href: 'http://localhost:4661/remoteEntry.js' },
  { rel: 'modulepreload', href: 'http://localhost:4661/assets/app-x.js' },
  { rel: 'preload', as: 'style', href: 'http://localhost:4661/assets/app-x.css' },
];
const section = { js: ['/assets/app-y.js', '/assets/ui-y.js'], css: ['/assets/app-y.css'] };

describe("the single-bundle site's page hints", () => {
  it("drop the federation's files and hint the section's chunks in the bundle instead", () => {
    expect(singleBundleHints(federatedHints, section, SITE)).toEqual([
      { rel: 'preload', as: 'fetch', href: '/config.json' },
      { rel: 'modulepreload', href: '/assets/app-y.js' },
      { rel: 'modulepreload', href: '/assets/ui-y.js' },
      { rel: 'preload', as: 'style', href: '/assets/app-y.css' },
    ]);
  });

  it("rewrite a page's hints block and leave the rest of the page as it is", () => {
    const page = `<head><title>x</title><script type="application/json" id="qe-hints">${JSON.stringify(federatedHints)}</script></head><body>$&</body>`;
    const rewritten = withSingleBundleHints(page, undefined, SITE);
    expect(rewritten).toBe(
      `<head><title>x</title><script type="application/json" id="qe-hints">[{"rel":"preload","as":"fetch","href":"/config.json"}]</script></head><body>$&</body>`,
    );
    expect(withSingleBundleHints('<head></head>', section, SITE)).toBe('<head></head>');
  });
});
