import { List } from '@mantine/core';
import type { LegislatorRole } from '../../../../server/schemas/legislators';
import { TitledSection } from '../../../components/titled-section';
import { roleLine } from '../utils/role-line';

/** Every role the person held, newest first: 'Sen., First Essex, 2019–2023'. Nothing when the source lists none. */
export function LegislatorRoles({ roles }: { roles: readonly LegislatorRole[] }) {
  if (roles.length === 0) return null;
  return (
    <TitledSection title="Roles">
      <List spacing={4}>
        {roles.map((role, index) => (
          // Roles have no id; the server's order (newest first) is stable.
          <List.Item key={index}>{roleLine(role)}</List.Item>
        ))}
      </List>
    </TitledSection>
  );
}
