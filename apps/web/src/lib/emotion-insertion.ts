// Replaces @emotion/use-insertion-effect-with-fallbacks in the build (vite.config.ts). Emotion
// inserts each new style rule from an insertion effect, which React runs inside its commit: on a
// shop's first render that was several hundred rules parsed in one uninterruptible task, the
// longest of the page's load. With the fallback emotion ships for React versions without
// insertion effects, a component's rules go in while it renders, and React renders the first
// page in slices (main.tsx renders in a transition), so that work is spread over short tasks.
// A render React throws away may leave rules behind: they are unique class names no element
// matches. Global styles keep emotion's insertion effect.
import { useInsertionEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
