import { useEffect, useState } from 'react';
import { Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { basicSetup } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { MergeView, diff } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEditorTheme } from './editorTheme';

/** Two versions of a script side by side, read-only, their differences marked: `before` on the left. */
export const DiffView = ({ before, after }: { before: string; after: string }) => {
  const translate = useTranslate();
  const theme = useEditorTheme(useTheme());
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!host) return;
    const readOnly = [basicSetup, javascript(), theme, EditorState.readOnly.of(true), EditorView.editable.of(false)];
    const view = new MergeView({ a: { doc: before, extensions: readOnly }, b: { doc: after, extensions: readOnly }, parent: host, collapseUnchanged: { margin: 3, minSize: 6 } });
    return () => view.destroy();
  }, [host, before, after, theme]);
  const changes = diff(before, after).length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {changes ? translate('resources.scripts.diff.changes', { smart_count: changes }) : translate('resources.scripts.diff.none')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('resources.scripts.diff.sides')}
      </Typography>
      <div ref={setHost} data-testid="script-diff" />
    </>
  );
};
