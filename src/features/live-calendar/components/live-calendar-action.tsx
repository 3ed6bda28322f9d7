import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LiveCalendarAction as FloorAction } from '../../../../server/schemas/live-calendar';
import { formatDate } from '../../../utils/format-date';
import classes from './live-calendar-action.module.css';

/** One floor action: the bill (linked), sponsor and short title, then the action itself and floor notes. */
export function LiveCalendarAction({ action }: { action: FloorAction }) {
  const { bill } = action;
  const sponsor = bill.primary_sponsor?.legislator.short_full_name;
  return (
    <div className={classes.action}>
      <div className={classes.line}>
        <Link to={bill.url} className={classes.bill}>
          {bill.bill_type} {bill.bill_number}
        </Link>
        {sponsor && <span className={`${classes.small} ${classes.dimmed}`}>{sponsor}</span>}
      </div>
      {bill.short_title && <p className={classes.title}>{bill.short_title}</p>}
      <div className={`${classes.line} ${classes.event}`}>
        {action.abbreviation && (
          <Badge variant="light" className={classes.abbreviation}>
            {action.abbreviation}
          </Badge>
        )}
        <p className={classes.small}>
          <time dateTime={action.action_date}>{formatDate(action.action_date)}</time>: {action.real_action}
        </p>
      </div>
      {bill.floor_notes && (
        <p className={`${classes.small} ${classes.dimmed} ${classes.notes}`}>
          Floor notes: {bill.floor_notes}
        </p>
      )}
    </div>
  );
}
