import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui';

/** How long typing pauses before the search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = {
  /** The search in effect (the URL's). The field follows it when it changes elsewhere (Back). */
  value: string;
  /** Called with the new text after a pause in typing, at once on Enter or Clear. */
  onSearch: (text: string) => void;
  /** The accessible name, e.g. 'Search users'. */
  label: string;
  placeholder?: string;
  className?: string;
};

/** A search box that sends what was typed once typing pauses; Enter sends at once, X clears. */
export function SearchField({ value, onSearch, label, placeholder, className }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed without typing (Back, a link): show its search.
  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const sendNow = (next: string) => {
    sent.current = next;
    setText(next);
    onSearch(next);
  };

  return (
    <TextField
      type="search"
      label={label}
      hideLabel
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          sendNow(text);
        }
      }}
      leading={<Search aria-hidden="true" />}
      trailing={
        text ? (
          <button
            type="button"
            onClick={() => sendNow('')}
            aria-label="Clear search"
            className="focus-ring inline-flex size-8 items-center justify-center rounded-control text-ink-subtle hover:bg-surface-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null
      }
      inputClassName="[&::-webkit-search-cancel-button]:appearance-none"
      className={className}
    />
  );
}
