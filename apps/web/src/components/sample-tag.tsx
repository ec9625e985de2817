import { Tooltip } from 'antd';
import '../styles/status-tag.css';

/**
 * The 示例数据 marker of synthetic data, with its explanation on hover and focus; drawn like the
 * orange status tag so its text keeps AA contrast in both themes (antd's warning tag does not).
 */
export function SampleTag({ label, hint }: { label: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      <span className="status-tag status-tag--orange sample-tag" tabIndex={0}>
        {label}
      </span>
    </Tooltip>
  );
}
