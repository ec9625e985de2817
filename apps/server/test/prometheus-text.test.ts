import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from './prometheus-text';

const GOOD = `# HELP http_requests_total Requests
# TYPE http_requests_total counter
http_requests_total{method="GET",route="/api/x",status_class="2xx"} 3
http_requests_total{method="GET",route="/a \\"b\\"\\\\",status_class="5xx"} 1 1700000000000
# HELP t Time
# TYPE t histogram
t_bucket{le="0.1"} 1
t_bucket{le="+Inf"} 2
t_sum 0.35
t_count 2
# TYPE g gauge
g NaN
`;

describe('the strict Prometheus text reader', () => {
  it('reads families, labels with escapes, values and histograms', () => {
    const families = parsePrometheusText(GOOD);
    expect(families.get('http_requests_total')!.type).toBe('counter');
    expect(sampleValue(families, 'http_requests_total', { status_class: '2xx' })).toBe(3);
    expect(sampleValue(families, 'http_requests_total', { route: '/a "b"\\' })).toBe(1);
    expect(sampleValue(families, 't_count')).toBe(2);
    expect(sampleValue(families, 'g')).toBeNaN();
  });

  it.each([
    ['a sample of no declared family', '# TYPE a counter\nb 1\n'],
    ['a value that is not a number', '# TYPE a counter\na one\n'],
    ['an unquoted label value', '# TYPE a counter\na{b=c} 1\n'],
    ['an unterminated label set', '# TYPE a counter\na{b="c" 1\n'],
    ['a stray word after the value', '# TYPE a counter\na 1 x\n'],
    ['the same series twice', '# TYPE a counter\na{b="c"} 1\na{b="c"} 2\n'],
    ['an unknown type', '# TYPE a thing\na 1\n'],
    ['buckets that shrink', '# TYPE t histogram\nt_bucket{le="1"} 2\nt_bucket{le="+Inf"} 1\nt_count 1\n'],
    ['a +Inf bucket unequal to the count', '# TYPE t histogram\nt_bucket{le="+Inf"} 2\nt_count 3\n'],
    ['a missing final line break', '# TYPE a counter\na 1'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
