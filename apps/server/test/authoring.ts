/**
 * two-sum's folder (`readProblemFiles('two-sum')`) as an admin's problem `slug`, for the authoring
 * and rejudge tests: four times the bank's time limit (a reference's timing on a busy machine is
 * not what they test), without the Java O(n^2) plant that limit would let through (the C++ one is
 * still over it); `edit` changes the files further.
 */
export function authoredTwoSum(
  twoSum: ReadonlyMap<string, string>,
  slug: string,
  edit: (files: Map<string, string>) => void = () => {},
): Record<string, string> {
  const files = new Map(twoSum);
  files.delete('wrong/quadratic.java');
  files.set(
    'problem.yaml',
    (files.get('problem.yaml') ?? '')
      .replace('slug: two-sum', `slug: ${slug}`)
      .replace('timeLimitMs: 100', 'timeLimitMs: 400')
      .replace(/ {2}- file: wrong\/quadratic\.java\n(?: {4}.*\n)+/, ''),
  );
  edit(files);
  return Object.fromEntries(files);
}
