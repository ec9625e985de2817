import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { changeLocale, isLocale, LOCALES, useTranslation } from '@/lib/i18n';
import { IconButton } from './icon-button';

/** Picks the interface language; the choice is remembered. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LOCALES.map((locale) => ({ key: locale, label: t(`language.${locale}`), lang: locale })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isLocale(key)) void changeLocale(key);
        },
      }}
    >
      <IconButton label={t('navbar.language')} icon={<TranslationOutlined />} tooltip={!open} />
    </Dropdown>
  );
}
