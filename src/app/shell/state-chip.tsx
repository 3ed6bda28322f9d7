import { IconBuildingBank } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFollowedState } from '../../features/account/api/get-states';
import classes from './state-chip.module.css';

/** The State setting on the Me screen. */
export const STATE_SETTING_PATH = '/app/me#state';

/**
 * Which legislature the app shows (issue 15), always in the header, leading to the setting that changes
 * it. Nothing while the list loads: it sits at the end of the header, so appearing moves nothing.
 */
export function StateChip() {
  const followed = useFollowedState();
  if (!followed) return null;
  return (
    <Link
      to={STATE_SETTING_PATH}
      className={classes.chip}
      // Starts with the visible text (WCAG 2.5.3), then says what the link does.
      aria-label={`${followed.name}: the state you follow. Change it on Me`}
    >
      <span className={classes.pill}>
        <IconBuildingBank size={16} stroke={1.75} aria-hidden />
        <span className={classes.name}>{followed.name}</span>
      </span>
    </Link>
  );
}
