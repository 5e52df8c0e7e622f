// Leaving a screen without blanking it (issue 35, item 1): a screen whose state says "go on to
// X" (a payment started → processing; a journey over → its result) used to return <Navigate>,
// which renders nothing, so the device showed an empty shop until X's code had loaded (0.4–1.8 s
// on a phone). This hook navigates the same way, once per target, while the screen goes on
// rendering what it showed; the router swaps it for X once X can paint (route modules load
// before a navigation commits).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface Leaving {
  to: string;
  state?: unknown;
  replace?: boolean;
}

export function useLeaveTo(target: Leaving | null): void {
  const navigate = useNavigate();
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  const left = useRef<string | null>(null);
  const to = target?.to ?? null;
  useEffect(() => {
    const leaving = latest.current;
    if (!leaving || left.current === leaving.to) return;
    left.current = leaving.to;
    void navigate(leaving.to, {
      ...(leaving.state !== undefined && { state: leaving.state }),
      ...(leaving.replace && { replace: true }),
    });
  }, [to, navigate]);
}
