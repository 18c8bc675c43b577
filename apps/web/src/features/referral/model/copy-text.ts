/**
 * Puts `text` on the clipboard: false when the browser refuses (no permission, a page that is
 * not secure, no clipboard at all), so the caller can offer the text to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
