import type { ReactNode } from 'react';

/**
 * A data value as stored (a name, an address, a document number): Chinese whatever the interface
 * language, so it is marked as such for screen readers, fonts and line breaking.
 */
export function DataText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span lang="zh-CN" className={className}>
      {children}
    </span>
  );
}
