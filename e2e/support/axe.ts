import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Page } from './test';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION: string = require('axe-core/package.json').version;

/**
 * Puts axe into a frame unless this document already has this version of it. Cross-origin frames
 * (embeds) get it too, as @axe-core/playwright's legacy mode does; axe talks only to same-origin
 * frames (`allowedOrigins`), so an embed's content is the provider's, and its `<iframe>` is
 * checked in the page. A child frame that does not answer within a second is left out; the page
 * itself is waited for, however busy the machine.
 */
async function injectAxe(frame: Frame) {
  const inject = async () => {
    const present = await frame.evaluate(
      (version) => (window as unknown as { axe?: { version: string } }).axe?.version === version,
      AXE_VERSION,
    );
    if (present) return;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.configure({
        allowedOrigins: ['<same_origin>'],
      }),
    );
  };
  if (frame === frame.page().mainFrame()) return inject();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1_000);
  });
  await Promise.race([inject().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * Fails with every axe violation on the open page (or in the part `include` selects), each as
 * `rule: targets`, once the page's fonts are there (colours and sizes are measured settled).
 *
 * axe runs in the page itself, with axe-core's default rules, and the page sends back only its
 * violations, already named. axe is put into a document once: the checks of one page in four
 * themes (support/themes.ts) reuse it. Each check used to take 0.8–1.4 s through
 * @axe-core/playwright, which injects axe twice per check and returns every result of every rule
 * (passes included, with each node's markup); this takes 0.25–0.45 s (decision 0007). Its default
 * mode also opened a blank page for every check to combine cross-origin frames' results: the site's
 * only cross-origin frames are embeds (a video, a document, slides).
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  await page.evaluate(() => document.fonts.ready);
  for (const frame of page.frames()) await injectAxe(frame);
  const outcome = await page.evaluate(
    async ({ include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context: ElementContext = include ? { include: [include] } : document;
      const options: RunOptions = { resultTypes: ['violations'] };
      try {
        const results: AxeResults = await axe.run(context, options);
        return {
          violations: results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { include },
  );
  if ('error' in outcome) throw new Error(`axe could not check the page: ${outcome.error}`);
  expect(outcome.violations).toEqual([]);
}
