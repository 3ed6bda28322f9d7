import { Card, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { whipboardsQueryOptions } from '../../features/whipboard/api/get-whipboards';
import { NewWhipboardForm } from '../../features/whipboard/components/new-whipboard-form';
import { WhipboardList } from '../../features/whipboard/components/whipboard-list';
import { parseId } from '../../utils/parse-id';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(whipboardsQueryOptions());
  return null;
};

const SIGN_IN = 'Sign in to count votes on your own whipboards.';

/** /app/whipboards (the Whip tab): your boards, and a new one for a bill (?billId=) or a question. */
export function Component() {
  const navigate = useNavigate();
  const initialBillId = parseId(useSearchParams()[0].get('billId') ?? undefined) ?? undefined;
  return (
    <>
      <PageTitle>Whipboards</PageTitle>
      <Stack gap="md">
        <WhipboardList renderSignIn={() => <SignInRequired message={SIGN_IN} />} />
        <Card component="section" aria-labelledby="new-whipboard-title" withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4" id="new-whipboard-title">
              New whipboard
            </Title>
            <NewWhipboardForm
              initialBillId={initialBillId}
              onCreated={(id) => void navigate(`/app/whipboards/${id}`)}
            />
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
