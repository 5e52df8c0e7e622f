// A wallet's demo dialog (spec §4 "Express demo"): a modal on the simulated device playing the
// wallet's demo sheet, labelled by the wallet's name, with the shop and amount in words, focus
// kept inside, Escape (or the close button, or a click outside) cancelling. PayPal's lets the
// viewer pick the outcome PayPal comes back with, so both result pages can be shown.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import type { Wallet } from '../../config/paths';
import type { SheetOutcome } from '../journeys';
import type { SlotText } from './sheet-layout';
import { SheetPlayer } from './SheetPlayer';
import { visuallyHidden } from '../../components/visually-hidden';
import { walletNames } from '../../config/paths';
import { googlePayImageDescription, sheetDescriptions } from './wallets';

export interface WalletDialogProps {
  wallet: Wallet;
  /** False once the sheet ended or the viewer closed it: the dialog fades out. */
  open: boolean;
  /** The dialog has faded out (focus is back on the wallet's button). */
  onClosed(): void;
  /** Google Pay shows an image dialog on mobile, a video on desktop (spec §2). */
  isDesktop: boolean;
  /** The simulated device's screen: the sheet opens on it. Null: the whole window. */
  container: HTMLElement | null;
  texts: Record<SlotText, string>;
  /** The shop and the amount in words (the overlays show them on the sheet). */
  summary: string;
  onStarted(): void;
  onFinished(outcome: SheetOutcome): void;
  onCancel(): void;
}

export function WalletDialog(props: WalletDialogProps) {
  const { wallet, open, onClosed, isDesktop, container, texts, summary } = props;
  const { onStarted, onFinished, onCancel } = props;
  const [outcome, setOutcome] = useState<SheetOutcome>('approved');
  const titleId = useId();
  const summaryId = useId();
  const descriptionId = useId();
  const outcomeId = useId();
  const name = walletNames[wallet];
  const mode = wallet === 'googlePay' && !isDesktop ? 'image' : 'video';
  const description = mode === 'image' ? googlePayImageDescription : sheetDescriptions[wallet];
  const onDevice = container !== null;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      container={container}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{
        ...(onDevice && { position: 'absolute' }),
        // The sheet's height follows the device's: the video is as tall as the screen allows.
        '& .MuiDialog-container': { containerType: 'size' },
      }}
      slotProps={{
        transition: { onExited: onClosed },
        backdrop: { sx: onDevice ? { position: 'absolute' } : {} },
        paper: {
          sx: {
            m: 1.5,
            width: 'min(420px, calc(100% - 24px))',
            maxHeight: 'calc(100% - 24px)',
            borderRadius: 3,
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h4" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography id={summaryId} variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Box>
        <IconButton aria-label={`Close ${name}`} onClick={onCancel} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Box
          sx={{
            // As wide as the dialog, but no taller than the device's screen leaves room for.
            width: 'min(100%, calc((100cqh - 210px) * 0.75))',
            minWidth: 200,
            mx: 'auto',
          }}
        >
          <SheetPlayer
            wallet={wallet}
            mode={mode}
            texts={texts}
            description={description}
            descriptionId={descriptionId}
            onStarted={onStarted}
            onFinished={() => onFinished(outcome)}
          />
        </Box>
        <Box id={descriptionId} sx={visuallyHidden}>
          {description}
        </Box>
        {wallet === 'payPal' && (
          <FormControl component="fieldset" sx={{ mt: 1, display: 'flex' }}>
            <FormLabel component="legend" id={outcomeId} sx={{ fontSize: 14 }}>
              PayPal comes back with
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={outcomeId}
              value={outcome}
              onChange={(_event, value) => setOutcome(value === 'failed' ? 'failed' : 'approved')}
            >
              <FormControlLabel
                value="approved"
                control={<Radio size="small" />}
                label="Approved"
              />
              <FormControlLabel value="failed" control={<Radio size="small" />} label="Failed" />
            </RadioGroup>
          </FormControl>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          A demo: {name} is simulated and nothing is charged.
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
