// Lazy pages render after navigation, so a hash target may appear a little later.
const HASH_WAIT_MS = 3000;

function findTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the element named by the hash, waiting for it to be rendered, or to the top
 * when there is no hash. Returns a cancel function for the waiting.
 */
export function scrollToHashOrTop(hash: string): () => void {
  if (!hash) {
    window.scrollTo(0, 0);
    return () => undefined;
  }
  const existing = findTarget(hash);
  if (existing) {
    existing.scrollIntoView({ block: 'start' });
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = findTarget(hash);
    if (!target) return;
    stop();
    target.scrollIntoView({ block: 'start' });
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
