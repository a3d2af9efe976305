import { useHydrated } from '../hooks/useHydrated.ts';

const serverFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A date as the reader's browser writes it (its language and time zone). The server, which knows
 * neither, renders it in English and UTC, and hydration keeps that; the browser's own follows.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  const text = useHydrated() ? date.toLocaleDateString() : serverFormat.format(date);
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  );
}
