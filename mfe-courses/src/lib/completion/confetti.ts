/** SPEC §9: confetti lasts about 4 s. */
export const CONFETTI_MS = 4000;
/** SPEC §4: 200 pieces by default, 250 on the course panel. */
export const CONFETTI_PIECES = 200;
export const PANEL_CONFETTI_PIECES = 250;

const BURSTS = 8;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Celebrates a completed course: `pieces` confetti in bursts over about 4 s, on a canvas of our
 * own that is removed afterwards. Nothing under prefers-reduced-motion. canvas-confetti is loaded
 * only when needed, and without its worker (a blob: worker the site's CSP rightly refuses).
 */
export async function celebrate(pieces = CONFETTI_PIECES): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.className = 'qe-confetti';
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '1000',
    });
    document.body.append(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    const perBurst = Math.ceil(pieces / BURSTS);
    const interval = CONFETTI_MS / BURSTS;
    const bursts = Array.from(
      { length: BURSTS },
      (_, index) =>
        new Promise<void>((resolve) => {
          window.setTimeout(() => {
            const count = Math.min(perBurst, pieces - index * perBurst);
            if (count <= 0) return resolve();
            void fire({
              particleCount: count,
              spread: 70 + (index % 3) * 20,
              startVelocity: 40,
              ticks: 160,
              origin: { x: index % 2 === 0 ? 0.25 : 0.75, y: 0.6 },
            });
            resolve();
          }, index * interval);
        }),
    );
    await Promise.all(bursts);
    window.setTimeout(() => {
      fire.reset();
      canvas.remove();
    }, 3000);
  } catch (error) {
    console.error('[courses] confetti unavailable', error);
  }
}
