import { Button, type ButtonProps, Tooltip } from 'antd';
import { forwardRef, type ReactNode } from 'react';

interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'aria-label'> {
  /** Accessible name and tooltip, in the current language. */
  label: string;
  icon: ReactNode;
  /** Off while the button's own menu or popover is open, so the tooltip never covers it. */
  tooltip?: boolean;
}

/** An icon-only button that always has a name for screen readers and a tooltip for the mouse. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tooltip = true, shape = 'circle', type = 'text', ...rest },
  ref,
) {
  return (
    // The label is only a hint: its tooltip lets clicks through and closes once the pointer leaves the
    // button, so it never covers the menu that opens beside it.
    <Tooltip title={label} open={tooltip ? undefined : false} classNames={{ root: 'icon-button-tooltip' }}>
      <Button ref={ref} {...rest} shape={shape} type={type} icon={icon} aria-label={label} />
    </Tooltip>
  );
});
