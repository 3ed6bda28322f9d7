import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { StateInfo } from '../../../../server/schemas/states';
import { signInPath } from '../../../utils/sign-in-path';
import { usePickState } from '../api/pick-state';
import classes from './state-picker.module.css';

export interface StatePickerProps {
  /** Every state the server holds. */
  states: readonly StateInfo[];
  /** Called with the state once the server has it (the app then loads in that state). */
  onPicked: (state: StateInfo) => void;
}

/** Real legislatures by name, the demo's sample data last. */
const inPickerOrder = (states: readonly StateInfo[]) =>
  [...states].sort((a, b) => Number(a.demo) - Number(b.demo) || a.name.localeCompare(b.name));

/**
 * The first screen of a first visit to a server holding several states (issue 15): which legislature to
 * follow. Full screen, before anything else; each state is one large button (name and legislature), the
 * demo one labelled as sample data. Picking works signed out; the choice can be changed on Me.
 */
export function StatePicker({ states, onPicked }: StatePickerProps) {
  const pick = usePickState();
  const picking = pick.isPending ? pick.variables : undefined;
  const failed = pick.isError ? states.find((state) => state.code === pick.variables) : undefined;
  return (
    <main className={classes.screen} aria-labelledby="state-picker-title">
      <Stack gap="md">
        <Group gap={8} wrap="nowrap">
          <img src="/icons/icon.svg" alt="" width={28} height={28} />
          <Text component="span" fw={800} size="lg">
            Statehouse
          </Text>
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h2" id="state-picker-title">
            Which legislature do you want to follow?
          </Title>
          <Text c="dimmed">You can change it at any time on the Me tab.</Text>
        </Stack>
        {failed && (
          <Alert color="red" role="alert" title={`Could not follow ${failed.name}`}>
            {pick.error?.message}
          </Alert>
        )}
        <ul className={classes.list} aria-label="States">
          {inPickerOrder(states).map((state) => (
            <li key={state.code}>
              <button
                type="button"
                className={classes.choice}
                disabled={pick.isPending || pick.isSuccess}
                aria-busy={picking === state.code}
                onClick={() => pick.mutate(state.code, { onSuccess: () => onPicked(state) })}
              >
                {/* The spaces between the parts keep the button's name readable ('Missouri General
                    Assembly'); the flex layout does not draw them. */}
                <span className={classes.text}>
                  <Text component="span" fw={700} size="lg">
                    {state.name}
                  </Text>{' '}
                  <Text component="span" size="sm" c="dimmed">
                    {state.legislature}
                  </Text>
                </span>{' '}
                {state.demo && (
                  <Badge variant="default" size="lg">
                    Sample data
                  </Badge>
                )}
                {picking === state.code ? (
                  <Loader size="sm" aria-label={`Following ${state.name}…`} />
                ) : (
                  <IconChevronRight size={20} aria-hidden />
                )}
              </button>
            </li>
          ))}
        </ul>
        <Text size="sm">
          Already follow a state with your account?{' '}
          <Anchor component={Link} to={signInPath('/')} fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </main>
  );
}
