import { useEffect, useRef } from 'react';
import { CONFETTI_PIECES, celebrate } from '../../lib/completion/confetti';

/** Confetti when the course becomes complete in this visit (not on every later visit). */
export function useCompletionConfetti(percentage: number) {
  const previous = useRef(percentage);
  useEffect(() => {
    if (previous.current < 100 && percentage === 100) void celebrate(CONFETTI_PIECES);
    previous.current = percentage;
  }, [percentage]);
}
