import { Badge, Box, Button, Drawer, Group, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** Wide enough for a facet column beside the results (Mantine `md`). */
const WIDE_QUERY = '(min-width: 62em)';

export interface RefineLayoutProps {
  /** The facet panel's title, e.g. 'Refine your search'. */
  title: string;
  /** Active refinements, shown on the phone's button. */
  activeCount: number;
  /** The facets. */
  panel: ReactNode;
  /** Beside the phone's button / above the results: the result count and per-page choice. */
  toolbar: ReactNode;
  /** The results. */
  children: ReactNode;
}

/**
 * Facets beside the results on wide screens; on phones a 'Refine your search' button showing the number
 * of active refinements opens them in a bottom sheet, and the hits take the full width (issue 6, Mobile).
 */
export function RefineLayout({ title, activeCount, panel, toolbar, children }: RefineLayoutProps) {
  // Narrow until the effect has read the screen, as the server renders it: a phone then reads the same
  // (false, not the hook's default undefined) and is not rendered again, at React's unsliced default
  // priority, right after hydrating (issue 20: TBT).
  const wide = useMediaQuery(WIDE_QUERY, false);
  const [opened, { open, close }] = useDisclosure(false);
  // The sheet is mounted as the reader reaches for its button (pressed or focused, so it still slides in
  // when opened), then kept: a closed Drawer still mounts a portal, whose first effect rendered it again
  // synchronously inside the page's hydration task (issue 20).
  const [sheetUsed, setSheetUsed] = useState(false);
  if (opened && !sheetUsed) setSheetUsed(true);
  const prepareSheet = () => setSheetUsed(true);
  if (wide) {
    return (
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box component="aside" aria-label={title} w={280} style={{ flexShrink: 0 }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {panel}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {toolbar}
          {children}
        </Box>
      </Group>
    );
  }
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Button
          variant="default"
          h={44}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            activeCount > 0 ? (
              // Named by what it shows, the count read as '2 active': an aria-label that says more than
              // the visible text stops voice users who say what they see (axe label-content-name-mismatch).
              <Badge size="sm" circle>
                {activeCount}
                <VisuallyHidden> active</VisuallyHidden>
              </Badge>
            ) : undefined
          }
          onPointerDown={prepareSheet}
          onFocus={prepareSheet}
          onClick={open}
        >
          {title}
        </Button>
        {toolbar}
      </Group>
      {sheetUsed && (
        <Drawer
          opened={opened}
          onClose={close}
          position="bottom"
          size="85%"
          title={title}
          closeButtonProps={{ 'aria-label': 'Close', size: 44 }}
        >
          {panel}
          <Button fullWidth h={44} mt="md" onClick={close}>
            Show results
          </Button>
        </Drawer>
      )}
      {children}
    </>
  );
}
