import type { ValueType } from '@codecoach/contracts';

export type Scalar = 'int' | 'long' | 'double' | 'boolean' | 'string' | 'char';

/** A signature type as a tree, so each language can map it recursively. */
export type TypeNode =
  | { kind: 'scalar'; name: Scalar }
  | { kind: 'array'; list: boolean; elem: TypeNode }
  | { kind: 'ListNode' }
  | { kind: 'TreeNode' };

export function parseType(t: ValueType): TypeNode {
  if (t === 'ListNode' || t === 'TreeNode') return { kind: t };
  if (t.endsWith('[]')) return { kind: 'array', list: false, elem: parseType(t.slice(0, -2) as ValueType) };
  if (t.startsWith('list<'))
    return { kind: 'array', list: true, elem: parseType(t.slice(5, -1) as ValueType) };
  return { kind: 'scalar', name: t as Scalar };
}

/** Depth of array nesting (0 for scalars). */
export function depth(t: TypeNode): number {
  return t.kind === 'array' ? 1 + depth(t.elem) : 0;
}

/** The innermost element type of an array type. */
export function leaf(t: TypeNode): TypeNode {
  return t.kind === 'array' ? leaf(t.elem) : t;
}

/** A name usable in generated identifiers: `int[][]` -> `int_a_a`, `list<string>` -> `string_l`. */
export function typeKey(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return t.name;
    case 'array':
      return `${typeKey(t.elem)}_${t.list ? 'l' : 'a'}`;
    default:
      return t.kind;
  }
}

/** Every distinct type reachable from these (element types included), children first. */
export function closure(types: TypeNode[]): TypeNode[] {
  const seen = new Map<string, TypeNode>();
  const visit = (t: TypeNode) => {
    if (t.kind === 'array') visit(t.elem);
    if (!seen.has(typeKey(t))) seen.set(typeKey(t), t);
  };
  for (const t of types) visit(t);
  return [...seen.values()];
}

export function toPascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
