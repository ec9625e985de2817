import { describe, expect, it } from 'vitest';
import { helpText, parseOptions, SUITES } from './options';

describe('bench options', () => {
  it('runs every suite, built, on both databases when nothing is named', () => {
    expect(parseOptions([])).toEqual({
      help: false,
      suites: Object.keys(SUITES),
      pgliteOnly: false,
      large: true,
      build: true,
    });
  });

  it('picks the named suites and reads the flags', () => {
    const options = parseOptions(['bundle', 'lighthouse', '--no-build', '--pglite-only', '--no-large']);
    expect(options.suites).toEqual(['bundle', 'lighthouse']);
    expect(options).toMatchObject({ build: false, pgliteOnly: true, large: false, help: false });
  });

  it('recognises --help and -h', () => {
    expect(parseOptions(['--help']).help).toBe(true);
    expect(parseOptions(['search', '-h']).help).toBe(true);
  });

  it('refuses unknown suites and flags, naming what it accepts', () => {
    expect(() => parseOptions(['bundel'])).toThrow(/unknown suite bundel; suites: bundle, platform/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown flag --fast; flags: --pglite-only/);
  });

  it('lists every suite and flag in the help', () => {
    const text = helpText();
    for (const name of [...Object.keys(SUITES), '--pglite-only', '--no-large', '--no-build', '--help'])
      expect(text).toContain(name);
  });
});
