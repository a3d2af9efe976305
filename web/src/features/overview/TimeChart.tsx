import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Overview.module.css';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages as overviewMessages } from '../../lib/i18n/compiled/en/dashboardOverview.ts';

import { dateFormat } from '../../lib/i18n/dates.ts';
import type { Locale } from '@rules/locales.ts';

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** "28 Nov" in English, the month's own name in Arabic and Urdu (Latin digits: docs/decisions/i18n-digits.md). */
const dayNamer = (locale: Locale) => {
  const format = dateFormat(locale, 'en-GB', SHORT_DAY);
  return (seconds: number) => format.format(new Date(seconds * 1000));
};

const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
}


/**
 * A line chart of values per day, drawn by uPlot on a canvas. A canvas says nothing to a screen
 * reader, so the figure carries a one-sentence summary as its accessible name and the same
 * numbers as a visually hidden table.
 */
export function TimeChart({ title, days, series, format = (v) => String(v) }: { title: string; days: readonly string[]; series: readonly ChartSeries[]; format?: (value: number) => string }) {
  const box = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const t = useT(overviewMessages);
  const locale = useLocale();
  const dayName = dayNamer(locale);
  const shortDay = (day: string) => dayName(secondsOf(day));
  const totals = series.map((s) => s.values.reduce((a, b) => a + b, 0));
  const each = series.map((s, i) => t('dashboardOverview.chartSeries', { label: s.label, total: format(totals[i]!), most: format(Math.max(0, ...s.values)) }));
  // Arabic and Urdu separate a list's parts with their own semicolon.
  const summary = t('dashboardOverview.chartSummary', { title, from: shortDay(days[0]!), to: shortDay(days[days.length - 1]!), series: each.join(locale === 'en' ? '; ' : '؛ ') });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map(secondsOf);
    // uPlot names days and months in English by itself: the axis and the legend take the page's language's.
    const named = dayNamer(locale);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 200,
        legend: { show: series.length > 1 },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{ stroke: '#5f6b73', grid: { stroke: '#efebe5' }, values: (_u, ticks) => ticks.map(named) }, { stroke: '#5f6b73', grid: { stroke: '#efebe5' }, size: 56 }],
        series: [{ value: (_u, seconds) => (seconds == null ? '' : named(seconds)) }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: `${s.color}1a`, points: { show: days.length <= 31 } }))],
      },
      [xs, ...series.map((s) => [...s.values])],
      element,
    );
    // Follows the card's width (the sidebar folds away at 390 px).
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 200 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, locale]);

  return (
    <figure className={styles.chartCard}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} className={styles.chart} role="img" aria-label={summary} aria-describedby={tableId} />
      <table id={tableId} className="visually-hidden">
        <caption>{t('dashboardOverview.perDay', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboardOverview.day')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {series.map((s) => (
                <td key={s.label}>{format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
