/** Input types that take no typed text: keyboard shortcuts stay on for them. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether a key event's target takes typed text (an input, textarea, contenteditable, a textbox,
 * the Monaco editor): there Ctrl/Cmd+B and friends belong to the field, not to the app.
 */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return (
    target.closest(
      'textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], .monaco-editor',
    ) !== null
  );
}
