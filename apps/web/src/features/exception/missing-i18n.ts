import { defineFeatureMessages } from '@/lib/feature-messages';

/** Texts of the page drawn for a mine, company or article that does not exist. */
export const missingZhCN = {
  'missing.mine.title': '未找到煤矿 {{id}}',
  'missing.company.title': '未找到企业 {{id}}',
  'missing.article.title': '未找到资讯 {{id}}',
  'missing.noId': '（未给出编号）',
  'missing.description': '它可能已被删除或合并，或者链接中的编号有误。可以按名称重新查找：',
  'missing.mine.placeholder': '煤矿名称、拼音或首字母',
  'missing.company.placeholder': '企业名称、统一社会信用代码或拼音',
  'missing.article.placeholder': '资讯关键词',
  'missing.search': '查找',
  'missing.mine.browse': '打开煤矿搜索',
  'missing.company.browse': '浏览全部企业',
  'missing.article.browse': '浏览行业资讯',
  'missing.back': '返回',
};

export const useMissingT = defineFeatureMessages(missingZhCN, {
  'missing.mine.title': 'Mine {{id}} not found',
  'missing.company.title': 'Company {{id}} not found',
  'missing.article.title': 'Article {{id}} not found',
  'missing.noId': '(no id given)',
  'missing.description':
    'It may have been removed or merged, or the id in the link is wrong. Search for it by name:',
  'missing.mine.placeholder': 'Mine name, pinyin or initials',
  'missing.company.placeholder': 'Company name, credit code or pinyin',
  'missing.article.placeholder': 'Words in the article',
  'missing.search': 'Search',
  'missing.mine.browse': 'Open mine search',
  'missing.company.browse': 'Browse all companies',
  'missing.article.browse': 'Browse industry news',
  'missing.back': 'Back',
});
