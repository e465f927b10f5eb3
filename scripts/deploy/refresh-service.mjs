#!/usr/bin/env node
// The page-refresh service of a deployment: the content webhook (webhook-server.mjs) wired to the
// page refresher (refresh.mjs). It runs next to nginx, which proxies /api/content-webhook to it
// (nginx.mjs; the port is the deployment's `webhook` port, by default the shell's port + 9).
//
//   node scripts/deploy/refresh-service.mjs [--target .deploy/start] [--port <port>]
//
// The shared secret comes from the environment, QE_CONTENT_WEBHOOK_SECRET (production: set it in
// the service's environment, e.g. a systemd EnvironmentFile readable only by the service — never in
// config.json, which the site serves to browsers). `--local` uses the local content API's default
// secret instead (what `node scripts/deploy.mjs serve` and the test sites use).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDeployment } from './deployment.mjs';
import { createRefresher } from './refresh.mjs';
import { LOCAL_WEBHOOK_SECRET, webhookPort } from './webhook.mjs';
import { startWebhookServer, WEBHOOK_PATH, WEBHOOK_SECRET_ENV } from './webhook-server.mjs';

export { webhookPort };

/**
 * Starts the webhook endpoint for a deployment.
 * @param {{ dir: string, ports: Record<string, number> }} deployment
 * @param {{ secret: string, port?: number, host?: string, log?: (line: string) => void, reload?: boolean, toleranceMs?: number }} options
 */
export async function startRefreshService(
  deployment,
  { secret, port = webhookPort(deployment.ports), host, log = console.log, reload = true, toleranceMs },
) {
  const refresher = createRefresher(deployment, { log, reload });
  const server = await startWebhookServer({
    port,
    host,
    secret,
    toleranceMs,
    log,
    onChange: (change) => refresher.refresh(change),
  });
  return {
    ...server,
    refresher,
    async close() {
      await server.close();
      await refresher.idle().catch(() => {});
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: '.deploy/start' },
      port: { type: 'string' },
      local: { type: 'boolean', default: false },
    },
  });
  const secret = process.env[WEBHOOK_SECRET_ENV] || (values.local ? LOCAL_WEBHOOK_SECRET : '');
  if (!secret) {
    console.error(`Set ${WEBHOOK_SECRET_ENV} to the webhook's secret (or pass --local for the local one)`);
    process.exit(1);
  }
  const deployment = await openDeployment(path.resolve(values.target));
  const service = await startRefreshService(deployment, {
    secret,
    port: values.port ? Number(values.port) : undefined,
  });
  console.log(`content webhook on ${service.url} (nginx: ${WEBHOOK_PATH}) for ${deployment.dir}`);
  const stop = () => service.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
