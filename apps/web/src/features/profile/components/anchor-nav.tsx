import { PROFILE_SECTIONS, type ProfileSection, SUBSECTIONS } from '@coal/contracts';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useProfileT } from '../profile-i18n';

interface Props {
  active: string | null;
  activeSection: ProfileSection | null;
  compact: boolean;
  onJump: (id: string) => void;
}

function Links({ active, activeSection, onJump }: Omit<Props, 'compact'>) {
  const { zh } = useProfileT();
  return (
    <ol className="profile-nav__sections">
      {PROFILE_SECTIONS.map((section) => (
        <li
          key={section.id}
          className="profile-nav__section"
          data-active={section.id === activeSection || undefined}
        >
          <a href={`#${section.id}`} onClick={(e) => (e.preventDefault(), onJump(section.id))}>
            {zh ? section.titleZh : section.titleEn}
          </a>
          <ol className="profile-nav__items">
            {SUBSECTIONS.filter((s) => s.section === section.id).map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  aria-current={s.id === active ? 'location' : undefined}
                  className={s.id === active ? 'is-active' : undefined}
                  onClick={(e) => (e.preventDefault(), onJump(s.id))}
                >
                  {zh ? s.titleZh : s.titleEn}
                </a>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** Sticky contents of the profile: a side list on wide screens, a section strip plus a drawer on phones. */
export function AnchorNav({ active, activeSection, compact, onJump }: Props) {
  const { t, zh } = useProfileT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const strip = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The strip scrolls sideways when its sections do not fit: keep the highlighted one in view, moving
    // only the strip (scrollIntoView would move the page too).
    const list = strip.current;
    const link = list?.querySelector<HTMLElement>('a.is-active');
    if (!list || !link || !compact) return;
    const left = link.offsetLeft - list.offsetLeft;
    const right = left + link.offsetWidth;
    if (left < list.scrollLeft) list.scrollTo({ left: Math.max(0, left - 16) });
    else if (right > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: right - list.clientWidth + 16 });
  }, [activeSection, compact]);
  useEffect(() => {
    // Keep the active entry inside the sticky list without moving the page.
    const nav = ref.current;
    const link = nav?.querySelector<HTMLElement>('a.is-active');
    if (!nav || !link || compact) return;
    const top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    if (top < nav.scrollTop + 24 || top > nav.scrollTop + nav.clientHeight - 48)
      nav.scrollTop = Math.max(0, top - nav.clientHeight / 2);
  }, [active, compact]);
  if (!compact) {
    return (
      <nav ref={ref} className="profile-nav" aria-label={t('profile.nav.label')}>
        <Links active={active} activeSection={activeSection} onJump={onJump} />
      </nav>
    );
  }
  const jump = (id: string) => {
    setOpen(false);
    onJump(id);
  };
  return (
    <nav className="profile-nav profile-nav--compact" aria-label={t('profile.nav.label')}>
      <ol ref={strip} className="profile-strip">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={section.id === activeSection ? 'is-active' : undefined}
              aria-current={section.id === activeSection ? 'true' : undefined}
              onClick={(e) => (e.preventDefault(), jump(section.id))}
            >
              {zh ? section.titleZh : section.titleEn}
            </a>
          </li>
        ))}
      </ol>
      {/* An icon only: the strip needs the width for its five sections. */}
      <Button
        size="small"
        icon={<UnorderedListOutlined aria-hidden />}
        aria-label={t('profile.nav.open')}
        title={t('profile.nav.open')}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('profile.nav.label')}
        placement="right"
        size={300}
      >
        <div className="profile-nav">
          <Links active={active} activeSection={activeSection} onJump={jump} />
        </div>
      </Drawer>
    </nav>
  );
}
