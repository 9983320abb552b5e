const formats = {
  date: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
  minutes: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  seconds: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' }),
};

/** A moment as the office reads it: Indian time whatever the server's zone. */
export function formatAdminDate(value: Date, precision: keyof typeof formats = 'minutes'): string {
  return formats[precision].format(value);
}

export function AdminTime({ value, precision }: { value: Date; precision?: keyof typeof formats }) {
  return <time dateTime={value.toISOString()}>{formatAdminDate(value, precision)}</time>;
}
