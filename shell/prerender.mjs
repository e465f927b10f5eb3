#!/usr/bin/env node
// After `vite build` and `vite build --mode prerender`: renders the shell to static HTML, which
// the browser hydrates. Writes into the build:
//   dist/index.html — '/' (layout, hero, stats, widget slots)
//   dist/app.html   — any section route (layout around a loading state)
//   dist/404.html   — unknown paths (served with status 404)
// The shell's stylesheet is inlined into each page: it is small (about 6 KB compressed) and the
// only render-blocking request, so the first paint no longer waits for it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const bundle = path.join(here, '.prerender/prerender.js');
const { renderPage } = await import(pathToFileURL(bundle).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const ROOT_TAG = '<div id="root"></div>';
if (!template.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);

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

const page = await inlineStylesheets(template);
const fill = (name) => page.replace(ROOT_TAG, `<div id="root">${renderPage(name)}</div>`);
await writeFile(path.join(dist, 'index.html'), fill('home'));
await writeFile(path.join(dist, 'app.html'), fill('section'));
await writeFile(path.join(dist, '404.html'), fill('notFound'));
await rm(path.join(here, '.prerender'), { recursive: true, force: true });
console.log('prerendered dist/index.html, dist/app.html and dist/404.html');
