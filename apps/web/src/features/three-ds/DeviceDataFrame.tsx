// The hidden device data collection frame (spec §4 "3DS frames"; provider-api.md §3.1): posts
// `Bin` and `JWT` into a hidden iframe on the provider's collection page, and reports the
// SessionId the page posts back — only from the secure 3DS origin and only from this frame.
// Without an answer the flow goes on by itself after its timeout.
import Box from '@mui/material/Box';
import { useEffect, useId, useRef } from 'react';
import { sessionIdFromDeviceDataMessage } from './frame-messages';
import type { DeviceDataCollection } from '../journeys';

interface DeviceDataFrameProps {
  collection: DeviceDataCollection;
  secureOrigin3ds: string;
  onCollected(sessionId: string): void;
}

export function DeviceDataFrame({
  collection,
  secureOrigin3ds,
  onCollected,
}: DeviceDataFrameProps) {
  const name = `sjd-ddc-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const report = useRef(onCollected);
  useEffect(() => {
    report.current = onCollected;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const sessionId = sessionIdFromDeviceDataMessage(event, secureOrigin3ds);
      if (sessionId) report.current(sessionId);
    };
    window.addEventListener('message', listener);
    form.current?.submit();
    return () => window.removeEventListener('message', listener);
  }, [collection.url, collection.jwt, secureOrigin3ds]);

  return (
    // Hidden but laid out: the collection page runs its scripts as in a real browser tab.
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', opacity: 0, left: 0 }}
    >
      <iframe
        ref={frame}
        name={name}
        title="3-D Secure device data collection"
        tabIndex={-1}
        width={1}
        height={1}
        style={{ border: 0 }}
      />
      <form ref={form} method="POST" action={collection.url} target={name}>
        {collection.bin && <input type="hidden" name="Bin" value={collection.bin} />}
        <input type="hidden" name="JWT" value={collection.jwt} />
      </form>
    </Box>
  );
}
