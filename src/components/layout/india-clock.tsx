'use client';

import { useEffect, useState } from 'react';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Live clock in India time, 24-hour, ticking every second. The server (and the
 * first client render) shows a placeholder, so a prerendered page never
 * disagrees with the browser during hydration; the placeholder is no time, so
 * it stays outside the `<time>` element, whose text must be a valid time.
 */
export function IndiaClock({ label }: { label: string }) {
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setTime(format.format(new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p>
      {label}:{' '}
      <span role="timer" className="font-mono tabular-nums" data-testid="india-clock">
        {time ? <time dateTime={time}>{time}</time> : '--:--:--'}
      </span>{' '}
      IST
    </p>
  );
}
