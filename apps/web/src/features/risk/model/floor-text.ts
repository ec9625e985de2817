import type { RiskFloorRule } from '@coal/contracts';
import type { FeatureT } from '@/lib/feature-messages';
import type { RiskKey } from '../risk-i18n';

type T = FeatureT<RiskKey>;

/** A floor rule in words, with its parameters filled in (the accident grade by its name). */
export function floorText(rule: RiskFloorRule, t: T): string {
  switch (rule.kind) {
    case 'accidentGrade':
      return t('risk.floor.kind.accidentGrade', {
        months: rule.months,
        grade: t(`risk.floor.grade.${rule.grade}`),
      });
    case 'deaths':
      return t('risk.floor.kind.deaths', { months: rule.months, deaths: rule.deaths });
    case 'outburstNoSafetyLicence':
      return t('risk.floor.kind.outburstNoSafetyLicence');
    case 'idle':
      return t('risk.floor.kind.idle', { months: rule.months });
    case 'majorHazards':
      return t('risk.floor.kind.majorHazards', { months: rule.months, count: rule.count });
  }
}
