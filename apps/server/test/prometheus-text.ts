/**
 * A strict reader of the Prometheus text exposition format (0.0.4): every line must be a comment, a HELP
 * or TYPE line, or a well-formed sample of a declared family; anything else throws with its line number.
 */
export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseValue(text: string, where: string): number {
  // As Go's ParseFloat, which Prometheus reads with: NaN and Inf in any case.
  if (/^[+]?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: bad value "${text}"`);
  return Number(text);
}

/** Reads `{a="x",b="y"}` from the start of `text`; returns the labels and what follows. */
function parseLabels(text: string, where: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  while (true) {
    if (text[i] === '}') return { labels, rest: text.slice(i + 1) };
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`${where}: unterminated labels`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name "${name}"`);
    if (name in labels) throw new Error(`${where}: label "${name}" twice`);
    if (text[eq + 1] !== '"') throw new Error(`${where}: label value not quoted`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: bad escape "\\${next}"`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`${where}: unterminated label value`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`${where}: expected "," or "}" after a label`);
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  const familyOf = (sampleName: string): Family | undefined => {
    for (const family of families.values())
      if (SUFFIXES[family.type].some((suffix) => family.name + suffix === sampleName)) return family;
    return undefined;
  };
  if (text.length && !text.endsWith('\n')) throw new Error('the text must end with a line break');
  text.split('\n').forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      const [, keyword, name, ...rest] = line.split(' ');
      if (keyword !== 'HELP' && keyword !== 'TYPE') return;
      if (!name || !NAME.test(name)) throw new Error(`${where}: bad metric name in ${keyword}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      if (keyword === 'TYPE') {
        const type = rest.join(' ') as MetricType;
        if (!TYPES.has(type)) throw new Error(`${where}: unknown type "${type}"`);
        if (family.samples.length) throw new Error(`${where}: TYPE after samples of ${name}`);
        family.type = type;
      } else family.help = rest.join(' ');
      families.set(name, family);
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    const name = nameEnd < 0 ? line : line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, where));
    const parts = rest.split(' ');
    if (parts[0] !== '' || parts.length < 2 || parts.length > 3)
      throw new Error(`${where}: expected "value [timestamp]"`);
    const value = parseValue(parts[1]!, where);
    if (parts[2] !== undefined && !/^-?\d+$/.test(parts[2])) throw new Error(`${where}: bad timestamp`);
    const family = familyOf(name);
    if (!family) throw new Error(`${where}: sample "${name}" of no declared family`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`${where}: series ${key} twice`);
    seen.add(key);
    if (name.endsWith('_bucket') && family.type === 'histogram' && labels.le === undefined)
      throw new Error(`${where}: bucket without "le"`);
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** Buckets grow with `le`, and the +Inf bucket holds every observation the count says. */
function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    if (sample.name.endsWith('_bucket')) entry.buckets.push([parseValue(le!, family.name), sample.value]);
    if (sample.name.endsWith('_count')) entry.count = sample.value;
    series.set(key, entry);
  }
  for (const [key, { buckets, count }] of series) {
    buckets.sort((a, b) => a[0] - b[0]);
    buckets.forEach(([, n], i) => {
      if (i > 0 && n < buckets[i - 1]![1]) throw new Error(`${family.name}${key}: buckets not cumulative`);
    });
    const inf = buckets.at(-1);
    if (!inf || inf[0] !== Infinity || inf[1] !== count)
      throw new Error(`${family.name}${key}: +Inf bucket missing or unequal to the count`);
  }
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values())
    for (const sample of family.samples)
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v))
        return sample.value;
  return undefined;
}
