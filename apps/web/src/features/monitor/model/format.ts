/** Bytes in MB or GB, one decimal. */
export function formatBytes(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${format.format(mb / 1024)} GB` : `${format.format(mb)} MB`;
}

/** Uptime split into days, hours and minutes. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  };
}
