import '../styles/initial-avatar.css';

interface InitialAvatarProps {
  name: string;
  size: number;
  className?: string;
  /** Spoken name of the picture; without it the avatar is decoration beside the name it repeats. */
  label?: string;
}

/**
 * A person's initial in a circle of the theme colour. One character always fits, so unlike Ant Design's
 * Avatar it never measures its text, which forces a layout in the middle of the first page's render.
 */
export function InitialAvatar({ name, size, className, label }: InitialAvatarProps) {
  return (
    <span
      className={className ? `initial-avatar ${className}` : 'initial-avatar'}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.44) }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // Account names are Chinese: English pages too draw the initial with Simplified Chinese glyphs.
      lang="zh-CN"
    >
      {name.slice(0, 1)}
    </span>
  );
}
