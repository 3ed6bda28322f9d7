import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { billsInfiniteQueryOptions } from '../../features/bills/api/get-bills';
import { BillFeed } from '../../features/bills/components/bill-feed';
import { BILL_CHAMBER_OPTIONS, DEFAULT_BILL_CHAMBER } from '../../features/bills/utils/chamber-options';
import { renderTrackBill } from '../track-bill-action';
import { useSearchParamOption } from '../../hooks/use-search-param-option';
import { readOption } from '../../utils/read-option';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const chamber = readOption(
      new URL(request.url).searchParams,
      'chamber',
      BILL_CHAMBER_OPTIONS,
      DEFAULT_BILL_CHAMBER,
    );
    void queryClient.prefetchInfiniteQuery(billsInfiniteQueryOptions({ chamber }));
    return null;
  };

export function Component() {
  const [chamber, setChamber] = useSearchParamOption('chamber', BILL_CHAMBER_OPTIONS, DEFAULT_BILL_CHAMBER);
  return (
    <>
      <PageTitle>Latest bills</PageTitle>
      {/* The Bills tab is where people look for a bill: the bill search (spec §2) is one tap away. */}
      <Button
        component={Link}
        to="/app/bills/search"
        leftSection={<IconSearch size={18} aria-hidden />}
        variant="light"
        size="md"
        fullWidth
        mb="md"
      >
        Search bills, amendments, news and more
      </Button>
      <BillFeed chamber={chamber} onChamberChange={setChamber} renderBillActions={renderTrackBill} />
    </>
  );
}
