import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Dialog, IconButton, InputAdornment, List, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { matchPages, useConsolePages, type ConsolePage } from './consolePages';
import { hitPath } from './hitPath';
import type { SearchHitRecord } from './searchProvider';
import { useStars } from './useStars';

/** Waits for a pause in typing before asking the server. */
const DEBOUNCE_MS = 200;
const PAGES_SHOWN = 8;

type Item =
  | { type: 'page'; key: string; path: string; page: ConsolePage; section: 'starred' | 'pages' }
  | { type: 'record'; key: string; path: string; hit: SearchHitRecord; section: 'records' };

const useDebounced = (value: string) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
};

/**
 * The global search: starred pages first, then the console's pages by name in the reader's language,
 * then the records the server found (codes before names). Arrows choose, Enter opens, Esc closes.
 */
const GlobalSearchDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebounced(q.trim());
  const pages = useConsolePages();
  const { stars, isStarred, toggle } = useStars();
  const { data: hits = [], isFetching } = useGetList<SearchHitRecord>(
    'global-search',
    { filter: { q: query }, pagination: { page: 1, perPage: 8 } },
    { enabled: query.length > 0, placeholderData: (previous) => previous },
  );

  const items = useMemo((): Item[] => {
    const pageItem = (page: ConsolePage, section: 'starred' | 'pages'): Item => ({ type: 'page', key: `${section}:${page.path}`, path: page.path, page, section });
    const starredPaths = new Set(stars.map((star) => star.path));
    const starredPages = stars.map((star) => pages.find((page) => page.path === star.path)).filter((page): page is ConsolePage => Boolean(page));
    const text = q.trim();
    if (!text) return starredPages.map((page) => pageItem(page, 'starred'));
    const matched = matchPages(pages, text);
    return [
      ...matched.filter((page) => starredPaths.has(page.path)).map((page) => pageItem(page, 'starred')),
      ...matched.filter((page) => !starredPaths.has(page.path)).slice(0, PAGES_SHOWN).map((page) => pageItem(page, 'pages')),
      ...(query ? hits : []).map((hit): Item => ({ type: 'record', key: hit.id, path: hitPath(hit.kind, hit.record_id), hit, section: 'records' })),
    ];
  }, [q, query, pages, stars, hits]);

  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const open = (item: Item | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const sectionTitle = { starred: 'app.search.starred', pages: 'app.search.pages', records: 'app.search.records' } as const;
  const text = q.trim();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }} aria-label={translate('app.search.title')}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.title'),
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': items.length ? optionId(activeIndex) : undefined,
              'aria-autocomplete': 'list',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List id={listId} ref={listRef} role="listbox" dense sx={{ maxHeight: '60vh', overflow: 'auto', pt: 0 }} aria-label={translate('app.search.title')}>
        {items.map((item, index) => {
          const heading = index === 0 || items[index - 1]!.section !== item.section;
          const label = item.type === 'page' ? item.page.label : item.hit.title;
          return (
            <Box key={item.key} component="li" role="presentation" sx={{ listStyle: 'none' }}>
              {heading && (
                <ListSubheader component="div" role="presentation" disableSticky>
                  {translate(sectionTitle[item.section])}
                </ListSubheader>
              )}
              <ListItemButton
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === activeIndex}
                selected={index === activeIndex}
                onMouseMove={() => setActive(index)}
                onClick={() => open(item)}
              >
                <ListItemText
                  primary={label}
                  secondary={
                    item.type === 'page'
                      ? item.page.group || item.page.path
                      : [translate(`app.search.kind.${item.hit.kind}`), item.hit.detail].filter(Boolean).join(' · ')
                  }
                />
                {item.type === 'page' && (
                  <IconButton
                    edge="end"
                    size="small"
                    tabIndex={-1}
                    aria-label={translate(isStarred(item.path) ? 'app.search.unstar' : 'app.search.star', { page: label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(item.path);
                    }}
                  >
                    {isStarred(item.path) ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
                  </IconButton>
                )}
              </ListItemButton>
            </Box>
          );
        })}
      </List>
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" role="status">
          {text && !items.length ? (isFetching || query !== text ? translate('app.search.searching') : translate('app.search.nothing', { q: text })) : translate('app.search.hint')}
        </Typography>
      </Box>
    </Dialog>
  );
};

export default GlobalSearchDialog;
