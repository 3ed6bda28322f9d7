import { SimpleGrid, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { committeesQueryOptions } from '../../features/committees/api/get-committees';
import { CommitteesCard } from '../../features/committees/components/committees-card';
import { COMMITTEE_VARIANTS } from '../../features/committees/utils/committee-variants';
import { legislatorsQueryOptions } from '../../features/legislators/api/get-legislators';
import { LegislatorsCard } from '../../features/legislators/components/legislators-card';
import { DEFAULT_LEGISLATOR_CHAMBER } from '../../features/legislators/utils/chamber-options';
import { usePageTitle } from '../../hooks/use-page-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(legislatorsQueryOptions(DEFAULT_LEGISLATOR_CHAMBER));
  void queryClient.prefetchQuery(committeesQueryOptions(COMMITTEE_VARIANTS.chamber.options[0].value));
  void queryClient.prefetchQuery(committeesQueryOptions(COMMITTEE_VARIANTS.kind.options[0].value));
  return null;
};

/** The dashboard: one column on phones, a grid on wider screens. */
export function Component() {
  usePageTitle(null);
  return (
    <>
      <Title order={1} className="visually-hidden">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <LegislatorsCard />
        <CommitteesCard variant="chamber" />
        <CommitteesCard variant="kind" title="Committees by type" />
      </SimpleGrid>
    </>
  );
}
