import { Typography } from 'antd';
import type { ReactNode } from 'react';
import '../analysis-header.css';

/** How wide a control sits in the row: `grow` shares the row, the others keep their own width. */
export type AnalysisFieldWidth = 'grow' | 'area' | 'narrow' | 'year';

/** One labelled control of an analysis page: the label above, the control under it. */
export function AnalysisField({
  label,
  width = 'grow',
  children,
}: {
  label: string;
  width?: AnalysisFieldWidth;
  children: ReactNode;
}) {
  return (
    <label className={`analysis-field analysis-field--${width}`}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * The title, the line under it and the row of controls that both analysis pages open with; `children` are
 * the controls (AnalysisField, buttons, the saved views), wrapped onto further lines on a narrow screen.
 */
export function AnalysisPageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="analysis-head">
        <Typography.Title level={2} className="analysis-head__title">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </header>
      <div className="analysis-controls">{children}</div>
    </>
  );
}
