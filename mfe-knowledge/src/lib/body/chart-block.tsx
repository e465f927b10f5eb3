import { isRecord, text } from '@quantethic/kit/content';
import { LoadFailureBoundary } from '@quantethic/kit/ui';
import { formatNumber, useLocale } from '@quantethic/shared';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useNearViewport } from '../use-near-viewport';
import styles from './body.module.css';
import { useBodyMessages } from './body-messages';
import { type ChartData, chartKind, parseChartData } from './chart-data';

// The charting library is downloaded only when a post has a chart, and only once the reader
// gets near it. If it cannot be, the chart says so and points to its table.
const ChartCanvas = lazy(() => import('./chart-canvas'));

/** A value of the data table: '8,766.1235' (up to four decimals), in the page's locale. */
const NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 4 };

function ChartTable({ data, title }: { data: ChartData; title: string | null }) {
  const t = useBodyMessages();
  const locale = useLocale();
  const label = title ? t('chart.dataFor', { title }) : t('chart.dataForChart');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users need to reach it (axe scrollable-region-focusable).
    <section className={styles.tableScroll} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <caption className="qe-visually-hidden">{title ?? t('chart.data')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.category')}</th>
            {data.series.map((series, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; the position is the identity.
              <th scope="col" key={index}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the position is the identity.
            <tr key={row}>
              <th scope="row">{label}</th>
              {data.series.map((series, column) => {
                const value = series.values[row];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <td key={column}>
                    {typeof value === 'number' ? formatNumber(value, locale, NUMBER) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A chart block (SPEC §3/§5): title, the chart drawn by Chart.js, the description and the data
 * as a table (the accessible alternative). Invalid JSON shows 'Error parsing chart data: …'.
 */
export function ChartBlock({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  const t = useBodyMessages();
  const locale = useLocale();
  const title = text(block.title);
  const description = text(block.description);
  const kind = chartKind(block.chartType);
  const raw = block.data;
  const parsed = useMemo(() => parseChartData(raw, t), [raw, t]);
  const descriptionId = useId();
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const [tableOpen, setTableOpen] = useState(false);

  return (
    <figure className={styles.chart}>
      {title ? <figcaption className={styles.chartTitle}>{title}</figcaption> : null}
      {parsed.ok ? (
        <>
          <div
            ref={area}
            className={kind === 'pie' || kind === 'doughnut' ? styles.chartAreaRound : styles.chartArea}
          >
            {near ? (
              <LoadFailureBoundary
                failed={
                  <p className={styles.note} role="alert">
                    {t('chart.failed')}
                  </p>
                }
              >
                <Suspense fallback={null}>
                  <ChartCanvas
                    kind={kind}
                    data={parsed.data}
                    locale={locale}
                    title={title}
                    describedBy={description ? descriptionId : undefined}
                  />
                </Suspense>
              </LoadFailureBoundary>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className={styles.chartDescription}>
              {description}
            </p>
          ) : null}
          <details className={styles.chartData} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
            <summary>{t('chart.showTable')}</summary>
            {/* Built when first opened: a big table costs nothing until someone asks for it. */}
            {tableOpen ? <ChartTable data={parsed.data} title={title} /> : null}
          </details>
        </>
      ) : (
        <p className={styles.note} role="note">
          {parsed.error}
        </p>
      )}
    </figure>
  );
}
