import { Box, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { NetworkRequired, type NetworkActionProps } from '../../../components/network-required';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { VOICE_OFFLINE_REASON, VoiceSearchButton, VoiceSearchMessage } from './voice-search-button';
import classes from './search-input.module.css';

/** Spec §5 / §9: the search input's maximum length. */
export const SEARCH_MAX_LENGTH = 512;

const unchanged = (query: string) => query;

export interface SearchInputProps {
  /** The query being searched (restored from the address); shown unless the user is typing another. */
  query: string;
  onSearch: (query: string) => void;
  /** The box's accessible name, e.g. 'Search bills'. */
  label: string;
  placeholder: string;
  /** Applied before a query is searched, e.g. the bill search's H123 → HB123. @default none */
  rewrite?: (query: string) => string;
}

/**
 * The search box of both search pages (spec §5: required, at most 512 characters, no autocorrect), with
 * voice search. It searches as the user types; Enter shows the rewritten query that was searched. It
 * sticks under the header so it stays reachable while scrolling results on a phone.
 */
export function SearchInput({ query, onSearch, label, placeholder, rewrite = unchanged }: SearchInputProps) {
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [typing, setTyping] = useState(false);
  // Back/Forward changed the query: show it. Not while the box has focus: the query then trails what is
  // typed (each keystroke's search answers later) and must not overwrite it.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (!typing && rewrite(value) !== query) setValue(query);
  }
  const search = (text: string, show: boolean) => {
    const rewritten = rewrite(text);
    setValue(show ? rewritten : text);
    onSearch(rewritten);
  };
  const voice = useVoiceSearch((text, isFinal) => (isFinal ? search(text, true) : setValue(text)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(value, true);
  };
  // Where voice search is unavailable anyway, its own title says why; being offline adds nothing.
  const voiceUnavailable = voice.status === 'unsupported' || voice.status === 'blocked';
  const searchRow = (network: NetworkActionProps) => (
    <Group gap={4} wrap="nowrap" align="center">
      <TextInput
        type="search"
        name="q"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => search(event.currentTarget.value, false)}
        onFocus={() => setTyping(true)}
        onBlur={() => setTyping(false)}
        required
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
        style={{ flex: 1 }}
      />
      <VoiceSearchButton status={voice.status} onStart={voice.start} onStop={voice.stop} network={network} />
    </Group>
  );
  return (
    <Box className={classes.sticky}>
      <form role="search" aria-label={label} onSubmit={submit}>
        {/* One tree either way: the server renders voice search as unsupported, and a box remounted
            when the browser then says otherwise would lose the focus of a reader already in it. */}
        <NetworkRequired block reason={VOICE_OFFLINE_REASON} applies={!voiceUnavailable}>
          {searchRow}
        </NetworkRequired>
      </form>
      <VoiceSearchMessage status={voice.status} errorCode={voice.errorCode} />
    </Box>
  );
}
