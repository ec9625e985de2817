export { AlertSettingsForm } from './alert-settings-form';
export { useAlertsT } from './alerts-i18n';
