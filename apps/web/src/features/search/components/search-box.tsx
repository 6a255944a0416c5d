import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS, SEARCH_TYPE } from '@yaocai/domain/constants';
import { paths } from '../../../config/paths';
import { isListPath, listHref } from '../../../lib/list-navigation';
import { searchBase } from '../../../lib/nav-section';
import { useRouteMeta } from '../../../lib/route-meta';
import {
  searchSuggestionsQueryKey,
  useSearchSuggestions,
  type SearchType,
} from '../api/get-search-suggestions';
import { clearSuggestions } from '../api/suggestion-cache';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import './search-box.css';

export const SEARCH_PLACEHOLDER = '请输入药品名称/生产厂家（支持拼音首字母）';
export const SEARCH_INPUT_LABEL = '搜索药品或厂家';

const TYPE_OPTIONS: { value: SearchType; label: string }[] = [
  { value: SEARCH_TYPE.drug, label: '药品' },
  { value: SEARCH_TYPE.manufacturer, label: '厂家' },
];

/** The results of a search from `base`: the catalogue's search page, or a list mode searched in place. */
export function searchHref(keyword: string, type: SearchType, base: string = paths.search.getHref()): string {
  const [path = '', query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  if (keyword) params.set('keyword', keyword);
  if (type === SEARCH_TYPE.manufacturer) params.set('type', String(SEARCH_TYPE.manufacturer));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const typeFrom = (value: string | null): SearchType =>
  value === String(SEARCH_TYPE.manufacturer) ? SEARCH_TYPE.manufacturer : SEARCH_TYPE.drug;

const VARIANT_CLASS = {
  full: 'yc-search',
  compact: 'yc-search yc-search-compact',
  phone: 'yc-search yc-search-compact yc-search-phone',
} as const;

/** The header's box in full, the sticky header's in one row, or the phone's top bar's. */
export function SearchBox({ variant = 'full' }: { variant?: keyof typeof VARIANT_CLASS }) {
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const meta = useRouteMeta();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  const urlKeyword = isListPath(pathname) ? (searchParams.get('keyword') ?? '') : '';
  const urlType = typeFrom(searchParams.get('type'));
  const [type, setType] = useState<SearchType>(urlType);
  // `query` is what was typed and drives the search; `value` is what the box shows, which the arrow
  // keys fill with the highlighted suggestion without searching for it.
  const [query, setQuery] = useState(urlKeyword);
  const [value, setValue] = useState(urlKeyword);
  const [open, setOpen] = useState(false);

  const [syncedUrl, setSyncedUrl] = useState(`${urlType}:${urlKeyword}`);
  if (urlKeyword && syncedUrl !== `${urlType}:${urlKeyword}`) {
    setSyncedUrl(`${urlType}:${urlKeyword}`);
    setQuery(urlKeyword);
    setValue(urlKeyword);
    setType(urlType);
  }

  const keyword = query.trim();
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const searched = keyword === '' ? '' : debounced;
  const suggestions = useSearchSuggestions(open ? searched : '', type);
  const list = suggestions.data ?? [];

  const listKey = `${type}:${searched}`;
  const [highlight, setHighlight] = useState({ key: listKey, index: -1 });
  const active = highlight.key === listKey ? highlight.index : -1;

  const showLoading = suggestions.isPending;
  const popupVisible = open && keyword !== '' && searched !== '';

  function changeQuery(next: string) {
    setValue(next);
    setQuery(next);
    setHighlight({ key: listKey, index: -1 });
    if (next.trim() === '') {
      clearSuggestions();
      queryClient.removeQueries({ queryKey: searchSuggestionsQueryKey });
      setOpen(false);
      return;
    }
    setOpen(true);
  }

  function changeType(next: SearchType) {
    setType(next);
    if (keyword) setOpen(true);
    inputRef.current?.focus();
  }

  function submit(text: string) {
    const trimmed = text.trim();
    setOpen(false);
    setValue(trimmed);
    setQuery(trimmed);
    inputRef.current?.blur();
    void navigate(listHref(searchHref(trimmed, type, searchBase(location, meta)), pathname));
  }

  function moveHighlight(step: 1 | -1) {
    if (!popupVisible || list.length === 0) {
      if (keyword) setOpen(true);
      return;
    }
    // Position -1 is the typed text itself, so the arrows cycle back to what the buyer wrote.
    const size = list.length + 1;
    const next = ((active + 1 + step + size) % size) - 1;
    setHighlight({ key: listKey, index: next });
    setValue(next === -1 ? query : (list[next] ?? query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(value);
    } else if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.blur();
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <div className={VARIANT_CLASS[variant]}>
      <div className="yc-search-types" role="radiogroup" aria-label="搜索类型">
        {TYPE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={option.value === type ? 'yc-search-type yc-search-type-active' : 'yc-search-type'}
          >
            <input
              type="radio"
              name={`${listboxId}-type`}
              value={option.value}
              checked={option.value === type}
              onChange={() => changeType(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <div className="yc-search-bar">
        <input
          ref={inputRef}
          className="yc-search-input"
          role="combobox"
          aria-label={SEARCH_INPUT_LABEL}
          aria-expanded={popupVisible}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={popupVisible && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={50}
          placeholder={SEARCH_PLACEHOLDER}
          value={value}
          onChange={(event) => changeQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => keyword && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="button" className="yc-search-button" onClick={() => submit(value)}>
          <SearchOutlined aria-hidden /> 搜索
        </button>
        {popupVisible && (
          <div className="yc-search-popup">
            {showLoading ? (
              <div className="yc-search-status" role="status">
                搜索中…
              </div>
            ) : list.length === 0 ? (
              <div className="yc-search-status" role="status">
                暂无相关商品
              </div>
            ) : (
              <ul id={listboxId} role="listbox" aria-label="搜索建议" className="yc-search-list">
                {list.map((item, index) => (
                  <li
                    key={item}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={
                      index === active ? 'yc-search-option yc-search-option-active' : 'yc-search-option'
                    }
                    // Keeps the focus in the box so that its blur does not close the list before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => submit(item)}
                  >
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
