// The shop's own brand and amounts laid over the demo sheet where the real sheet shows them
// (spec §4 "Overlays fade in after about 4 seconds"; "pay-later amount is one third of cart
// total"). Positions and type come from the sheet layout the videos were drawn with, scaled with
// the video (container query units). Hidden from screen readers: the dialog says the same in text.
import Box from '@mui/material/Box';
import {
  overlayCueMs,
  overlayFadeMs,
  sheetFrame,
  type OverlaySlot,
  type SlotText,
} from './sheet-layout';

interface SheetOverlaysProps {
  slots: readonly OverlaySlot[];
  texts: Record<SlotText, string>;
  /** The sheet clock's latest cue (ms). */
  reachedMs: number;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export function isSlotShown(slot: OverlaySlot, reachedMs: number): boolean {
  return reachedMs >= overlayCueMs && (slot.untilMs === undefined || reachedMs < slot.untilMs);
}

export function SheetOverlays({ slots, texts, reachedMs }: SheetOverlaysProps) {
  const { width, height } = sheetFrame;
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {slots.map((slot) => {
        const shown = isSlotShown(slot, reachedMs);
        return (
          <Box
            key={slot.text}
            data-overlay={slot.text}
            data-shown={shown}
            sx={{
              position: 'absolute',
              left: percent(slot.x, width),
              top: percent(slot.y, height),
              width: percent(slot.width, width),
              height: percent(slot.height, height),
              display: 'flex',
              alignItems: 'center',
              justifyContent:
                slot.align === 'left'
                  ? 'flex-start'
                  : slot.align === 'right'
                    ? 'flex-end'
                    : 'center',
              bgcolor: slot.background,
              color: slot.color,
              fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
              // The slot's size in frame pixels, scaled with the video's width.
              fontSize: `${(slot.fontSize / width) * 100}cqw`,
              fontWeight: slot.fontWeight,
              lineHeight: 1.1,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              opacity: shown ? 1 : 0,
              // Fades in; goes at once when the drawn sheet moves on (a fade-out left the old
              // page's text over the new one for half a second).
              transition: shown ? `opacity ${overlayFadeMs}ms ease-out` : 'none',
            }}
          >
            {texts[slot.text]}
          </Box>
        );
      })}
    </Box>
  );
}
