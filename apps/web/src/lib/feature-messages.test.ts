import { describe, expect, it } from 'vitest';
import { defineFeatureMessages } from './feature-messages';
import { i18n } from './i18n';

describe('defineFeatureMessages', () => {
  it('registers both catalogues as soon as the feature module loads, before any component renders', () => {
    defineFeatureMessages({ 'probe.greeting': '你好，{{name}}' }, { 'probe.greeting': 'Hello, {{name}}' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.getFixedT('zh-CN')('probe.greeting', { name: '张三' })).toBe('你好，张三');
    expect(i18n.getFixedT('en-US')('probe.greeting', { name: 'Zhang' })).toBe('Hello, Zhang');
  });

  it('keeps the texts other features registered', () => {
    defineFeatureMessages({ 'probe.a': '甲' }, { 'probe.a': 'A' });
    defineFeatureMessages({ 'probe.b': '乙' }, { 'probe.b': 'B' });
    expect(i18n.getFixedT('en-US')('probe.a')).toBe('A');
    expect(i18n.getFixedT('zh-CN')('probe.b')).toBe('乙');
  });
});
