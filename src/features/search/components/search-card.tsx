import { Anchor, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from './search-input';

/** The dashboard's way into search: a site-wide search box and a link to the bill search page. */
export function SearchCard() {
  const titleId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/app/search?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Search
        </Title>
        <form role="search" aria-label="Search everything" onSubmit={submit}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              type="search"
              aria-label="Search everything"
              placeholder="Search everything..."
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              required
              maxLength={SEARCH_MAX_LENGTH}
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              size="md"
              style={{ flex: 1 }}
            />
            <Button type="submit" h={42} aria-label="Search" px="sm">
              <IconSearch size={20} aria-hidden />
            </Button>
          </Group>
        </form>
        <Anchor component={Link} to="/app/bills/search" fw={600} py={10}>
          Search bills, amendments, news and more
        </Anchor>
      </Stack>
    </Card>
  );
}
