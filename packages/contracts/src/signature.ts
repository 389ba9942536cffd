import { z } from 'zod';

/**
 * Value types a problem signature may use (docs/judge.md). Arrays (`int[]`) and lists (`list<int>`)
 * are distinct because LeetCode's Java and C# signatures distinguish them; Python and C++ map
 * both to the same type.
 */
export const SCALAR_TYPES = ['int', 'long', 'double', 'boolean', 'string', 'char'] as const;
export const VALUE_TYPES = [
  ...SCALAR_TYPES,
  'int[]',
  'long[]',
  'double[]',
  'boolean[]',
  'string[]',
  'char[]',
  'int[][]',
  'string[][]',
  'char[][]',
  'list<int>',
  'list<string>',
  'list<list<int>>',
  'list<list<string>>',
  'ListNode',
  'TreeNode',
] as const;
export const ValueType = z.enum(VALUE_TYPES);
export type ValueType = z.infer<typeof ValueType>;

const identifier = z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/, 'must be an identifier');

export const Signature = z.object({
  /** Function name, as LeetCode names it, e.g. `twoSum`. */
  function: identifier,
  params: z.array(z.object({ name: identifier, type: ValueType })).min(1),
  returns: ValueType,
});
export type Signature = z.infer<typeof Signature>;

/** `twoSum(nums: int[], target: int) -> int[]` */
export function formatSignature(sig: Signature): string {
  return `${sig.function}(${sig.params.map((p) => `${p.name}: ${p.type}`).join(', ')}) -> ${sig.returns}`;
}
