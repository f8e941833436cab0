import { useCallback, useEffect, useState } from 'react';

/** A whole-second countdown: `start()` sets it to `seconds`, then it ticks down to 0. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(left - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, running, start };
}
