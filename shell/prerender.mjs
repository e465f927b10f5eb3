#!/usr/bin/env node
// After `vite build` and `vite build --mode prerender`: renders the shell to static HTML, which
// the browser hydrates. Writes into the build:
//   dist/index.html — '/' (layout, hero, stats, each home widget's loading state)
//   dist/app.html   — any section route (layout around a loading state)
//   dist/404.html   — unknown paths (served with status 404)
//   dist/ar/{index,app,404}.html — the same pages in the Arabic edition (/ar, /ar/…), right to left
//   dist/server/page.html — the same page with an empty #root: the template the deploy renders
//     the served pages into, with the runtime config and the home widgets, using the shell's
//     prerender module dist/server/prerender.mjs (scripts/deploy/pages.mjs, renderShellPages).
// The pages here, rendered without the runtime config, are the fallback when the deploy cannot.
// The shell's stylesheet is inlined into each page: it is small (about 6 KB compressed) and the
// only render-blocking request, so the first paint no longer waits for it. The app's scripts start
// right after that first paint, or earlier on a page slow to paint (deferAppScripts below): the
// prerendered page is complete without them, and ~100 KB of JavaScript does not compete with the
// page's HTML and font for the first paint on a fast connection.
import { statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Marks a preload of one edition's texts (shared/build/page-plugins.ts, LOCALE_PRELOAD_ATTRIBUTE). */
export const LOCALE_PRELOAD_ATTRIBUTE = 'data-qe-locale';
// The build folder: dist/, or the one named on the command line (the single-bundle baseline's
// dist-single/, see vite.single.config.ts).
const dist = path.join(here, process.argv[2] ?? 'dist');
/** The shell's prerender module (kept in the build for the deploy) and the page template. */
export const SHELL_PRERENDER_MODULE = 'server/prerender.mjs';
export const SHELL_PAGE_TEMPLATE = 'server/page.html';

/** Replaces each `<link rel="stylesheet" href="/assets/….css">` with the stylesheet itself. */
async function inlineStylesheets(html) {
  let result = html;
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(dist, match[1]), 'utf8');
    // `</` cannot appear in CSS that matters, but never let it close the element early.
    result = result.replace(match[0], `<style>${css.replaceAll('</', '<\\/')}</style>`);
  }
  return result;
}

/** How long the shell's file has the connection to itself before the section's files follow. */
export const SHELL_HEAD_START_MS = 350;

/**
 * A page not painted this long after its navigation began is on a slow connection or device: the
 * boot script fetches the app's files while the page is still being parsed and painted (measured
 * against the time to the first interactive section, `npm run bench`). On a fast one the page has
 * painted long before, and the files follow the paint.
 */
export const SLOW_PAGE_MS = 400;

/** A parsed page that reports no paint (a background tab) runs the app this long after anyway. */
export const UNPAINTED_START_MS = 1000;

/**
 * Takes the entry `<script type="module">` and its `<link rel="modulepreload">`s out of the page
 * and adds a small inline script, first in the body (the head, with the deploy's hints, is parsed
 * by then), that fetches the same files and runs the app:
 * - **Fetching** starts once the browser reports the first contentful paint (its paint timing, or
 *   the next animation frame in a browser without it), so on a fast page the ~100 KB of
 *   JavaScript never competes with the page's HTML and font for that paint; or
 *   SLOW_PAGE_MS after the navigation began, whichever comes first. On a slow connection or
 *   device, waiting for the paint leaves the connection idle while the page is parsed and laid
 *   out, and the page goes live that much later.
 * - **The app runs** (the module script is added) once the page is both parsed and painted, or
 *   UNPAINTED_START_MS after it was parsed (a background tab paints nothing). A module script runs
 *   as soon as it has arrived, and must not hydrate a page that is not complete.
 * Its hash is allowed by the Content-Security-Policy (scripts/deploy/csp.mjs hashes every inline
 * script of the pages).
 * The largest files are requested first: over HTTP/1.1 a browser opens at most six connections
 * to a host, and a large file queued behind small ones would hold the page's start back.
 * The section's own files (the deploy's hints with a full URL: the remote's manifest, chunks and
 * stylesheets; the site's own hints are paths) get requested once the shell's file has arrived,
 * or SHELL_HEAD_START_MS after it was requested, whichever comes first. On a slow connection the
 * shell's file, the largest and needed first, would otherwise share the bandwidth with a dozen
 * small ones and arrive last; with a head start it is evaluated while theirs arrive. On a fast
 * one it has arrived long before: theirs follow at once.
 * @param {string} html
 * @param {(href: string) => number} [sizeOf] a file's size in bytes
 */
