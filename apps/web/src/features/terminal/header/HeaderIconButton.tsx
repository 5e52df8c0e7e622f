// An icon button of the terminal's header row (issue 44): named for screen readers, its name (or
// a longer hint) in a tooltip on hover and on focus. One that cannot act now stays focusable and
// says why in its tooltip (aria-disabled), rather than vanishing from the tab order.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface HeaderIconButtonProps {
  /** The accessible name. */
  label: string;
  /** The tooltip, when it says more than the name. */
  hint?: string;
  isDisabled?: boolean;
  onClick(event: React.MouseEvent<HTMLButtonElement>): void;
  children: ReactNode;
  /** A menu button's ARIA. */
  menu?: { id: string; isOpen: boolean };
}

export const headerIconSx = {
  color: '#e6edf3',
  '&[aria-disabled="true"]': { color: '#6e7681', cursor: 'default' },
  '&[aria-disabled="true"]:hover': { bgcolor: 'transparent' },
} as const;

export function HeaderIconButton(props: HeaderIconButtonProps) {
  const { label, hint, isDisabled = false, onClick, children, menu } = props;
  // Not interactive: a tooltip must not catch the click meant for what it covers (the Undo
  // under the header, right after Clear).
  return (
    <Tooltip title={hint ?? label} disableInteractive>
      <IconButton
        size="small"
        aria-label={label}
        aria-disabled={isDisabled}
        {...(menu
          ? {
              'aria-haspopup': 'menu' as const,
              'aria-expanded': menu.isOpen,
              'aria-controls': menu.isOpen ? menu.id : undefined,
            }
          : {})}
        onClick={(event) => {
          if (!isDisabled) onClick(event);
        }}
        sx={headerIconSx}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
