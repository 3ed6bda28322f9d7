import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';

type Contact = Pick<LegislatorDetail, 'email' | 'phone' | 'address' | 'profile_url'>;

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

/** Email, phone, office address and the official profile, as links a phone can act on. */
export function LegislatorContact({ email, phone, address, profile_url }: Contact) {
  if (!email && !phone && !address && !profile_url) return null;
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
      {profile_url && (
        <ContactLine icon={<IconExternalLink size={20} aria-hidden />}>
          <Anchor href={profile_url} target="_blank" rel="noopener noreferrer">
            Official profile <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Anchor>
        </ContactLine>
      )}
    </Stack>
  );
}
