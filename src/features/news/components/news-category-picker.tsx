import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NewsCategoryList } from '../../../../server/schemas/news';
import { EmptyState } from '../../../components/empty-state';
import { NetworkRequired } from '../../../components/network-required';
import { useUpdateMyNewsCategories } from '../api/update-my-news-categories';

export interface NewsCategoryPickerProps {
  categories: NewsCategoryList;
  /** The categories followed now, checked at the start. */
  initialIds: readonly number[];
  /** Called once the new selection is saved (and on Cancel). */
  onDone: () => void;
}

/** A checkbox per category; Save replaces the whole selection. */
export function NewsCategoryPicker({ categories, initialIds, onDone }: NewsCategoryPickerProps) {
  const [checked, setChecked] = useState(() => initialIds.map(String));
  const save = useUpdateMyNewsCategories();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(checked.map(Number), { onSuccess: onDone });
  };
  if (categories.length === 0) return <EmptyState message="There are no news categories yet." />;
  return (
    <form onSubmit={submit} aria-label="Choose news categories">
      <Stack gap="md">
        <Checkbox.Group label="Categories to follow" value={checked} onChange={setChecked}>
          <Stack gap={0} mt="xs">
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                value={String(category.id)}
                label={category.category_name}
                size="md"
                py={10}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <NetworkRequired block>
          {(network) => (
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} {...network}>
                Save
              </Button>
            </Group>
          )}
        </NetworkRequired>
      </Stack>
    </form>
  );
}
