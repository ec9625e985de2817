import type { ReactNode } from 'react';
import '@/styles/panel-card.css';

interface PanelCardProps {
  /** The heading element itself (e.g. an h2), so that each page keeps its own outline; none, no head. */
  title?: ReactNode;
  /** Id of the heading that names the panel as a region. */
  labelledBy?: string;
  extra?: ReactNode;
  className?: string;
  /** The body runs to the panel's edges (lists with their own padding). */
  flush?: boolean;
  children: ReactNode;
}

/**
 * A titled panel drawn like Ant Design's card, without its code: the desk's first screen stays light
 * (antd's Card brings its tabs along).
 */
export function PanelCard({ title, labelledBy, extra, className, flush, children }: PanelCardProps) {
  return (
    <section className={['panel-card', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {title !== undefined && (
        <div className="panel-card__head">
          <div className="panel-card__title">{title}</div>
          {extra !== undefined && extra !== null && <div className="panel-card__extra">{extra}</div>}
        </div>
      )}
      <div className={flush ? 'panel-card__body panel-card__body--flush' : 'panel-card__body'}>
        {children}
      </div>
    </section>
  );
}
