import type { MineHeader } from '@coal/contracts';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { type ProfileKey, useProfileT } from '../profile-i18n';

type Licence = MineHeader['licences'][number];

const TONE: Record<Licence['state'], StatusTone> = { valid: 'green', expiring: 'orange', expired: 'red' };

/** The text key of a licence's validity line. */
export function licenceKey(licence: Licence): ProfileKey {
  if (!licence.validTo) return 'profile.licence.noDate';
  return `profile.licence.${licence.state}`;
}

/** Each licence's validity: orange within 90 days of expiry, red once expired. */
export function LicenceList({ licences }: { licences: MineHeader['licences'] }) {
  const { t } = useProfileT();
  if (licences.length === 0) return null;
  return (
    <ul className="profile-licences">
      {licences.map((licence) => {
        const kind = t(licence.kind === 'mining' ? 'profile.licence.mining' : 'profile.licence.safety');
        const text = t(licenceKey(licence), {
          kind,
          date: licence.validTo ?? '',
          days: Math.abs(licence.daysLeft ?? 0),
        });
        return (
          <li key={`${licence.kind}-${licence.number}`} data-state={licence.state}>
            <StatusTag tone={TONE[licence.state]}>{kind}</StatusTag>
            <span className={`profile-licences__text profile-licences__text--${licence.state}`}>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
