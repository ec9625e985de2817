import { placeName } from '@coal/contracts';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Names prefectures and counties in the interface language (毕节市 → Bijie in English). */
export function usePlaceName(): (name: string) => string {
  const { language } = useTranslation();
  return useCallback((name: string) => placeName(name, language), [language]);
}
