import { UAParser } from 'ua-parser-js';

export interface ClientLabel {
  browser: string;
  os: string;
  device: string;
}

const cache = new Map<string, ClientLabel>();

/** Browser, OS and device of a User-Agent (`ua-parser-js`, MIT in its 1.x line); the log pages read few distinct ones. */
export function clientLabel(userAgent: string): ClientLabel {
  const known = cache.get(userAgent);
  if (known) return known;
  const parsed = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const label = {
    browser: join(parsed.browser.name, parsed.browser.major ?? parsed.browser.version),
    os: join(parsed.os.name, parsed.os.version),
    // ua-parser names no type for desktops.
    device: parsed.device.type ?? (userAgent ? 'desktop' : ''),
  };
  if (cache.size > 2000) cache.clear();
  cache.set(userAgent, label);
  return label;
}
