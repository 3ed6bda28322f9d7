import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

export interface FeedLinkProps {
  /** '/api/calendar/feed/<secret>.ics', as the server returned it. */
  path: string;
}

/** The new subscription link: copyable, and as webcal:// so a phone offers to subscribe in one tap. */
export function FeedLink({ path }: FeedLinkProps) {
  const httpsUrl = `${window.location.origin}${path}`;
  return (
    <Stack gap="xs">
      <Text size="sm">Copy it now: for your security it is shown only once.</Text>
      <TextInput
        label="Subscription link"
        value={httpsUrl}
        readOnly
        size="md"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs" grow>
        <Button component="a" href={`webcal://${window.location.host}${path}`} mih={44}>
          Open in Calendar
        </Button>
        <CopyButton value={httpsUrl}>
          {({ copied, copy }) => (
            <Button variant="default" mih={44} onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
