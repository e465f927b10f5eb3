import { describe, expect, it, vi } from 'vitest';
import {
  chartKind,
  describeChart,
  MAX_CHART_POINTS,
  MAX_CHART_SERIES,
  NO_CHART_DATA,
  parseChartData,
} from './chart-data';

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
