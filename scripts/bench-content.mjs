#!/usr/bin/env node
// Benchmark: every SPEC §7 query through the app's real content client against the local
// content API — median time per query on the demo dataset and on a generated large one, each in
// English and in Arabic (`$language`: the translations, else the English fallback; the row's
// figure for the PASS lines is the slower of the two) — plus the content API's start time. Prints a table and writes bench-results/content.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { generateDataset } from '../emulators/content-api/generate.mjs';
import { startContentApi } from '../emulators/content-api/server.mjs';
import { importQueryModules } from './bench/query-modules.mjs';
import { ROOT } from './lib/site.mjs';

const RUNS = Number(process.env.RUNS ?? 25);

async function loadQueries() {
  // The queries are the remotes' own (TypeScript) modules: import their built-in strings.
  const entries = {
    courses: 'mfe-courses/src/features/catalogue/api/get-courses.ts',
    course: 'mfe-courses/src/lib/api/get-course.ts',
    related: 'mfe-courses/src/features/course/api/get-related-courses.ts',
    adjacent: 'mfe-courses/src/features/course/api/get-adjacent-courses.ts',
    featured: 'mfe-courses/src/features/featured/api/get-featured-course.ts',
    posts: 'mfe-knowledge/src/features/hub/api/get-posts.ts',
    post: 'mfe-knowledge/src/lib/api/get-post.ts',
    relatedPosts: 'mfe-knowledge/src/features/article/api/get-related-posts.ts',
    latest: 'mfe-knowledge/src/features/latest/api/get-latest-posts.ts',
    consulting: 'mfe-company/src/features/consulting/api/get-consulting-page.ts',
    about: 'mfe-company/src/features/about/api/get-about-page.ts',
    team: 'mfe-company/src/lib/api/get-team-members.ts',
    member: 'mfe-company/src/features/team/api/get-team-member.ts',
  };
  return importQueryModules(entries, 'bench-queries');
}

/** The editions every query is measured in. */
const LANGUAGES = ['en', 'ar'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(label, documents, q, sample) {
  const started = performance.now();
  const api = await startContentApi({ port: 0, ...(documents ? { documents } : {}) });
  const startMs = performance.now() - started;
  const client = createClient({
    projectId: 'demo-quantethic',
    dataset: 'production',
    apiVersion: '2025-07-16',
    useCdn: false,
    apiHost: api.url,
    useProjectHostname: false,
    perspective: 'published',
  });
  const s = sample(api.documents);
  const cases = [
    ['all courses, newest first', q.courses.COURSES_QUERY, {}],
    ['course by slug', q.course.COURSE_BY_SLUG_QUERY, { slug: s.courseSlug }],
    ['fallback course by title', q.course.COURSE_BY_TITLE_QUERY, { name: s.courseTitle }],
    ['related courses', q.related.RELATED_COURSES_QUERY, { slug: s.courseSlug, level: s.level }],
    ['next and previous course', q.adjacent.ADJACENT_COURSES_QUERY, { createdAt: s.createdAt }],
    ['featured course', q.featured.FEATURED_COURSE_QUERY, {}],
    ['all posts by date', q.posts.POSTS_QUERY, {}],
    ['post by slug', q.post.POST_BY_SLUG_QUERY, { slug: s.postSlug }],
    ['fallback post by title prefix', q.post.POST_BY_TITLE_QUERY, { title: s.postTitle }],
    ['related posts', q.relatedPosts.RELATED_POSTS_QUERY, { slug: s.postSlug, tags: s.tags }],
    ['latest 3 posts', q.latest.LATEST_POSTS_QUERY, {}],
    ['consulting page + services', q.consulting.CONSULTING_PAGE_QUERY, {}],
    ['latest about page', q.about.ABOUT_PAGE_QUERY, {}],
    ['all team members', q.team.TEAM_MEMBERS_QUERY, {}],
    ['team member by slug', q.member.TEAM_MEMBER_BY_SLUG_QUERY, { slug: s.memberSlug }],
    ['team member by name', q.member.TEAM_MEMBER_BY_NAME_QUERY, { name: s.memberName }],
    [
      'team member by slug or id',
      q.member.TEAM_MEMBER_BY_SLUG_OR_ID_QUERY,
      { slug: s.memberSlug, id: s.memberSlug },
    ],
    [
      'team member by name prefix',
      q.member.TEAM_MEMBER_BY_NAME_PREFIX_QUERY,
      { name: s.memberName.slice(0, 4) },
    ],
  ];
  const rows = [];
  for (const [name, query, params] of cases) {
    const row = { query: name };
    // Each query in both editions: English, and Arabic (translations, else the English fallback).
    for (const language of LANGUAGES) {
      const asked = { ...params, language };
      await client.fetch(query, asked); // warm the parse cache
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t = performance.now();
        await client.fetch(query, asked);
        times.push(performance.now() - t);
      }
      row[language] = Number(median(times).toFixed(1));
    }
    row.medianMs = Math.max(...LANGUAGES.map((language) => row[language]));
    rows.push(row);
  }
  await api.close();
  return { label, documents: api.documents.length, startMs: Math.round(startMs), rows };
}

const sampleFrom = (all) => {
  const docs = all.filter((d) => (d.language ?? 'en') === 'en');
  const course = docs.find((d) => d._type === 'course' && d.level);
  const post = docs.find((d) => d._type === 'knowledgePost' && d.tags?.length);
  const member = docs.find((d) => d._type === 'teamMember');
  return {
    courseSlug: course.slug.current,
    courseTitle: course.title,
    level: course.level,
    createdAt: course._createdAt ?? '2024-06-01T00:00:00Z',
    postSlug: post.slug.current,
    postTitle: post.title.slice(0, 8),
    tags: post.tags,
    memberSlug: member.slug.current,
    memberName: member.name.toLowerCase(),
  };
};

const queries = await loadQueries();
const demo = await measure('demo dataset', null, queries, sampleFrom);
const large = await measure(
  '1,000 courses + 5,000 posts',
  generateDataset({ courses: 1000, posts: 5000 }),
  queries,
  sampleFrom,
);

const width = Math.max(...demo.rows.map((r) => r.query.length));
console.log(`\n${'query'.padEnd(width)} | demo en ms | demo ar ms | large en ms | large ar ms`);
console.log(`${'-'.repeat(width)}-|------------|------------|-------------|------------`);
demo.rows.forEach((row, i) => {
  const cells = [row.en, row.ar, large.rows[i].en, large.rows[i].ar];
  console.log(
    `${row.query.padEnd(width)} | ${cells.map((ms, j) => String(ms).padStart(j < 2 ? 10 : 11)).join(' | ')}`,
  );
});
const worstDemo = Math.max(...demo.rows.map((r) => r.medianMs));
const worstLarge = Math.max(...large.rows.map((r) => r.medianMs));
console.log(
  `\n${worstDemo <= 20 ? 'PASS' : 'FAIL'}  every query ≤ 20 ms median on the demo dataset (${demo.documents} docs) — worst ${worstDemo} ms`,
);
console.log(
  `${worstLarge <= 50 ? 'PASS' : 'FAIL'}  every query ≤ 50 ms median on the large dataset (${large.documents} docs) — worst ${worstLarge} ms`,
);
console.log(
  `      content API start: ${demo.startMs} ms (demo), ${large.startMs} ms (large, generated in memory)`,
);
await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
await writeFile(
  path.join(ROOT, 'bench-results/content.json'),
  JSON.stringify({ runs: RUNS, demo, large, timestamp: new Date().toISOString() }, null, 2),
);
