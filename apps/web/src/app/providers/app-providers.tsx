import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
// The store alone: the settings drawer loads with the layout, not with the first screen.
import { useSettingsStore } from '@/features/settings/settings-store';
import { onLanguageChange, useTranslation } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** The page's language and light/dark mode on <html>, before (and without) any Ant Design code. */
function DocumentSettings() {
  const { language } = useTranslation();
  const mode = useSettingsStore((s) => s.theme);
  const colorWeak = useSettingsStore((s) => s.colorWeak);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    // Server messages follow Accept-Language: refetch what is on screen in the new language.
    return onLanguageChange(() => void queryClient.invalidateQueries());
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  useEffect(() => {
    // Colour weakness: the spec's 80 % invert on the whole page.
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  return null;
}

/**
 * What every screen needs: queries, and the language and theme on <html>. Ant Design's theme, toasts
 * and dialogs come with the first page that uses them (`AntdProviders`), so sign-in loads none of its code.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentSettings />
      {children}
    </QueryClientProvider>
  );
}
