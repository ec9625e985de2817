const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the API's date format. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatter.format(date);
}

/** Today in Asia/Shanghai as YYYY-MM-DD: licence and record dates are calendar dates there. */
export function shanghaiDate(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}
