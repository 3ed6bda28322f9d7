import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingList } from '../../../components/loading-list';
import { signInPath } from '../../../utils/sign-in-path';
import { useMyNewsCategories } from '../api/get-my-news-categories';
import { useNewsCategories } from '../api/get-news-categories';
import { NewsCategoryPicker } from './news-category-picker';

export interface NewsCategoriesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** From the news summary (`signed_in`); visitors are offered sign-in instead of the picker. */
  signedIn: boolean;
}

/** The news card's Edit (spec §2): choose the categories the card follows. */
export function NewsCategoriesDialog({ opened, onClose, signedIn }: NewsCategoriesDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="News categories" centered>
      {opened && (signedIn ? <DialogBody onDone={onClose} /> : <SignInOffer />)}
    </Modal>
  );
}

function SignInOffer() {
  const location = useLocation();
  return (
    <Stack gap="sm">
      <Text>Sign in to choose the news categories you follow.</Text>
      <Button component={Link} to={signInPath(location.pathname + location.search)}>
        Sign in
      </Button>
    </Stack>
  );
}

function DialogBody({ onDone }: { onDone: () => void }) {
  const all = useNewsCategories();
  const mine = useMyNewsCategories();
  if (all.isPending || mine.isPending) return <LoadingList label="Loading news categories…" rows={4} />;
  const failed = all.isError ? all : mine.isError ? mine : null;
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  return (
    <NewsCategoryPicker
      categories={all.data ?? []}
      initialIds={(mine.data?.categories ?? []).map((category) => category.id)}
      onDone={onDone}
    />
  );
}
