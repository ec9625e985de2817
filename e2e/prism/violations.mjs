// Reads Prism's proxy log for calls that left the OpenAPI document: a status, header or body the
// document does not allow, a request it refuses, or a path it does not have.
import { readFileSync } from 'node:fs';

const PATTERNS = [/Violation:/, /Request terminated with error/];
// A call without a token to a signed-in operation gets the 401 the document gives it; Prism answers it
// itself instead of forwarding (a page still open as its session ends), which leaves nothing undocumented.
const DOCUMENTED = [/UNAUTHORIZED: Invalid security scheme used/];

/** The log lines, without colour codes, that name a call outside the document. */
export function violationsIn(file) {
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = text.split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!PATTERNS.some((pattern) => pattern.test(line))) continue;
    if (DOCUMENTED.some((pattern) => pattern.test(line))) continue;
    // Prism names the call on the lines before its verdict: keep the nearest request line for context.
    const call = lines
      .slice(Math.max(0, i - 6), i)
      .reverse()
      .find((previous) => /Forwarding|Request received/.test(previous));
    found.push(call ? `${line.trim()}\n      ${call.trim()}` : line.trim());
  }
  return found;
}
