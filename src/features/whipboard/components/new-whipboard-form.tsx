import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BillChoice, WhipboardSummary } from '../../../../server/schemas/whipboard';
import { NetworkRequired } from '../../../components/network-required';
import { OptionToggle } from '../../../components/option-toggle';
import { formatDate } from '../../../utils/format-date';
import { COMPUTED_TALLY_TEXT, hasTallies, SOURCE_GAP_TEXT } from '../../../utils/source-gaps';
import { useCreateWhipboard } from '../api/create-whipboard';
import { useBillSelection } from '../hooks/use-bill-selection';
import { BillPicker } from './bill-picker';

/** A roll call's yeas and nays as a choice shows them: counted ones say so, none say the source has none. */
function tallyLabel(rollCall: BillChoice['roll_calls'][number]): string {
  if (!hasTallies(rollCall)) return SOURCE_GAP_TEXT.tallies;
  const counts = `${rollCall.yes_count}–${rollCall.no_count}`;
  return rollCall.counts_source === 'computed' ? `${counts}, ${COMPUTED_TALLY_TEXT.toLowerCase()}` : counts;
}

type Chamber = WhipboardSummary['chamber'];
const CHAMBERS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
] as const;
const EVERYONE_TOSS_UP = '';

export interface NewWhipboardFormProps {
  /** A bill to start from, e.g. from ?billId= in the address. @default none */
  initialBillId?: number;
  onCreated: (whipboardId: number) => void;
}

/** A new board for a bill or a question: everyone in Toss-Up, or where they voted on a roll call. */
export function NewWhipboardForm({ initialBillId, onCreated }: NewWhipboardFormProps) {
  const selection = useBillSelection(initialBillId);
  const [question, setQuestion] = useState('');
  const [chamber, setChamber] = useState<Chamber>('house');
  const [rollCallId, setRollCallId] = useState(EVERYONE_TOSS_UP);
  const create = useCreateWhipboard();
  const { bill } = selection;
  const rollCalls = bill?.roll_calls.filter((rollCall) => rollCall.chamber === chamber) ?? [];
  const chosenRollCall = rollCalls.some((r) => String(r.id) === rollCallId) ? rollCallId : EVERYONE_TOSS_UP;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        chamber,
        question: question.trim() || undefined,
        billId: bill?.id,
        rollCallId: chosenRollCall ? Number(chosenRollCall) : undefined,
      },
      { onSuccess: (board) => onCreated(board.id) },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New whipboard" noValidate>
      <Stack gap="sm">
        <BillPicker selection={selection} />
        <TextInput
          label="Question"
          description={
            bill ? 'Optional: the bill’s number and title when empty.' : 'What you are counting votes on.'
          }
          size="md"
          maxLength={200}
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
        <OptionToggle label="Chamber" options={CHAMBERS} value={chamber} onChange={setChamber} />
        {rollCalls.length > 0 && (
          <NativeSelect
            label="Start from"
            size="md"
            value={chosenRollCall}
            onChange={(event) => setRollCallId(event.currentTarget.value)}
            data={[
              { value: EVERYONE_TOSS_UP, label: 'Everyone in Toss-Up' },
              ...rollCalls.map((r) => ({
                value: String(r.id),
                label: `Roll call ${r.roll_call_number ?? ''} of ${formatDate(r.vote_date)}: ${r.motion} (${tallyLabel(r)})`,
              })),
            ]}
          />
        )}
        {create.error && (
          <Alert color="red" title="The board was not created">
            {create.error.message}
          </Alert>
        )}
        <NetworkRequired block disabled={!bill && !question.trim()}>
          {(network) => (
            <Button type="submit" size="md" loading={create.isPending} {...network}>
              Create whipboard
            </Button>
          )}
        </NetworkRequired>
      </Stack>
    </form>
  );
}
