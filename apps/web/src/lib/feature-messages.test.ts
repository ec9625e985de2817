import { describe, expect, it } from 'vitest';
import { defineFeatureMessages } from './feature-messages';
import { translatorFor } from './i18n';

describe('defineFeatureMessages', () => {
  it('registers both catalogues as soon as the feature module loads, before any component renders', () => {
    defineFeatureMessages({ 'probe.greeting': '你好，{{name}}' }, { 'probe.greeting': 'Hello, {{name}}' });
    expect(translatorFor('zh-CN')('probe.greeting', { name: '张三' })).toBe('你好，张三');
    expect(translatorFor('en-US')('probe.greeting', { name: 'Zhang' })).toBe('Hello, Zhang');
  });

  it('keeps the texts other features registered', () => {
    defineFeatureMessages({ 'probe.a': '甲' }, { 'probe.a': 'A' });
    defineFeatureMessages({ 'probe.b': '乙' }, { 'probe.b': 'B' });
    expect(translatorFor('en-US')('probe.a')).toBe('A');
    expect(translatorFor('zh-CN')('probe.b')).toBe('乙');
  });
});
