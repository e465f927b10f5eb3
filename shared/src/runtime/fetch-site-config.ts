import { DEFAULT_SITE_CONFIG, parseSiteConfig, type SiteConfig } from '../contracts/config';

/**
 * Fetches the deploy-time /config.json (never cached). A missing, unreachable or malformed file
 * never stops the page: it logs a clear console error and falls back to defaults field by field.
 */
export async function fetchSiteConfig(url = '/config.json'): Promise<SiteConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { value, errors } = parseSiteConfig(await response.json());
    for (const error of errors) console.error(`[config] ${url}: ${error}; using the default.`);
    return value;
  } catch (error) {
    console.error(`[config] could not load ${url} (${(error as Error).message}); using defaults.`);
    return structuredClone(DEFAULT_SITE_CONFIG);
  }
}
