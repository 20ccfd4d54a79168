import { useEffect, useRef } from 'react';
import { FormControl, FormLabel, useTheme } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { basicSetup } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEditorTheme } from './editorTheme';

/**
 * A form's code, edited in CodeMirror 6 (JavaScript). Imported by the scripts' pages only, so the
 * editor is in their chunk. A value set from outside (a reset, a restored version) replaces the text.
 */
export const CodeEditorInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source });
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const onChange = useRef(field.onChange);
  useEffect(() => {
    onChange.current = field.onChange;
  });
  const theme = useEditorTheme(useTheme());
  const label = translate(`resources.scripts.fields.${source}`);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: String(field.value ?? ''),
        extensions: [
          basicSetup,
          javascript(),
          theme,
          EditorView.contentAttributes.of({ 'aria-label': label, id }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; its text follows the form below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [theme]);

  useEffect(() => {
    const editor = view.current;
    const value = String(field.value ?? '');
    if (editor && value !== editor.state.doc.toString()) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [field.value]);

  return (
    <FormControl fullWidth error={fieldState.invalid} sx={{ my: 1 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <div ref={host} onBlur={field.onBlur} />
      <InputHelperText error={fieldState.error?.message} />
    </FormControl>
  );
};
