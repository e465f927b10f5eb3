// A chart's description for assistive technology, with its own texts (messages/<locale>.json
// beside this file, decision 0014). Only the drawn chart says it (its canvas's label), so these
// texts are bundled with the chart's lazy code (`chart-canvas`, with Chart.js), downloaded when a
// chart nears the viewport: never at deploy time, nor by an article without a chart. In another
// locale the drawing waits for them (ChartCanvas is behind a Suspense boundary of its own).
import { createMessages, type MessageValues, useMessages } from '@quantethic/shared';
import type { ChartData, ChartKind } from '../chart-data';
import en from './messages/en.json';

export type ChartDescriptionMessageKey = keyof typeof en;

/** `t(key, values)` over the chart description's texts. */
export type ChartDescriptionT = (key: ChartDescriptionMessageKey, values?: MessageValues) => string;

export const chartDescriptionMessages = createMessages<ChartDescriptionMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

const englishT: ChartDescriptionT = (key, values) => chartDescriptionMessages.t('en', key, values);

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useChartDescriptionMessages(): ChartDescriptionT {
  return useMessages(chartDescriptionMessages);
}

const KIND_NAMES: Record<ChartKind, ChartDescriptionMessageKey> = {
  bar: 'chart.kindBar',
  line: 'chart.kindLine',
  pie: 'chart.kindPie',
  doughnut: 'chart.kindDoughnut',
  area: 'chart.kindArea',
};

/**
 * A one-sentence description of a chart for assistive technology ('Line chart: Issuance. 1 series
 * (Sukuk) across 2 categories; …'), in `t`'s locale (English by default).
 */
export function describeChart(
  kind: ChartKind,
  title: string | null,
  data: ChartData,
  t: ChartDescriptionT = englishT,
): string {
  const kindName = t(KIND_NAMES[kind]);
  return t('chart.label', {
    name: title ? t('chart.titled', { kind: kindName, title }) : kindName,
    series: data.series.length,
    names: data.series.map((item) => item.label).join(t('chart.seriesSeparator')),
    categories: data.labels.length,
  });
}
