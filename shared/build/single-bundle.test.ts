// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposedFiles, parseRemoteConfig, readRemotes, singleRemotesModule } from './single-bundle.ts';

const ROOT = path.resolve(__dirname, '../..');

describe('the single bundle reads what each remote exposes', () => {
  it("takes the name and the exposes of a remote's vite.config.ts", () => {
    const source = `remoteViteConfig({ name: 'courses', mode, share: ['@sanity/client'],
      exposes: { './app': './src/app.tsx', "./featured-course": "./src/widgets/featured-course.tsx" } })`;
    expect(parseRemoteConfig(source, '/repo/mfe-courses')).toEqual({
      name: 'courses',
      exposes: {
        app: '/repo/mfe-courses/src/app.tsx',
        'featured-course': '/repo/mfe-courses/src/widgets/featured-course.tsx',
      },
    });
  });

  it('refuses a config it cannot read rather than leaving a remote out', () => {
    expect(() => parseRemoteConfig('export default remoteViteConfig(options)', '/repo/mfe-x')).toThrow(
      /no remote name and exposes/,
    );
    expect(() => parseRemoteConfig("name: 'x', exposes: {}", '/repo/mfe-x')).toThrow(/lists no module/);
  });

  it("finds every remote of the repository with each exposed module's file", () => {
    const remotes = readRemotes(ROOT);
    expect(remotes.map((r) => r.name)).toEqual(['account', 'company', 'courses', 'knowledge']);
    for (const remote of remotes) expect(Object.keys(remote.exposes)).toContain('app');
  });

  it('links each exposed module as a dynamic import', () => {
    const source = singleRemotesModule([
      { name: 'courses', exposes: { app: '/repo/mfe-courses/src/app.tsx' } },
    ]);
    expect(source).toContain('"courses/app": () => import("/repo/mfe-courses/src/app.tsx")');
  });
});

describe("an exposed module's files in the single bundle", () => {
  const chunk = (fileName: string, props: Record<string, unknown> = {}) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set<string>() },
    ...props,
  });

  it('lists its chunk, the chunks it imports and their CSS, not what the entry already loads', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/app.js': chunk('assets/app.js', {
        facadeModuleId: '/repo/mfe-courses/src/app.tsx',
        imports: ['assets/react.js', 'assets/ui.js'],
        viteMetadata: { importedCss: new Set(['assets/app.css']) },
      }),
      'assets/ui.js': chunk('assets/ui.js', { viteMetadata: { importedCss: new Set(['assets/ui.css']) } }),
      'assets/app.css': { type: 'asset' },
    };
    const manifest = exposedFiles(
      [{ name: 'courses', exposes: { app: '/repo/mfe-courses/src/app.tsx' } }],
      bundle,
    );
    expect(manifest.remotes.courses?.app).toEqual({
      js: ['/assets/app.js', '/assets/ui.js'],
      css: ['/assets/app.css', '/assets/ui.css'],
    });
  });

  it('fails the build when an exposed module has no chunk', () => {
    expect(() =>
      exposedFiles([{ name: 'courses', exposes: { app: '/repo/mfe-courses/src/app.tsx' } }], {}),
    ).toThrow(/no chunk for courses\/app/);
  });
});
