import { Anchor, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';

type Contact = Pick<LegislatorDetail, 'email' | 'phone' | 'address'>;

/** 'tel:' accepts digits and a leading '+'; '(617) 555-0101' → 'tel:6175550101'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="div" style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
      {icon}
      {children}
    </Text>
  );
}

/**
 * Email, phone and office address, as links a phone can act on. The official profile is the page's
 * Source link (the server's source_url of a person is their profile_url), so it is not repeated here.
 */
export function LegislatorContact({ email, phone, address }: Contact) {
  if (!email && !phone && !address) return null;
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      {email && (
        <ContactLine icon={<IconMail size={20} aria-hidden />}>
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </ContactLine>
      )}
      {phone && (
        <ContactLine icon={<IconPhone size={20} aria-hidden />}>
          <Anchor href={telHref(phone)}>{phone}</Anchor>
        </ContactLine>
      )}
      {address && <ContactLine icon={<IconMapPin size={20} aria-hidden />}>{address}</ContactLine>}
    </Stack>
  );
}
