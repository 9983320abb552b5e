'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Whether an <img> failed to load: from its error event, or, for a picture that
 * failed before the page became interactive (its event fired too early to be
 * heard), from its state once mounted. Spread `ref` and `onError` onto the img.
 */
export function useBrokenImage() {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  return { broken, ref, onError: () => setBroken(true) };
}
