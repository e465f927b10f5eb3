// Test helper (never imported by app code): jsdom has no canvas 2D context, so tests draw on
// this recording stand-in. Text is measured as if every character were 0.55 em wide.

export interface RecordedCall {
  method: string;
  args: unknown[];
  /** ctx.font and ctx.direction when the call was made. */
  font: string;
  direction: string;
}

export function recordingContext(width = 3508, height = 2480) {
  const calls: RecordedCall[] = [];
  const state: Record<string | symbol, unknown> = { canvas: { width, height }, font: '10px sans-serif' };
  const fontSize = () => Number(/([\d.]+)px/.exec(String(state.font))?.[1] ?? 10);
  const ctx = new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') {
        return (text: string) => ({ width: Array.from(text).length * fontSize() * 0.55 });
      }
      return (...args: unknown[]) => {
        calls.push({
          method: String(prop),
          args,
          font: String(target.font),
          direction: String(target.direction),
        });
      };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  const texts = () => calls.filter((call) => call.method === 'fillText');
  return { ctx, calls, texts, textOf: () => texts().map((call) => call.args[0]) };
}
