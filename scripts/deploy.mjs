#!/usr/bin/env node
// Deploys production builds into a deployment folder served by nginx, atomically.
//
//   node scripts/deploy.mjs all [--profile start|test] [--config config.json] [--remotes remotes.json]
//   node scripts/deploy.mjs package <shell|courses|knowledge|company|account> [--from <build folder>]
//   node scripts/deploy.mjs repoint <remote>=<mf-manifest.json URL>
//   node scripts/deploy.mjs rollback-remotes
//   node scripts/deploy.mjs pages                      regenerate the pages (prerendered sections: new content)
//   node scripts/deploy.mjs serve [--profile start]      run nginx in the foreground for the deployment
//   node scripts/deploy.mjs firebase --out <folder> [--project <id>] [--site-prefix <prefix>]
//                                   a Firebase Hosting project (one site per package) from the deployment
// Common: --target <folder> (default .deploy/<profile>). Changes to a running deployment are applied
// with a graceful nginx reload; a remote redeploy never touches the shell's files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  currentReleases,
  openDeployment,
  PACKAGES,
  readJson,
  regenerate,
  releasePackage,
  reloadNginx,
  rollbackRemotes,
  startNginx,
  writeRuntimeConfig,
} from './deploy/deployment.mjs';
import { writeFirebaseProject } from './deploy/firebase.mjs';
import { PROFILES } from './lib/ports.mjs';
import { distOf, localConfig, localRemotes, ROOT } from './lib/site.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    profile: { type: 'string', default: 'start' },
    target: { type: 'string' },
    from: { type: 'string' },
    config: { type: 'string' },
    remotes: { type: 'string' },
    out: { type: 'string' },
    project: { type: 'string', default: 'quantethic' },
    'site-prefix': { type: 'string', default: 'quantethic' },
  },
});
const [command, argument] = positionals;
const ports = PROFILES[values.profile];
if (!ports) throw new Error(`Unknown profile ${values.profile}`);
const target = path.resolve(values.target ?? path.join(ROOT, '.deploy', values.profile));
const buildFolder = (name) => distOf(name === 'shell' ? 'shell' : `mfe-${name}`);

/** Applies to a running nginx when there is one. */
async function apply(deployment) {
  await regenerate(deployment);
  try {
    await reloadNginx(deployment);
    console.log('nginx reloaded');
  } catch {
    console.log('nginx is not running for this deployment; start it with `node scripts/deploy.mjs serve`');
  }
}

switch (command) {
  case 'all': {
    const deployment = await openDeployment(target, { ports });
    for (const name of PACKAGES)
      console.log(`released ${name}: ${await releasePackage(deployment, name, buildFolder(name))}`);
    await writeRuntimeConfig(deployment, {
      remotes: values.remotes ? JSON.parse(readFileSync(values.remotes, 'utf8')) : localRemotes(ports),
      config: values.config ? JSON.parse(readFileSync(values.config, 'utf8')) : localConfig(ports),
    });
    await apply(deployment);
    break;
  }
  case 'package': {
    if (!PACKAGES.includes(argument)) throw new Error(`package must be one of ${PACKAGES.join(', ')}`);
    const deployment = await openDeployment(target);
    console.log(
      `released ${argument}: ${await releasePackage(deployment, argument, values.from ?? buildFolder(argument))}`,
    );
    await apply(deployment);
    break;
  }
  case 'repoint': {
    const [remote, url] = String(argument ?? '').split('=');
    if (!remote || !url) throw new Error('usage: repoint <remote>=<mf-manifest.json URL>');
    const deployment = await openDeployment(target);
    const remotes = (await readJson(path.join(deployment.dir, 'config', 'remotes.json'))) ?? {};
    await writeRuntimeConfig(deployment, { remotes: { ...remotes, [remote]: url } });
    await apply(deployment);
    console.log(`${remote} → ${url}`);
    break;
  }
  case 'pages': {
    // Re-renders the pages (e.g. after a content release, for the prerendered sections).
    const deployment = await openDeployment(target);
    await apply(deployment);
    break;
  }
  case 'rollback-remotes': {
    const deployment = await openDeployment(target);
    console.log(JSON.stringify(await rollbackRemotes(deployment), null, 2));
    await apply(deployment);
    break;
  }
  case 'firebase': {
    if (!values.out) throw new Error('usage: firebase --out <folder>');
    const deployment = await openDeployment(target);
    const { pages, published, headers } = await regenerate(deployment);
    const releases = await currentReleases(deployment);
    const pagesDir = path.join(deployment.dir, 'config', 'pages');
    const html = Object.fromEntries(
      pages.map((file) => [file, readFileSync(path.join(pagesDir, file), 'utf8')]),
    );
    const out = path.resolve(values.out);
    await writeFirebaseProject(out, {
      releases,
      pages: html,
      published,
      remotesJson: await readJson(path.join(deployment.dir, 'config', 'remotes.json')),
      configJson: await readJson(path.join(deployment.dir, 'config', 'config.json')),
      sections: (await readJson(path.join(releases.shell, 'sections.json'))) ?? {},
      headers,
      project: values.project,
      sitePrefix: values['site-prefix'],
    });
    console.log(
      `Firebase Hosting project written to ${out} (deploy with: cd ${out} && firebase deploy --only hosting)`,
    );
    break;
  }
  case 'serve': {
    const deployment = await openDeployment(target);
    await regenerate(deployment);
    const nginx = await startNginx(deployment);
    console.log(`nginx serving ${target} — site http://localhost:${deployment.ports.shell} (Ctrl-C stops)`);
    const stop = () => nginx.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    break;
  }
  default:
    console.log(
      readFileSync(new URL(import.meta.url), 'utf8')
        .split('\n')
        .slice(1)
        .filter((_, index, lines) => lines.slice(0, index + 1).every((line) => line.startsWith('//')))
        .join('\n')
        .replace(/^\/\/ ?/gm, ''),
    );
    process.exitCode = command ? 1 : 0;
}
