// Bytes the catalogue's own query transfers per course: COURSES_QUERY (the remote's TypeScript
// module, built for Node with vite as bench-content.mjs does) sent to the content API the way
// @sanity/client sends it (GET, returnQuery=false, published perspective).
import { gzipSync } from 'node:zlib';
import { importQueryModules } from '../query-modules.mjs';

export const API_VERSION = '2025-07-16';
const QUERY_MODULE = 'mfe-courses/src/features/catalogue/api/get-courses.ts';

/** Imports COURSES_QUERY from the courses remote's source. */
export async function loadCoursesQuery() {
  const { courses } = await importQueryModules({ courses: QUERY_MODULE }, 'bench-interactions-queries');
  const { COURSES_QUERY } = courses;
  if (typeof COURSES_QUERY !== 'string') throw new Error(`${QUERY_MODULE} exports no COURSES_QUERY`);
  return COURSES_QUERY;
}

/** The URL @sanity/client (as the kit configures it) requests for a parameterless query. */
export function queryUrl(apiUrl, query) {
  const search = new URLSearchParams({ query, returnQuery: 'false', perspective: 'published' });
  return `${apiUrl}/v${API_VERSION}/data/query/production?${search}`;
}

/**
 * Runs the query and measures the JSON response body.
 * @returns {Promise<{ courses: number, bytes: number, gzipBytes: number, bytesPerCourse: number, gzipBytesPerCourse: number }>}
 */
export async function measureCatalogueBytes(apiUrl, query) {
  const response = await fetch(queryUrl(apiUrl, query));
  if (!response.ok) throw new Error(`The catalogue query failed: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const { result } = JSON.parse(body.toString('utf8'));
  if (!Array.isArray(result) || result.length === 0)
    throw new Error('The catalogue query returned no courses');
  const gzipBytes = gzipSync(body, { level: 6 }).length;
  return {
    courses: result.length,
    bytes: body.length,
    gzipBytes,
    bytesPerCourse: body.length / result.length,
    gzipBytesPerCourse: gzipBytes / result.length,
    encoding: response.headers.get('content-encoding') ?? 'identity',
  };
}
