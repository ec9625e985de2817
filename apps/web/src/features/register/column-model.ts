import {
  REGISTER_DEFAULT_COLUMNS,
  REGISTER_FIELD_BY_KEY,
  REGISTER_FIELDS,
  type RegisterColumnSettings,
  type RegisterField,
} from '@coal/contracts';

export interface RegisterColumn {
  field: RegisterField;
  visible: boolean;
  width: number;
}

/** A column's width when the user has not set one: names and companies wide, codes and counts narrow. */
export function defaultWidth(field: RegisterField): number {
  if (field.key === 'name' || field.key === 'company' || field.key === 'address') return 240;
  if (field.kind === 'time') return 170;
  if (field.kind === 'list') return 200;
  if (field.key === 'riskScore') return 150;
  // A unit in the header (万吨/年) needs room beside the name and the sort arrows.
  if (field.unit) return 180;
  return field.kind === 'number' ? 150 : 130;
}

export const DEFAULT_SETTINGS: RegisterColumnSettings = {
  columns: REGISTER_DEFAULT_COLUMNS.map((key) => ({ key, visible: true })),
  density: 'middle',
};

/**
 * Every register field as a column, in the user's order (fields a saved setting does not name come last,
 * hidden); the name always first and shown, since it links to the profile and stays fixed.
 */
export function columnsOf(settings: RegisterColumnSettings): RegisterColumn[] {
  const named = settings.columns.flatMap((c) => {
    const field = REGISTER_FIELD_BY_KEY.get(c.key);
    return field ? [{ field, visible: c.visible, width: c.width ?? defaultWidth(field) }] : [];
  });
  const seen = new Set(named.map((c) => c.field.key));
  const rest = REGISTER_FIELDS.filter((f) => !seen.has(f.key)).map((field) => ({
    field,
    visible: false,
    width: defaultWidth(field),
  }));
  const all = [...named, ...rest];
  const name = all.find((c) => c.field.key === 'name')!;
  return [{ ...name, visible: true }, ...all.filter((c) => c !== name)];
}

/** What is stored: every column in order, widths only where they differ from the default. */
export function settingsOf(columns: RegisterColumn[], density: RegisterColumnSettings['density']) {
  return {
    columns: columns.map(({ field, visible, width }) => ({
      key: field.key,
      visible,
      ...(width !== defaultWidth(field) ? { width } : {}),
    })),
    density,
  } satisfies RegisterColumnSettings;
}

export const fieldLabel = (field: RegisterField, zh: boolean) => (zh ? field.zh : field.en);
