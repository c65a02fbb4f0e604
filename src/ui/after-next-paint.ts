/**
 * Runs `work` in a task after the next frame is painted, and returns how to call it off. For what an interaction
 * may do a moment later (moving the focus), so that what the traveller asked for shows first.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
