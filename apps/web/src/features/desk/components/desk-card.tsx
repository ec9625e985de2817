import type { ReactNode } from 'react';
import { PanelCard } from '@/components/panel-card';
import '@/styles/features/desk.css';

/** A desk panel's frame with a level-2 heading that names it for screen readers. */
export function DeskCard({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `desk-${id}-title`;
  return (
    <PanelCard
      labelledBy={titleId}
      className="desk-card"
      title={
        <h2 id={titleId} className="panel-heading">
          {title}
        </h2>
      }
      extra={extra}
    >
      {children}
    </PanelCard>
  );
}
