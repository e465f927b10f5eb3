// The local backends the site runs against, on the ports of a profile: the Sanity-compatible
// content API, the forms service and the Firebase Auth emulator (with the demo account).
import path from 'node:path';
import { DEMO_ACCOUNT, startAuthEmulator } from '../../emulators/auth/emulator.mjs';
import { startContentApi } from '../../emulators/content-api/server.mjs';
import { startFormsServer } from '../../emulators/forms/server.mjs';
import { LOCAL_WEBHOOK_SECRET, WEBHOOK_PATH } from '../deploy/webhook.mjs';
import { ROOT } from './site.mjs';

export { DEMO_ACCOUNT };

export const DATA_DIR = path.join(ROOT, 'emulators/.data');

/**
 * @param {Record<string, number>} ports a profile from ports.mjs
 * @param {{ profile?: string, log?: (line: string) => void, otherSitePorts?: number[] }} [options]
 *   otherSitePorts: the shell ports of other sites on the same backends (the benchmark's
 *   single-bundle baseline), whose pages the forms service also answers
 */
export async function startServices(ports, { profile = 'start', log = () => {}, otherSitePorts = [] } = {}) {
  const started = performance.now();
  const siteOrigins = [ports.shell, ...otherSitePorts].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const running = [];
  try {
    // An edit to the dataset file reaches the site's served pages like a Sanity publish does: the
    // content API sends the signed webhook to the site's refresh service (nginx deployments).
    const webhook = `http://localhost:${ports.shell}${WEBHOOK_PATH}`;
    const content = await startContentApi({
      port: ports.content,
      watch: true,
      webhooks: [{ url: webhook, secret: LOCAL_WEBHOOK_SECRET }],
      log,
    });
    running.push(content);
    log(`content API   ${content.url} (${content.documents.length} documents; dataset edits → ${webhook})`);
    const forms = await startFormsServer({
      port: ports.forms,
      storeFile: path.join(DATA_DIR, `submissions.${profile}-${ports.forms}.ndjson`),
      allowedOrigins: siteOrigins,
    });
    running.push(forms);
    log(`forms         ${forms.url} (recording to ${path.relative(ROOT, forms.store.file)})`);
    const auth = await startAuthEmulator({
      port: ports.auth,
      hubPort: ports.authHub,
      loggingPort: ports.authLogging,
      workDir: path.join(DATA_DIR, `firebase-${profile}`),
    });
    running.push(auth);
    log(`auth emulator ${auth.url} (demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password})`);
    log(`services ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      content,
      forms,
      auth,
      close: () => Promise.all(running.map((service) => service.close())),
    };
  } catch (error) {
    await Promise.all(running.map((service) => service.close()));
    throw error;
  }
}
