import { intlLocale, type Locale } from '@quantethic/shared';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import type { ChartData, ChartKind } from './chart-data';
import { describeChart, useChartDescriptionMessages } from './chart-description/chart-description';

// Only what the five chart types need (tree-shaken Chart.js). This module is loaded on demand.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

const PALETTE_SIZE = 8;

interface Colors {
  palette: string[];
  text: string;
  grid: string;
  surface: string;
  font: string;
}

/** The theme's chart colours, from CSS variables (see body.module.css), resolved for the canvas. */
function readColors(element: Element): Colors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    palette: Array.from({ length: PALETTE_SIZE }, (_, i) => read(`--chart-${i + 1}`, '#1d4ed8')),
    text: read('--chart-text', '#4b5563'),
    grid: read('--chart-grid', '#e5e7eb'),
    surface: read('--chart-surface', '#ffffff'),
    font: read('--font-family', 'system-ui, sans-serif'),
  };
}

/** `#rrggbb` with an alpha channel, for area fills. */
function translucent(color: string, alpha: number): string {
  return /^#[0-9a-f]{6}$/i.test(color)
    ? `${color}${Math.round(alpha * 255)
        .toString(16)
        .padStart(2, '0')}`
    : color;
}

function configFor(kind: ChartKind, data: ChartData, colors: Colors, locale: Locale): ChartConfiguration {
  const round = kind === 'pie' || kind === 'doughnut';
  const color = (i: number) => colors.palette[i % colors.palette.length] as string;
  const font = { family: colors.font, size: 13 };
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const datasets = data.series.map((series, i) => {
    if (round) {
      return {
        label: series.label,
        data: series.values,
        backgroundColor: data.labels.map((_, j) => color(j)),
        borderColor: colors.surface,
        borderWidth: 2,
      };
    }
    if (kind === 'bar') {
      return {
        label: series.label,
        data: series.values,
        backgroundColor: color(i),
        borderRadius: 4,
        maxBarThickness: 56,
      };
    }
    return {
      label: series.label,
      data: series.values,
      borderColor: color(i),
      backgroundColor: kind === 'area' ? translucent(color(i), 0.2) : color(i),
      fill: kind === 'area' ? 'origin' : false,
      pointRadius: 3,
      pointHoverRadius: 5,
      tension: 0.25,
      spanGaps: true,
    };
  });
  const scale = {
    ticks: { color: colors.text, font },
    grid: { color: colors.grid },
    border: { color: colors.grid },
  };
  return {
    type: round ? kind : kind === 'area' ? 'line' : kind,
    data: { labels: data.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // The axes' and tooltips' numbers, as the data table writes them (decision 0015).
      locale: intlLocale(locale),
      animation: reduceMotion ? false : { duration: 400 },
      plugins: {
        legend: {
          display: round || data.series.length > 1,
          position: 'bottom',
          labels: { color: colors.text, font, boxWidth: 14, boxHeight: 14 },
        },
        tooltip: { titleFont: font, bodyFont: font },
      },
      ...(round ? {} : { scales: { x: scale, y: { ...scale, beginAtZero: kind === 'bar' } } }),
    },
  } as ChartConfiguration;
}

export interface ChartCanvasProps {
  kind: ChartKind;
  data: ChartData;
  /** The page's locale: the numbers on the axes and in the tooltips are written in it. */
  locale: Locale;
  /** The chart's title, for its description (assistive technology). */
  title: string | null;
  describedBy?: string;
}

/**
 * Draws a chart with Chart.js in the theme's colours, redrawn when the theme changes, labelled with
 * what it shows (describeChart) for assistive technology.
 */
export default function ChartCanvas({ kind, data, locale, title, describedBy }: ChartCanvasProps) {
  const label = describeChart(kind, title, data, useChartDescriptionMessages());
  const canvas = useRef<HTMLCanvasElement>(null);
  const [theme, setTheme] = useState(0);

  // The shell switches themes by changing <html data-theme> and the <body> class.
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme((n) => n + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` redraws the chart in the new colours.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    let chart: Chart | null = null;
    try {
      chart = new Chart(context, configFor(kind, data, readColors(element), locale));
    } catch (error) {
      console.error('[knowledge] chart could not be drawn', error);
    }
    return () => chart?.destroy();
  }, [kind, data, locale, theme]);

  return (
    <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy}>
      {label}
    </canvas>
  );
}
