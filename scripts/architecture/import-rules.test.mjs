import { describe, expect, it } from 'vitest';
import { check, locate, RULES, specifiersOf, violations } from './import-rules.mjs';

describe('import rules: what each rule catches', () => {
  const cases = [
    ['mfe-courses/src/features/course/course-page.tsx', '../learn/learning-view', 'feature-imports-feature'],
    ['mfe-courses/src/features/catalogue/components/panel.tsx', '../../learn/x', 'feature-imports-feature'],
    ['mfe-account/src/features/login/login-page.tsx', '../auth-messages', 'feature-imports-feature'],
    ['mfe-courses/src/features/course/course-page.test.tsx', '../../app', 'feature-imports-app'],
    ['shell/src/features/home/home-page.tsx', '../../app/site-context', 'feature-imports-app'],
    ['mfe-company/src/features/about/about.tsx', '../../widgets/testimonials', 'feature-imports-app'],
    ['mfe-courses/src/lib/progress.ts', '../features/learn/progress', 'lib-imports-up'],
    ['mfe-courses/src/lib/x.ts', '../app', 'lib-imports-up'],
    [
      'mfe-courses/src/features/learn/components/sidebar.tsx',
      '../learning-view.module.css',
      'foreign-stylesheet',
    ],
    [
      'mfe-courses/src/features/course/x.tsx',
      '../../../../mfe-company/src/lib/text',
      'remote-imports-remote',
    ],
    [
      'mfe-courses/src/features/course/x.tsx',
      '@quantethic/mfe-company/src/lib/text',
      'remote-imports-remote',
    ],
    ['mfe-knowledge/src/app.tsx', '../../shell/src/lib/site-context', 'remote-imports-shell'],
    ['shell/src/app/routes.tsx', '../../../mfe-courses/src/app', 'shell-imports-remote'],
    ['shared/src/remote/x.ts', '@quantethic/kit/content', 'shared-imports-kit'],
    ['shell/src/features/home/x.tsx', '@quantethic/kit/ui', 'shell-imports-kit'],
    ['kit/src/ui/x.tsx', '../../../shell/src/app/site-context', 'library-imports-app'],
  ];
  it.each(cases)('%s → %s breaks %s', (file, specifier, rule) => {
    expect(check(file, specifier)).toContain(rule);
  });

  const allowed = [
    ['mfe-courses/src/app.tsx', './features/learn/learning-view'],
    ['mfe-courses/src/widgets/featured-course.tsx', '../features/featured/featured'],
    ['mfe-courses/src/features/learn/components/sidebar.tsx', '../../../lib/progress'],
    ['mfe-courses/src/features/learn/components/sidebar.tsx', './sidebar.module.css'],
    ['mfe-courses/src/features/learn/learn.tsx', './components/sidebar'],
    ['mfe-courses/src/lib/progress.ts', './course'],
    ['mfe-courses/src/features/learn/x.tsx', '@quantethic/kit/ui'],
    ['mfe-courses/src/features/learn/x.tsx', '@quantethic/shared/router'],
    ['kit/src/ui/x.tsx', '@quantethic/shared'],
    ['shell/src/app/routes.tsx', '../features/home/home-page'],
  ];
  it.each(allowed)('%s → %s is allowed', (file, specifier) => {
    expect(check(file, specifier)).toEqual([]);
  });

  it('reads static, type-only, re-exported, dynamic and mocked imports, not commented ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect.css';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "vi.mock('./e', () => ({}));",
      "// import { f } from './f';",
      "/* import { g } from './g'; */",
      'import {\n  h,\n  i,\n} from "./hi";',
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../b', './side-effect.css', './c', './d', './e', './hi']);
  });

  it('places files in their package and layer', () => {
    expect(locate('mfe-courses/src/features/learn/x.tsx')).toMatchObject({
      layer: 'feature',
      feature: 'learn',
    });
    expect(locate('mfe-account/src/features/auth-messages.ts')).toMatchObject({
      layer: 'feature',
      feature: '',
    });
    expect(locate('shell/src/app/routes.tsx')).toMatchObject({ layer: 'app' });
    expect(locate('mfe-knowledge/src/app.tsx')).toMatchObject({ layer: 'app' });
    expect(locate('e2e/tests/x.ts')).toEqual({ pkg: null });
  });
});

describe('import rules: the workspace', () => {
  const found = violations();
  it.each(Object.keys(RULES))('no import breaks %s', (rule) => {
    expect(
      found.filter((v) => v.rule === rule).map((v) => `${v.file} → ${v.specifier}`),
      RULES[rule],
    ).toEqual([]);
  });
});
