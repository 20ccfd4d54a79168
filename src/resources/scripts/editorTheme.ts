import { useMemo } from 'react';
import type { Theme } from '@mui/material';
import { EditorView } from '@codemirror/view';

/** CodeMirror in the console's colours, light or dark, with a frame like the other inputs'. */
export const useEditorTheme = (theme: Theme) =>
  useMemo(
    () =>
      EditorView.theme(
        {
          '&': {
            color: theme.palette.text.primary,
            backgroundColor: theme.palette.background.paper,
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: `${theme.shape.borderRadius}px`,
            fontSize: '14px',
          },
          '.cm-scroller': { minHeight: '12em', maxHeight: '28em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
          '.cm-gutters': { backgroundColor: theme.palette.action.hover, color: theme.palette.text.secondary, borderRight: `1px solid ${theme.palette.divider}` },
          '&.cm-focused': { outline: `2px solid ${theme.palette.primary.main}` },
          '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: theme.palette.action.selected },
        },
        { dark: theme.palette.mode === 'dark' },
      ),
    [theme],
  );
