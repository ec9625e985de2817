/** The name with the first occurrence of the typed text marked (pinyin and fuzzy matches stay plain). */
export function Highlight({ text, term }: { text: string; term: string }) {
  const needle = term.trim();
  const at = needle ? text.toLowerCase().indexOf(needle.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
