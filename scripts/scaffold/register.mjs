/** Applies one registration to a file's text: a line before or after an anchor, an import, or a list item. */
export const register = (text, edit) => {
  let out = text;
  if (edit.importLine) out = afterLastImport(out, edit.importLine);
  if (edit.append) out = `${out.replace(/\n*$/, '\n')}${edit.append}\n`;
  if (edit.before) out = replaceOnce(out, edit.before, `${edit.line}\n${edit.before}`);
  if (edit.after) out = replaceOnce(out, edit.after, (anchor) => `${anchor}\n${edit.line}`);
  if (edit.listEnd) out = replaceOnce(out, edit.listEnd, (_, list) => `${list}, ${edit.item}]`);
  return out;
};

const replaceOnce = (text, anchor, replacement) => {
  const found = typeof anchor === 'string' ? text.includes(anchor) : anchor.test(text);
  if (!found) throw new Error(`Cannot find ${anchor} to register the resource: add it by hand`);
  return text.replace(anchor, replacement);
};

const afterLastImport = (text, line) => {
  const imports = [...text.matchAll(/^import [^;]+;$/gm)];
  const last = imports.at(-1);
  if (!last) return `${line}\n${text}`;
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
};
