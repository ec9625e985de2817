import { InitialAvatar } from '@/components/initial-avatar';

interface UserAvatarProps {
  name: string;
  /** The avatar's URL; empty shows the name's initial. */
  src: string;
  size: number;
  className?: string;
  label?: string;
}

/** The account's uploaded picture, or its initial when there is none. */
export function UserAvatar({ name, src, size, className, label }: UserAvatarProps) {
  if (!src) return <InitialAvatar name={name} size={size} className={className} label={label} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={label ?? ''}
      className={className ? `user-avatar ${className}` : 'user-avatar'}
      decoding="async"
    />
  );
}
