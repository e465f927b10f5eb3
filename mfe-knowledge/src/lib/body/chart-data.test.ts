// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type BodyT, bodyMessages } from './body-messages';
import { chartKind, MAX_CHART_POINTS, MAX_CHART_SERIES, NO_CHART_DATA, parseChartData } from './chart-data';
import {
  type ChartDescriptionT,
  chartDescriptionMessages,
  describeChart,
} from './chart-description/chart-description';

describe('parseChartData (SPEC §5: chart data must be valid JSON)', () => {
  it('reads labels and datasets', () => {
    const result = parseChartData(
      '{"labels":["Year 1","Year 2"],"datasets":[{"label":"A","data":[8766,3234]},{"label":"B","data":[6000,6000]}]}',
    );
    expect(result).toEqual({
      ok: true,
      data: {
        labels: ['Year 1', 'Year 2'],
        series: [
          { label: 'A', values: [8766, 3234] },
          { label: 'B', values: [6000, 6000] },
        ],
      },
    });
  });

  it("gives 'Error parsing chart data: {message}' for invalid JSON", () => {
    const raw = '{"labels":["2017"],"datasets":[{"label":"Active borrowers,"data":[1240]}]}';
    let message = '';
    try {
      JSON.parse(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(parseChartData(raw)).toEqual({ ok: false, error: `Error parsing chart data: ${message}` });
  });

  it("leaves out where the error is when the engine adds it as '(line 1 column 74)' (browsers do, Node 20 does not): the served text hydrates", () => {
    const syntaxError = vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError(
        "Expected ',' or '}' after property value in JSON at position 73 (line 1 column 74)",
      );
    });
    expect(parseChartData('{"labels":[1}')).toEqual({
      ok: false,
      error: "Error parsing chart data: Expected ',' or '}' after property value in JSON at position 73",
    });
    syntaxError.mockRestore();
  });

  it('accepts an object, numeric strings and fills missing labels and values', () => {
    const result = parseChartData({ labels: [2019, null], datasets: [{ data: ['1', 'two', 3] }, 'nope'] });
    expect(result).toEqual({
      ok: true,
      data: { labels: ['2019', '2', '3'], series: [{ label: 'Series 1', values: [1, null, 3] }] },
    });
  });

  it.each([undefined, null, '', '   ', '{"labels":[],"datasets":[]}', '{"datasets":[{"data":["x"]}]}'])(
    'says there is no data for %j',
    (raw) => {
      expect(parseChartData(raw)).toEqual({ ok: false, error: NO_CHART_DATA });
    },
  );

  it.each([12, true, '[1,2,3]', '"text"'])('explains what it expected for %j', (raw) => {
    const result = parseChartData(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^Error parsing chart data: /);
  });

  it('caps enormous data', () => {
    const raw = JSON.stringify({
      labels: Array.from({ length: 5000 }, (_, i) => `L${i}`),
      datasets: Array.from({ length: 40 }, () => ({ data: Array.from({ length: 5000 }, (_, i) => i) })),
    });
    const result = parseChartData(raw);
    if (!result.ok) throw new Error(result.error);
    expect(result.data.labels).toHaveLength(MAX_CHART_POINTS);
    expect(result.data.series).toHaveLength(MAX_CHART_SERIES);
  });
});

describe('chartKind', () => {
  it.each([
    ['bar', 'bar'],
    ['Line', 'line'],
    ['pie', 'pie'],
    ['doughnut', 'doughnut'],
    ['area', 'area'],
    ['radar', 'bar'],
    [undefined, 'bar'],
    [{}, 'bar'],
  ])('%j → %s', (value, expected) => {
    expect(chartKind(value)).toBe(expected);
  });
});

describe('describeChart', () => {
  it('says what the chart shows', () => {
    expect(
      describeChart('line', 'Issuance', {
        labels: ['2019', '2020'],
        series: [{ label: 'Sukuk', values: [1, 2] }],
      }),
    ).toBe('Line chart: Issuance. 1 series (Sukuk) across 2 categories; the data table lists every value.');
  });
});

