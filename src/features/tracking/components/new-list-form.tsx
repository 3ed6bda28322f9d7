import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NetworkActionProps } from '../../../components/network-required';
import { useCreateTrackingList } from '../api/create-tracking-list';

export interface NewListFormProps {
  /** Bills the new list starts with; none makes an empty list. */
  billIds: readonly number[];
  /** From the dialog's NetworkRequired: Create list is off while offline. @default enabled */
  network?: NetworkActionProps;
}

/** "New list": a name, and the list is created holding the chosen bills. */
export function NewListForm({ billIds, network }: NewListFormProps) {
  const create = useCreateTrackingList();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, billIds: [...billIds] }, { onSuccess: () => setName('') });
  };
  // The server names the field ('body.name: you already have a list named …'); the label says it here.
  const error = create.error?.message.replace(/^body\.name:? /, '');
  return (
    <form onSubmit={submit} aria-label="New tracking list">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="New list"
          placeholder="e.g. Transportation"
          size="md"
          maxLength={80}
          style={{ flex: 1 }}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
        />
        <Button
          type="submit"
          variant="light"
          loading={create.isPending}
          disabled={!name.trim() || network?.disabled}
          aria-describedby={network?.['aria-describedby']}
        >
          Create list
        </Button>
      </Group>
    </form>
  );
}