export function deferAppScripts(html, sizeOf = () => 0) {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g)];
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  let result = html.replace(entry[0], '');
  for (const match of preloads) result = result.replace(match[0], '');
  // An edition's texts (`data-qe-locale`, shared/build/page-plugins.ts): only on that edition's pages.
  const texts = {};
  const hrefs = [];
  for (const [tag, href] of preloads) {
    const locale = new RegExp(`${LOCALE_PRELOAD_ATTRIBUTE}="([^"]+)"`).exec(tag)?.[1];
    if (locale) texts[locale] = [...(texts[locale] ?? []), href];
    else hrefs.push(href);
  }
  const files = JSON.stringify(hrefs.toSorted((a, b) => sizeOf(b) - sizeOf(a)));
  // The page's edition is its `<html lang>` (the served pages are rendered in it).
  const textFiles = Object.keys(texts).length
    ? `for(const href of ${JSON.stringify(texts)}[d.documentElement.lang]||[])add('link',{rel:'modulepreload',href});`
    : '';
  // Deploy-time hints (scripts/deploy/pages.mjs): the runtime config's first, with the shell's files;
  // the section's remote after the shell's head start.
  const src = JSON.stringify(entry[1]);
  const boot = `<script>(()=>{const d=document;let fetched=false,painted=false,started=false;const add=(tag,props)=>d.head.append(Object.assign(d.createElement(tag),{crossOrigin:'',...props}));const fetchFiles=()=>{if(fetched)return;fetched=true;let hints=[];try{hints=JSON.parse(d.getElementById('qe-hints')?.textContent||'[]')}catch{}const section=hints.filter((hint)=>/^https?:/.test(hint.href));for(const hint of hints)if(!section.includes(hint))add('link',hint);let sent=false;const send=()=>{if(sent)return;sent=true;for(const hint of section)add('link',hint)};for(const href of ${files})add('link',{rel:'modulepreload',href});add('link',{rel:'modulepreload',href:${src},onload:send,onerror:send});${textFiles}setTimeout(send,${SHELL_HEAD_START_MS})};const start=()=>{if(started||!painted||d.readyState==='loading')return;started=true;fetchFiles();add('script',{type:'module',src:${src}})};const paint=()=>{painted=true;fetchFiles();start()};const P=window.PerformanceObserver;if(P?.supportedEntryTypes?.includes('paint'))new P((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();paint()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(paint));const slow=${SLOW_PAGE_MS}-performance.now();if(slow>0)setTimeout(fetchFiles,slow);else fetchFiles();const parsed=()=>{start();setTimeout(()=>{painted=true;start()},${UNPAINTED_START_MS})};if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else parsed()})()</script>`;
  return result.replace(/<body[^>]*>/, (body) => `${body}${boot}`);
}

async function main() {
  const { renderShellDocument, loadLocale, ROOT_TAG } = await import(
    pathToFileURL(path.join(dist, SHELL_PRERENDER_MODULE)).href
  );
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
  const sizeOf = (href) => statSync(path.join(dist, href)).size;
  const page = deferAppScripts(await inlineStylesheets(template), sizeOf);
  await writeFile(path.join(dist, SHELL_PAGE_TEMPLATE), page);
  for (const locale of ['en', 'ar']) {
    await loadLocale(locale);
    const folder = locale === 'en' ? dist : path.join(dist, locale);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), renderShellDocument(page, 'home', { locale }));
    await writeFile(path.join(folder, 'app.html'), renderShellDocument(page, 'section', { locale }));
    await writeFile(path.join(folder, '404.html'), renderShellDocument(page, 'notFound', { locale }));
  }
  console.log('prerendered dist/{,ar/}index.html, app.html, 404.html and the template dist/server/page.html');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
