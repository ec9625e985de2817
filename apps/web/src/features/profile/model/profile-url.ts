import { PROFILE_SECTIONS, type ProfileSection, SUBSECTIONS } from '@coal/contracts';

export interface ProfilePlace {
  section: ProfileSection;
  /** A subsection id, or null for the section's top. */
  anchor: string | null;
}

const SECTION_IDS = new Set<string>(PROFILE_SECTIONS.map((s) => s.id));
export const isSection = (value: string | null): value is ProfileSection =>
  value !== null && SECTION_IDS.has(value);

/**
 * Where a profile link points: `?section=geology#coalQuality`. The anchor wins when it names a
 * subsection of another section; unknown values are ignored. Null means "the top of the page".
 */
export function parsePlace(search: string, hash: string): ProfilePlace | null {
  const rawSection = new URLSearchParams(search).get('section');
  let anchor = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    anchor = '';
  }
  if (isSection(anchor)) return { section: anchor, anchor: null };
  const def = SUBSECTIONS.find((s) => s.id === anchor);
  if (def) return { section: def.section, anchor: def.id };
  return isSection(rawSection) ? { section: rawSection, anchor: null } : null;
}

/** The URL of a place, keeping the path and any other query parameters. */
export function placeUrl(pathname: string, search: string, place: ProfilePlace): string {
  const params = new URLSearchParams(search);
  params.set('section', place.section);
  return `${pathname}?${params.toString()}#${encodeURIComponent(place.anchor ?? place.section)}`;
}
