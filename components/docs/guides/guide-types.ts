// The guides under /docs/guides are data, not prose buried in JSX: the page renders them, and
// tests/http/docs.test.ts runs every curl example against a demo server so none can rot.

/** What a curl example must answer when it runs against the demo data. */
export interface CurlExpectation {
  status: number;
  /** Text the body must contain. */
  bodyIncludes?: string[];
  /** Headers (lower-case names) the answer must carry, with the value when it matters. */
  headers?: Record<string, string | true>;
}

export type GuideBlock =
  /** A paragraph; `code` and [text](/link) are rendered inline. */
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  /**
   * A shell command using $BASE_URL, $ACCOUNT and $API_KEY. `awaits` names a feature not merged
   * on this branch yet: its examples are shown but only run once the test enables that feature.
   */
  | { kind: 'curl'; command: string; expect: CurlExpectation; awaits?: 'webhook-routes' }
  /** Text shown as is and not run (an answer, a header block, setup). */
  | { kind: 'sample'; label: string; text: string };

export interface Guide {
  slug: string;
  title: string;
  summary: string;
  blocks: GuideBlock[];
}
