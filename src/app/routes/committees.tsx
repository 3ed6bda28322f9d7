import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { committeesQueryOptions } from '../../features/committees/api/get-committees';
import { CommitteesDirectory } from '../../features/committees/components/committees-directory';
import { COMMITTEE_VARIANTS } from '../../features/committees/utils/committee-variants';
import { useSearchParamOption } from '../../hooks/use-search-param-option';
import { readOption } from '../../utils/read-option';

const { options } = COMMITTEE_VARIANTS.chamber;
const DEFAULT_CHAMBER = options[0].value;

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const chamber = readOption(new URL(request.url).searchParams, 'chamber', options, DEFAULT_CHAMBER);
    void queryClient.prefetchQuery(committeesQueryOptions(chamber));
    return null;
  };

export function Component() {
  const [chamber, setChamber] = useSearchParamOption('chamber', options, DEFAULT_CHAMBER);
  return (
    <>
      <PageTitle>Committees</PageTitle>
      <CommitteesDirectory chamber={chamber} onChamberChange={setChamber} />
    </>
  );
}
