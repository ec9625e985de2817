/**
 * Which body issued a document on a given date, and the prefix of its document numbers. Guizhou's
 * institutional reform of late 2018 created 自然资源厅 (from 国土资源厅), 应急管理厅 (from 安全生产监督管理局)
 * and 生态环境厅 (from 环境保护厅); in October 2020 贵州煤矿安全监察局 became 国家矿山安全监察局贵州局.
 */
export const REFORM_2018 = '2018-11-01';
export const MINE_SAFETY_2020 = '2020-10-01';

export type Role = 'land' | 'mineSafety' | 'emergency' | 'environment' | 'energy' | 'water';

const BODIES: Record<Role, readonly [string, string, string][]> = {
  // [from date, body, document-number prefix]
  land: [
    ['0000-00-00', '贵州省国土资源厅', '黔国土资'],
    [REFORM_2018, '贵州省自然资源厅', '黔自然资'],
  ],
  mineSafety: [
    ['0000-00-00', '贵州煤矿安全监察局', '黔煤安监'],
    [MINE_SAFETY_2020, '国家矿山安全监察局贵州局', '矿安黔'],
  ],
  emergency: [
    ['0000-00-00', '贵州省安全生产监督管理局', '黔安监'],
    [REFORM_2018, '贵州省应急管理厅', '黔应急'],
  ],
  environment: [
    ['0000-00-00', '贵州省环境保护厅', '黔环审'],
    [REFORM_2018, '贵州省生态环境厅', '黔环审'],
  ],
  energy: [['0000-00-00', '贵州省能源局', '黔能源']],
  water: [['0000-00-00', '贵州省水利厅', '黔水']],
};

/** The body of that role on that date (YYYY-MM-DD). */
export function bodyOn(role: Role, date: string): { name: string; prefix: string } {
  const list = BODIES[role];
  let found = list[0]!;
  for (const entry of list) if (entry[0] <= date) found = entry;
  return { name: found[1], prefix: found[2] };
}

/** Every provincial body the demo data names, with the dates it existed and its number prefix. */
export function knownBody(
  name: string,
): { role: Role; from: string; to: string | null; prefix: string } | undefined {
  for (const [role, list] of Object.entries(BODIES) as [Role, readonly [string, string, string][]][]) {
    const i = list.findIndex((e) => e[1] === name);
    if (i >= 0) return { role, from: list[i]![0], to: list[i + 1]?.[0] ?? null, prefix: list[i]![2] };
  }
  return undefined;
}

/** 不动产权证书 replaced separate land and building certificates from 2015 (不动产登记暂行条例). */
export const UNIFIED_PROPERTY_CERT_YEAR = 2015;
