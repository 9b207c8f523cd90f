// True once the browser has painted the frame after the component mounted: what is below it
// can wait for that frame. The line grid uses it so the header of a bill (the first screen) is
// painted before AG Grid starts, which takes some 100 ms and measures the page as it starts
// (forced layouts that are cheaper once the header has been laid out).
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame callback runs after that frame is painted.
    const afterFrame = () => {
      timer = setTimeout(() => {
        if (!cancelled) setPainted(true);
      });
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
    if (frame === undefined) afterFrame();
    return () => {
      cancelled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
