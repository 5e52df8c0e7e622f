// The few icons the shell and chrome need, drawn as paths (the full icon package would cost far
// more than these). Decorative unless the caller gives them a title.
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

function icon(path: string, name: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const BackIcon = icon('M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z', 'BackIcon');
export const AccountIcon = icon(
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5z',
  'AccountIcon',
);
export const BasketIcon = icon(
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H20l-3.6 7H8.5l-1 2H19v2H4.3l2.4-4.5L3.1 4H1V2h3.3z',
  'BasketIcon',
);
export const CopyIcon = icon(
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  'CopyIcon',
);
export const CloseIcon = icon(
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  'CloseIcon',
);
export const ChevronLeftIcon = icon('M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z', 'ChevronLeftIcon');
export const ChevronRightIcon = icon(
  'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  'ChevronRightIcon',
);
export const ExpandMoreIcon = icon('M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z', 'ExpandMoreIcon');
export const PhoneIcon = icon(
  'M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm0 18H7V5h10z',
  'PhoneIcon',
);
export const DesktopIcon = icon(
  'M21 2H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7v2H8v2h8v-2h-2v-2h7a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm0 14H3V4h18z',
  'DesktopIcon',
);
export const CodeIcon = icon(
  'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z',
  'CodeIcon',
);
export const DownloadIcon = icon('M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z', 'DownloadIcon');
export const DeleteIcon = icon(
  'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  'DeleteIcon',
);
export const CardIcon = icon(
  'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4v-6h16zm0-10H4V6h16z',
  'CardIcon',
);
export const ArrowUpIcon = icon('M4 12l1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8z', 'ArrowUpIcon');
export const ArrowDownIcon = icon(
  'M20 12l-1.4-1.4-5.6 5.6V4h-2v12.2l-5.6-5.6L4 12l8 8z',
  'ArrowDownIcon',
);
export const InfoIcon = icon(
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
  'InfoIcon',
);
export const CheckIcon = icon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z', 'CheckIcon');
export const ErrorIcon = icon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
  'ErrorIcon',
);
export const WarningIcon = icon('M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z', 'WarningIcon');
export const DeclinedIcon = icon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
  'DeclinedIcon',
);
export const CardOffIcon = icon(
  'M21.6 21.6 2.4 2.4 1 3.8l1.3 1.3A2 2 0 0 0 2 6v12a2 2 0 0 0 2 2h14.2l2 2zM4 18v-6h4.2l6 6zm0-10V6.8L5.2 8zm4.8-4H20a2 2 0 0 1 2 2v12c0 .3-.1.6-.2.9L20 17.1V12h-5.1l-4-4H20V6H8.8z',
  'CardOffIcon',
);
export const ShareIcon = icon(
  'M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8a3 3 0 1 0-3-3c0 .2 0 .5.1.7L8 9.8A3 3 0 0 0 6 9a3 3 0 1 0 2 5.2l7.1 4.2c-.1.2-.1.4-.1.6a2.9 2.9 0 1 0 2.9-2.9z',
  'ShareIcon',
);
export const MoreIcon = icon(
  'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'MoreIcon',
);
export const UploadIcon = icon('M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z', 'UploadIcon');
export const UndoIcon = icon(
  'M12.5 8c-2.6 0-5 1-6.9 2.6L2 7v9h9l-3.6-3.6A8 8 0 0 1 20.1 16l2.4-.8A10.5 10.5 0 0 0 12.5 8z',
  'UndoIcon',
);
export const BoltIcon = icon(
  'M11 21h-1l1-7H7.5c-.9 0-.3-.8-.3-.8L13 3h1l-1 7h3.5c.5 0 .6.3.4.7L11 21z',
  'BoltIcon',
);
