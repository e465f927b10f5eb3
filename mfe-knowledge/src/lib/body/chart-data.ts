import { isRecord, text } from '@quantethic/kit/content';
import { type BodyT, bodyEnglishT } from './body-messages';

/** SPEC §3 chart types (the Studio offers these five). */
export const CHART_KINDS = ['bar', 'line', 'pie', 'doughnut', 'area'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartData {
  labels: string[];
  series: ChartSeries[];
}

export type ChartParseResult = { ok: true; data: ChartData } | { ok: false; error: string };

/** Limits that keep a hostile chart from freezing the page. */
export const MAX_CHART_POINTS = 500;
export const MAX_CHART_SERIES = 12;

/** What a chart without data says, in English (the body catalogue's `chart.noData`). */
export const NO_CHART_DATA = bodyEnglishT('chart.noData');

export function chartKind(value: unknown): ChartKind {
  const kind = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (CHART_KINDS as readonly string[]).includes(kind) ? (kind as ChartKind) : 'bar';
}

function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function label(value: unknown, index: number): string {
  const clean = text(value);
  if (clean) return clean.slice(0, 200);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return String(index + 1);
}

/**
 * Chart data as editors write it (SPEC §5: JSON `{"labels": [...], "datasets": [{"label", "data"}]}`),
 * checked value by value. Invalid JSON gives 'Error parsing chart data: {message}'. The texts it
 * writes (errors, the name of an unnamed series) are `t`'s: the page's locale (English by default).
 */
export function parseChartData(raw: unknown, t: BodyT = bodyEnglishT): ChartParseResult {
  const noData: ChartParseResult = { ok: false, error: t('chart.noData') };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return noData;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      // The same words at deploy time (Node) and in the browser, whose newer engines add where the
      // error is as "(line 1 column 74)": the page hydrates the text it was served with.
      const message = (error instanceof Error ? error.message : String(error)).replace(
        /\s*\(line \d+ column \d+\)$/,
        '',
      );
      return { ok: false, error: t('chart.parseError', { message }) };
    }
  } else if (raw === undefined || raw === null) {
    return noData;
  }
  if (!isRecord(value)) return { ok: false, error: t('chart.notAnObject') };
  const series = (Array.isArray(value.datasets) ? value.datasets : [])
    .filter(isRecord)
    .slice(0, MAX_CHART_SERIES)
    .map((dataset, index) => ({
      label: text(dataset.label)?.slice(0, 200) ?? t('chart.seriesNumber', { number: index + 1 }),
      values: (Array.isArray(dataset.data) ? dataset.data : []).slice(0, MAX_CHART_POINTS).map(number),
    }))
    .filter((item) => item.values.some((v) => v !== null));
  const rawLabels = Array.isArray(value.labels) ? value.labels.slice(0, MAX_CHART_POINTS) : [];
  const length = Math.max(rawLabels.length, ...series.map((item) => item.values.length), 0);
  if (series.length === 0 || length === 0) return noData;
  const labels = Array.from({ length }, (_, index) => label(rawLabels[index], index));
  return {
    ok: true,
    data: {
      labels,
      series: series.map((item) => ({
        label: item.label,
        values: Array.from({ length }, (_, index) => item.values[index] ?? null),
      })),
    },
  };
}
