import { signIn } from '../support/app';
import { datasetCourse } from '../support/dataset';
import { readDownloadedPdf } from '../support/pdf';
import { expect, type Page, test } from '../support/test';

// Issue 15: the certificate PDF has real text (embedded fonts), with the course's certificate
// overrides (issuer, seal text, logo and signature images) and names in Arabic script. The
// course's ordinary path to the certificate is covered by courses-learning.spec.ts.

const COURSE = datasetCourse('quantitative-risk-management');
const OVERRIDES = COURSE.course.certificateOverrides as { issuer: string; sealText: string };
const ARABIC_NAME = 'مريم إدريس';

/** A finished course: every sub-lesson and quiz of the dataset's course done on 20 Nov 2026. */
async function completeCourse(page: Page, name: string) {
  const progress = {
    courseId: COURSE.course._id,
    completedSubLessons: COURSE.modules.flatMap((module) =>
      (module.lessons ?? []).flatMap((lesson) =>
        (lesson.subLessons ?? []).map((sub) => ({
          moduleId: module._id,
          lessonKey: lesson._key,
          subLessonKey: sub._key,
        })),
      ),
    ),
    completedModuleQuizzes: COURSE.modules.map((module) => module._id),
    completedModules: COURSE.modules.map((module) => module._id),
    percentage: 100,
    completedAt: '2026-11-20T10:00:00.000Z',
  };
  await page.addInitScript(
    ({ key, record, learner }) => {
      localStorage.setItem(key, JSON.stringify(record));
      localStorage.setItem('userName', learner);
      localStorage.setItem('userEmail', 'maryam@example.com');
      localStorage.setItem('userPhone', '+44 20 7946 0123');
    },
    { key: `course-progress-${COURSE.course._id}`, record: progress, learner: name },
  );
}

test('the certificate PDF carries an Arabic name and the course’s overrides as text, with its images', async ({
  page,
}) => {
  await completeCourse(page, ARABIC_NAME);
  await signIn(page, undefined, '/courses/quantitative-risk-management/certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
  await expect(page.getByText(ARABIC_NAME)).toBeVisible();
  await expect(page.getByRole('img', { name: /seal$/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('quantethic-certificate-quantitative-risk-management.pdf');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const pdf = await readDownloadedPdf(file);
  // pdf.js gives right-to-left text back in logical order (as typed), marked 'rtl'.
  expect(pdf.items).toContainEqual({ str: ARABIC_NAME, dir: 'rtl' });
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(text).toContain(COURSE.title);
  expect(text).toContain('20 November 2026');
  expect(text).toContain(OVERRIDES.issuer);
  expect(text).toContain(OVERRIDES.sealText.toUpperCase());
  // The logo and the signature (SVG in the dataset) are in the PDF as images; the initials and
  // the written stand-in for a signature are not.
  expect(pdf.images).toBe(2);
  expect(text.split(OVERRIDES.issuer)).toHaveLength(2);
  expect(pdf.info.Author).toBe(ARABIC_NAME);
});

test('the PDF library and its fonts are downloaded only when the learner asks for the PDF', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await completeCourse(page, 'Maryam Idris');
  await signIn(page, undefined, '/courses/quantitative-risk-management/certificate');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const pdfCode = (url: string) => /download-certificate-pdf|\.woff(\?|$)/.test(url);
  expect(requested.filter(pdfCode)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await download;
  expect(requested.filter((url) => url.includes('download-certificate-pdf'))).toHaveLength(1);
  expect(
    requested.filter((url) => /\/assets\/(amiri|inter)-[a-z-]+-\d{3}-(normal|italic)-[\w-]+\.woff$/.test(url))
      .length,
  ).toBeGreaterThan(0);
});

test('a name in a script the embedded fonts lack is drawn by the browser into the PDF', async ({ page }) => {
  await completeCourse(page, '李小龍');
  await signIn(page, undefined, '/courses/quantitative-risk-management/certificate');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await readDownloadedPdf(await download);
  // Logo, signature and the name's picture; the rest stays text.
  expect(pdf.images).toBe(3);
  expect(pdf.text).toContain(COURSE.title);
  expect(pdf.info.Author).toBe('李小龍');
});
