import { useMemo } from 'react';
import type { Theme } from '@mui/material';
import { EditorView } from '@codemirror/view';

/** The editor's own surface: light in both console themes, where CodeMirror's token colours read at 4.5:1. */
const SURFACE = { text: 'rgba(0, 0, 0, 0.87)', paper: '#ffffff', gutter: '#f5f5f5', gutterText: 'rgba(0, 0, 0, 0.6)', activeLine: 'rgba(0, 0, 0, 0.06)' };

/** CodeMirror with a frame like the other inputs' and the console's focus colour. */
export const useEditorTheme = (theme: Theme) =>
  useMemo(
    () =>
      EditorView.theme(
        {
          '&': {
            color: SURFACE.text,
            backgroundColor: SURFACE.paper,
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: `${theme.shape.borderRadius}px`,
            fontSize: '14px',
          },
          '.cm-scroller': { minHeight: '12em', maxHeight: '28em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
          '.cm-gutters': { backgroundColor: SURFACE.gutter, color: SURFACE.gutterText, borderRight: `1px solid ${theme.palette.divider}` },
          '&.cm-focused': { outline: `2px solid ${theme.palette.primary.main}` },
          '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: SURFACE.activeLine },
        },
        { dark: false },
      ),
    [theme],
  );
