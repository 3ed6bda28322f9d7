import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { legislatorsQueryOptions } from '../../features/legislators/api/get-legislators';
import { LegislatorsDirectory } from '../../features/legislators/components/legislators-directory';
import {
  DEFAULT_LEGISLATOR_CHAMBER,
  LEGISLATOR_CHAMBER_OPTIONS,
} from '../../features/legislators/utils/chamber-options';
import { useSearchParamOption } from '../../hooks/use-search-param-option';
import { readOption } from '../../utils/read-option';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const chamber = readOption(
      new URL(request.url).searchParams,
      'chamber',
      LEGISLATOR_CHAMBER_OPTIONS,
      DEFAULT_LEGISLATOR_CHAMBER,
    );
    void queryClient.prefetchQuery(legislatorsQueryOptions(chamber));
    return null;
  };

export function Component() {
  const [chamber, setChamber] = useSearchParamOption(
    'chamber',
    LEGISLATOR_CHAMBER_OPTIONS,
    DEFAULT_LEGISLATOR_CHAMBER,
  );
  return (
    <>
      <PageTitle>Legislators</PageTitle>
      <LegislatorsDirectory chamber={chamber} onChamberChange={setChamber} />
    </>
  );
}
