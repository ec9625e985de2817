import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { CloseAction, TabEntry } from './tab-list';
import { useTabsStore } from './tabs-store';
import '@/styles/features/tab-bar.css';

interface TabBarProps {
  activePath: string;
  onNavigate: (path: string) => void;
}

export function TabBar({ activePath, onNavigate }: TabBarProps) {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const close = useTabsStore((s) => s.close);
  const reload = useTabsStore((s) => s.reload);

  const run = (tab: TabEntry, action: CloseAction | 'reload') => {
    if (action === 'reload') {
      reload(tab.fullPath);
      return;
    }
    const target = close(tab.fullPath, action, activePath);
    if (target) onNavigate(target);
  };

  const menuFor = (tab: TabEntry, index: number): MenuProps => ({
    items: [
      { key: 'reload', label: t('tabs.reload'), disabled: tab.fullPath !== activePath },
      { key: 'current', label: t('tabs.closeCurrent'), disabled: index === 0 },
      { key: 'left', label: t('tabs.closeLeft'), disabled: index <= 1 },
      { key: 'right', label: t('tabs.closeRight'), disabled: index === tabs.length - 1 },
      { key: 'others', label: t('tabs.closeOthers'), disabled: tabs.length <= 1 },
      { key: 'all', label: t('tabs.closeAll'), disabled: tabs.length <= 1 },
    ],
    onClick: ({ key }) => run(tab, key as CloseAction | 'reload'),
  });

  const activeIndex = tabs.findIndex((tab) => tab.fullPath === activePath);
  const active = tabs[activeIndex];

  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul className="tab-bar__list">
        {tabs.map((tab, index) => {
          const title = t(tab.title);
          const isActive = tab.fullPath === activePath;
          return (
            <li key={tab.fullPath}>
              <Dropdown menu={menuFor(tab, index)} trigger={['contextMenu']}>
                <span className={`tab-bar__tab${isActive ? ' tab-bar__tab--active' : ''}`}>
                  <a
                    href={tab.fullPath}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      onNavigate(tab.fullPath);
                    }}
                  >
                    {title}
                  </a>
                  {index > 0 && (
                    <button
                      type="button"
                      className="tab-bar__close"
                      aria-label={t('tabs.close', { title })}
                      onClick={() => run(tab, 'current')}
                    >
                      <CloseOutlined aria-hidden />
                    </button>
                  )}
                </span>
              </Dropdown>
            </li>
          );
        })}
      </ul>
      {active && (
        <Dropdown menu={menuFor(active, activeIndex)} trigger={['click']}>
          <Button size="small" type="text" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
        </Dropdown>
      )}
    </nav>
  );
}
