import { changeLocale, LOCALES, useTranslation } from '@/lib/i18n';
import { LanguageIcon, MoonIcon, SunIcon } from '@/components/line-icons';
import { useSettingsStore } from './settings-store';

/** Language and theme switches as plain buttons, for the sign-in page (the layout has richer ones). */
export function PlainSettingSwitches() {
  const { t, language } = useTranslation();
  const mode = useSettingsStore((s) => s.theme);
  const update = useSettingsStore((s) => s.update);
  const dark = mode === 'dark';
  // Two languages: the button names the other one and switches to it.
  const other = LOCALES.find((locale) => locale !== language) ?? LOCALES[0];
  return (
    <>
      <button
        type="button"
        className="plain-switch"
        title={t('navbar.language')}
        lang={other}
        onClick={() => void changeLocale(other)}
      >
        <LanguageIcon />
        <span>{t(`language.${other}`)}</span>
      </button>
      <button
        type="button"
        className="plain-switch"
        aria-label={dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark')}
        title={dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark')}
        onClick={() => update({ theme: dark ? 'light' : 'dark' })}
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </button>
    </>
  );
}
