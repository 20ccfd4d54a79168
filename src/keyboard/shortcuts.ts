/**
 * The console's keyboard shortcuts, as the help dialog (`?`) lists them. `bound: false` marks the ones
 * another part of the console binds (global search), listed here so the dialog shows them all.
 */
export interface Shortcut {
  /** The keys to press, each as shown on a key cap. */
  keys: string[];
  /** The translation key of what it does. */
  label: string;
  /** Where it works, a translation key. */
  where: string;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ['/'], label: 'app.keyboard.search', where: 'app.keyboard.anywhere' },
  { keys: ['Ctrl', 'K'], label: 'app.keyboard.search', where: 'app.keyboard.anywhere' },
  { keys: ['N'], label: 'app.keyboard.create', where: 'app.keyboard.on_lists' },
  { keys: ['Ctrl', 'S'], label: 'app.keyboard.save', where: 'app.keyboard.in_forms' },
  { keys: ['J'], label: 'app.keyboard.next', where: 'app.keyboard.on_records' },
  { keys: ['K'], label: 'app.keyboard.previous', where: 'app.keyboard.on_records' },
  { keys: ['Esc'], label: 'app.keyboard.back', where: 'app.keyboard.on_records' },
  { keys: ['?'], label: 'app.keyboard.help', where: 'app.keyboard.anywhere' },
];

/** True when the key press goes to something the user types into: shortcuts keep off those keys. */
export const isTyping = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
};

/** True when focus is inside an overlay (dialog, menu, a select's options): its own keys come first. */
export const isInOverlay = (target: EventTarget | null): boolean =>
  target instanceof Element && Boolean(target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="presentation"]'));
