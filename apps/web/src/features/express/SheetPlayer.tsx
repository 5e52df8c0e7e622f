// The demo sheet in the wallet dialog (spec §4 "Express demo"): the wallet's video — or, for
// Google Pay on mobile, its image — with the shop's brand and amounts laid over it. It reports
// when the sheet starts (the video plays, or the image has loaded and shows: "on play") and when
// it comes to its end (the video ended; the image 6000 ms after it showed, so a cold load's
// 0.25–1.5 s does not eat into them). A video the browser cannot play falls back to its poster
// and the same clock, so the demo still ends; one it may not autoplay waits for Play.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Wallet } from '../../config/paths';
import { SheetOverlays } from './SheetOverlays';
import { googlePayImageMs, overlayCueMs, sheetScripts, type SlotText } from './sheet-layout';
import { googlePaySheetImage, sheetVideos } from './sheet-media';
import { useSheetClock } from './use-sheet-clock';
import { walletNames } from '../../config/paths';

export const videoFallbackText = 'Your browser does not support the video tag.';

interface SheetPlayerProps {
  wallet: Wallet;
  mode: 'video' | 'image';
  texts: Record<SlotText, string>;
  /** What the sheet shows, in words: the image's alternative text. */
  description: string;
  /** The id of the same text in the dialog: the video's description. */
  descriptionId: string;
  onStarted(): void;
  onFinished(): void;
}

export function SheetPlayer(props: SheetPlayerProps) {
  const { wallet, mode, texts, description, descriptionId, onStarted, onFinished } = props;
  const name = walletNames[wallet];
  const script = sheetScripts[wallet];
  const videoRef = useRef<HTMLVideoElement>(null);
  const reported = useRef({ started: false, finished: false });
  const [isVideoBroken, setVideoBroken] = useState(false);
  const [isPlaying, setPlaying] = useState(false);
  const [needsPlay, setNeedsPlay] = useState(false);
  // The image's 6000 ms count from when it is on screen; an image that cannot load shows its
  // alternative text, which is on screen at once.
  const [isImageShown, setImageShown] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const isTimed = mode === 'image' || isVideoBroken;
  const isClockRunning = mode === 'image' ? isImageShown : isVideoBroken || isPlaying;
  const endMs = mode === 'image' ? googlePayImageMs : script.durationMs;
  const cues = useMemo(
    () => [
      overlayCueMs,
      ...script.slots.flatMap((slot) => (slot.untilMs ? [slot.untilMs] : [])),
      ...(isTimed ? [endMs] : []),
    ],
    [script, isTimed, endMs],
  );
  const clockMs = useSheetClock(isClockRunning, cues);
  // The video's own time too: an overlay goes as soon as either says the drawn sheet moved on,
  // so a clock behind a video (a late 'playing' event) no longer leaves the review page's text
  // over the next page (issue 35).
  const [videoMs, setVideoMs] = useState(0);
  const reachedMs = Math.max(clockMs, videoMs);

  const start = () => {
    if (reported.current.started) return;
    reported.current.started = true;
    onStarted();
  };
  const finish = () => {
    if (reported.current.finished) return;
    reported.current.finished = true;
    onFinished();
  };

  // A timed sheet (the image once loaded, or a video that cannot play) starts when it shows and
  // ends on the clock.
  useEffect(() => {
    if (isTimed && isClockRunning) start();
  });
  // An image already in the cache may have loaded before its load handler was attached.
  useEffect(() => {
    if (mode === 'image' && imageRef.current?.complete && imageRef.current.naturalWidth > 0) {
      setImageShown(true);
    }
  }, [mode]);
  useEffect(() => {
    if (isTimed && reachedMs >= endMs) finish();
  });

  // Muted inline video may autoplay; a browser that still refuses gets a Play button.
  useEffect(() => {
    const video = videoRef.current;
    if (mode !== 'video' || !video) return;
    video.muted = true;
    // jsdom and very old browsers return nothing from play().
    const playing: Promise<void> | undefined = video.play();
    playing?.catch(() => setNeedsPlay(true));
  }, [mode]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      const playing: Promise<void> | undefined = video.play();
      playing?.catch(() => setNeedsPlay(true));
    } else {
      video.pause();
    }
  };

  const { video, poster } = sheetVideos[wallet];
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '3 / 4',
          containerType: 'inline-size',
          overflow: 'hidden',
          borderRadius: 2,
          bgcolor: '#f2f2f7',
          '& > img, & > video': { display: 'block', width: '100%', height: '100%' },
        }}
      >
        {mode === 'image' ? (
          <img
            ref={imageRef}
            src={googlePaySheetImage}
            alt={description}
            onLoad={() => setImageShown(true)}
            onError={() => setImageShown(true)}
          />
        ) : isVideoBroken ? (
          <img src={poster} alt={description} />
        ) : (
          <video
            ref={videoRef}
            src={video}
            poster={poster}
            muted
            playsInline
            autoPlay
            preload="auto"
            aria-label={`${name} demo video`}
            aria-describedby={descriptionId}
            onPlaying={() => {
              setNeedsPlay(false);
              setPlaying(true);
              start();
            }}
            onTimeUpdate={(event) => setVideoMs(event.currentTarget.currentTime * 1000)}
            onPause={() => setPlaying(false)}
            onWaiting={() => setPlaying(false)}
            onEnded={() => {
              setPlaying(false);
              finish();
            }}
            onError={() => setVideoBroken(true)}
          >
            {videoFallbackText}
          </video>
        )}
        <SheetOverlays slots={script.slots} texts={texts} reachedMs={reachedMs} />
        {needsPlay && (
          <Button
            variant="contained"
            onClick={togglePlay}
            sx={{
              position: 'absolute',
              left: '50%',
              top: '50%',
              transform: 'translate(-50%, -50%)',
            }}
          >
            Play the {name} demo
          </Button>
        )}
      </Box>
      {mode === 'video' && !isVideoBroken && !needsPlay && (
        <Button size="small" onClick={togglePlay} sx={{ mt: 0.5 }}>
          {isPlaying ? 'Pause demo' : 'Play demo'}
        </Button>
      )}
    </Box>
  );
}
