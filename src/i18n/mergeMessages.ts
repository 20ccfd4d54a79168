import type { TranslationMessages } from 'react-admin';

type MessageTree = Record<string, unknown>;

const isTree = (value: unknown): value is MessageTree => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** `target` with `source` merged in: new objects along the paths both trees hold, the rest shared, neither changed. */
const mergeTwo = (target: MessageTree, source: MessageTree): MessageTree => {
  const merged: MessageTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTwo(existing, value) : value;
  }
  return merged;
};

/**
 * Deep-merges message trees, later ones winning, as react-admin's mergeTranslations does without
 * bringing lodash's merge into the first page. A subtree only one tree holds is shared, not copied: the
 * trees are read and never changed.
 */
export const mergeMessages = (...trees: object[]): TranslationMessages =>
  trees.reduce<MessageTree>((merged, tree) => mergeTwo(merged, tree as MessageTree), {}) as TranslationMessages;
