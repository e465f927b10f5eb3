import { isRecord, text } from '@quantethic/kit/content';

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

export const NO_CHART_DATA = 'This chart has no data to show.';

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
 * checked value by value. Invalid JSON gives 'Error parsing chart data: {message}'.
 */
export function parseChartData(raw: unknown): ChartParseResult {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return { ok: false, error: NO_CHART_DATA };
    try {
      value = JSON.parse(raw);
    } catch (error) {
      // The same words at deploy time (Node) and in the browser, whose newer engines add where the
      // error is as "(line 1 column 74)": the page hydrates the text it was served with.
      const message = (error instanceof Error ? error.message : String(error)).replace(
        /\s*\(line \d+ column \d+\)$/,
        '',
      );
      return { ok: false, error: `Error parsing chart data: ${message}` };
    }
  } else if (raw === undefined || raw === null) {
    return { ok: false, error: NO_CHART_DATA };
  }
  if (!isRecord(value)) {
    return {
      ok: false,
      error: 'Error parsing chart data: expected an object with "labels" and "datasets"',
    };
  }
  const series = (Array.isArray(value.datasets) ? value.datasets : [])
    .filter(isRecord)
    .slice(0, MAX_CHART_SERIES)
    .map((dataset, index) => ({
      label: text(dataset.label)?.slice(0, 200) ?? `Series ${index + 1}`,
      values: (Array.isArray(dataset.data) ? dataset.data : []).slice(0, MAX_CHART_POINTS).map(number),
    }))
    .filter((item) => item.values.some((v) => v !== null));
  const rawLabels = Array.isArray(value.labels) ? value.labels.slice(0, MAX_CHART_POINTS) : [];
  const length = Math.max(rawLabels.length, ...series.map((item) => item.values.length), 0);
  if (series.length === 0 || length === 0) return { ok: false, error: NO_CHART_DATA };
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

const KIND_NAMES: Record<ChartKind, string> = {
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  area: 'Area chart',
};

/** A one-sentence description of a chart for assistive technology. */
export function describeChart(kind: ChartKind, title: string | null, data: ChartData): string {
  const names = data.series.map((item) => item.label).join(', ');
  const series = data.series.length === 1 ? `1 series (${names})` : `${data.series.length} series (${names})`;
  const categories = data.labels.length === 1 ? '1 category' : `${data.labels.length} categories`;
  return `${KIND_NAMES[kind]}${title ? `: ${title}` : ''}. ${series} across ${categories}; the data table lists every value.`;
}
