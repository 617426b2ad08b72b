/**
 * Copies text. The asynchronous Clipboard API needs a secure context (HTTPS or localhost) and
 * the permission; a kanban opened over plain HTTP on the shop network has neither, so the
 * fallback selects the text in an off-screen field and runs the legacy copy command.
 * Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or not focused: try the legacy way below.
    }
  }
  if (!legacyCopy(text)) throw new Error('copy failed');
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(field);
  field.focus();
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    field.remove();
    // Give the focus back to the button that asked, for keyboard users.
    previous?.focus();
  }
  return copied;
}