describe("in Arabic (the page locale's t)", () => {
  const arabic: BodyT = (key, values) => bodyMessages.t('ar', key, values);
  const arabicDescription: ChartDescriptionT = (key, values) => chartDescriptionMessages.t('ar', key, values);
  beforeAll(() => Promise.all([bodyMessages.load('ar'), chartDescriptionMessages.load('ar')]));

  it('says there is no data, in Arabic', () => {
    for (const raw of [undefined, '', '{"labels":[],"datasets":[]}'])
      expect(parseChartData(raw, arabic)).toEqual({
        ok: false,
        error: 'لا توجد بيانات لعرضها في هذا الرسم البياني.',
      });
  });

  it("explains a parse error in Arabic (the engine's own words after it)", () => {
    const syntaxError = vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError('Unexpected end of JSON input');
    });
    expect(parseChartData('{"labels":[1}', arabic)).toEqual({
      ok: false,
      error: 'تعذّر تحليل بيانات الرسم البياني: Unexpected end of JSON input',
    });
    syntaxError.mockRestore();
    expect(parseChartData('[1,2,3]', arabic)).toEqual({
      ok: false,
      error: 'تعذّر تحليل بيانات الرسم البياني: كان المتوقَّع كائنًا يحتوي على "labels" و"datasets"',
    });
  });

  it('names an unnamed series in Arabic', () => {
    const result = parseChartData({ labels: ['2019'], datasets: [{ data: [1] }] }, arabic);
    expect(result.ok && result.data.series[0]?.label).toBe('السلسلة 1');
  });

  it('describes the chart in Arabic, with the plural forms of its counts', () => {
    const data = (series: number, categories: number) => ({
      labels: Array.from({ length: categories }, (_, i) => String(2000 + i)),
      series: Array.from({ length: series }, (_, i) => ({ label: `S${i + 1}`, values: [1] })),
    });
    expect(describeChart('line', 'Issuance', data(1, 2), arabicDescription)).toBe(
      'رسم بياني خطي: Issuance. سلسلة بيانات واحدة (S1) في فئتين؛ ويعرض جدول البيانات جميع القيم.',
    );
    expect(describeChart('bar', null, data(2, 1), arabicDescription)).toBe(
      'رسم بياني شريطي. سلسلتا بيانات (S1، S2) في فئة واحدة؛ ويعرض جدول البيانات جميع القيم.',
    );
    expect(describeChart('pie', null, data(3, 11), arabicDescription)).toBe(
      'رسم بياني دائري. 3 سلاسل بيانات (S1، S2، S3) في 11 فئةً؛ ويعرض جدول البيانات جميع القيم.',
    );
    expect(describeChart('area', null, data(11, 100), arabicDescription)).toMatch(
      /^رسم بياني مساحي\. 11 سلسلة بيانات \(S1، .*، S11\) في 100 فئة؛ ويعرض جدول البيانات جميع القيم\.$/,
    );
    expect(describeChart('doughnut', null, data(1, 5), arabicDescription)).toMatch(
      /^رسم بياني حلقي\. .* في 5 فئات؛/,
    );
  });

  it('English stays as it was, for every kind and count', () => {
    expect(describeChart('bar', null, data2())).toBe(
      'Bar chart. 2 series (A, B) across 1 category; the data table lists every value.',
    );
    expect(
      describeChart('pie', 'Share', { labels: ['x', 'y', 'z'], series: [{ label: 'A', values: [1] }] }),
    ).toBe('Pie chart: Share. 1 series (A) across 3 categories; the data table lists every value.');
    expect(describeChart('doughnut', null, data2()).startsWith('Doughnut chart. ')).toBe(true);
    expect(describeChart('area', null, data2()).startsWith('Area chart. ')).toBe(true);
    expect(NO_CHART_DATA).toBe('This chart has no data to show.');
  });
});

function data2() {
  return {
    labels: ['2020'],
    series: [
      { label: 'A', values: [1] },
      { label: 'B', values: [2] },
    ],
  };
}
