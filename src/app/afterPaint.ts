/** Longest wait for a frame: a hidden page paints none, and its typing must still reach the document. */
const FRAME_WAIT_MS = 100;

/** Runs `task` in a task after the next frame (or after FRAME_WAIT_MS without one); returns a cancel. */
export function afterPaint(task: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(once, typeof requestAnimationFrame === 'function' ? FRAME_WAIT_MS : 0);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(once, 0)) : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
