import type { Signature, ValueType } from '@codecoach/contracts';

const PY_TYPE: Record<ValueType, string> = {
  int: 'int',
  long: 'int',
  double: 'float',
  boolean: 'bool',
  string: 'str',
  char: 'str',
  'int[]': 'List[int]',
  'long[]': 'List[int]',
  'double[]': 'List[float]',
  'boolean[]': 'List[bool]',
  'string[]': 'List[str]',
  'char[]': 'List[str]',
  'int[][]': 'List[List[int]]',
  'string[][]': 'List[List[str]]',
  'char[][]': 'List[List[str]]',
  'list<int>': 'List[int]',
  'list<string>': 'List[str]',
  'list<list<int>>': 'List[List[int]]',
  'list<list<string>>': 'List[List[str]]',
  ListNode: 'Optional[ListNode]',
  TreeNode: 'Optional[TreeNode]',
};

const LIST_DOC = `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
`;
const TREE_DOC = `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
`;

export function pyStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  const head = (all.includes('ListNode') ? LIST_DOC : '') + (all.includes('TreeNode') ? TREE_DOC : '');
  const params = ['self', ...sig.params.map((p) => `${p.name}: ${PY_TYPE[p.type]}`)].join(', ');
  return `${head}class Solution:
    def ${sig.function}(${params}) -> ${PY_TYPE[sig.returns]}:
        
`;
}

/**
 * The learner's file is compiled first (a syntax error is a compilation error with its line),
 * then executed in a namespace that already holds LeetCode's imports and node classes. Then it
 * says K and answers each test its launcher feeds on fd 4 with one line on fd 3 (launcher.h).
 * The tests run in a thread with a 512 MiB stack so 10^5-deep recursion works. The same for
 * every problem: the signature comes from `go` (lang/index.ts), so the interpreter can be started,
 * with LeetCode's imports made, before the submission arrives (prestart.ts).
 */
export function pyHarness(): string {
  return PY_HARNESS;
}

const PY_HARNESS = `import sys, os, json, threading
PARAMS = RET = NAME = None
LIMIT = 2000000
PRELUDE = '''
from typing import *
from collections import *
from heapq import *
from math import *
from bisect import *
from itertools import *
from functools import *
import collections, heapq, math, bisect, itertools, functools, string, re, random, operator, copy
'''

class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

def emit(s):
    b = s.encode('utf-8', 'replace')
    while b:
        b = b[os.write(3, b):]

def to_list(a):
    h = None
    for v in reversed(a):
        h = ListNode(v, h)
    return h

def to_tree(a):
    if not a or a[0] is None:
        return None
    root = TreeNode(a[0]); q = [root]; qi = 0; i = 1
    while i < len(a):
        n = q[qi]; qi += 1
        if i < len(a) and a[i] is not None:
            n.left = TreeNode(a[i]); q.append(n.left)
        i += 1
        if i < len(a) and a[i] is not None:
            n.right = TreeNode(a[i]); q.append(n.right)
        i += 1
    return root

def from_list(h):
    out = []
    while h is not None:
        if len(out) >= LIMIT:
            raise ValueError('the returned list has a cycle or over %d nodes' % LIMIT)
        out.append(h.val); h = h.next
    return out

def from_tree(r):
    out = []; q = [r]; qi = 0
    while qi < len(q):
        n = q[qi]; qi += 1
        if len(out) >= LIMIT:
            raise ValueError('the returned tree has a cycle or over %d nodes' % LIMIT)
        if n is None:
            out.append(None)
        else:
            out.append(n.val); q.append(n.left); q.append(n.right)
    while out and out[-1] is None:
        out.pop()
    return out

def arg(t, v):
    return to_list(v) if t == 'ListNode' else to_tree(v) if t == 'TreeNode' else v

def ret(t, v):
    if t == 'ListNode':
        return from_list(v)
    if t == 'TreeNode':
        return from_tree(v)
    if t == 'double' and isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    return v

def as_json(o):
    # LeetCode's Python judge accepts any iterable where a list is expected.
    if isinstance(o, (set, frozenset, range)) or hasattr(o, '__iter__'):
        return list(o)
    raise TypeError('not JSON')

def err_json(e):
    # Walk the traceback by hand: extract_tb reads source lines, far too slow for 10^5 frames.
    line = None
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == 'solution.py':
            line = tb.tb_lineno
        tb = tb.tb_next
    msg = str(e)
    if isinstance(e, KeyError) and len(e.args) == 1:
        msg = repr(e.args[0])
    # Kept short: the launcher refuses an error line over 64 KB (the judge shows 4 KB).
    return json.dumps({'type': type(e).__name__[:200], 'message': msg[:4096], 'line': line})

def flush_out():
    # What the test printed must be in the output file before its line: the launcher reads the
    # file's size at the line's end to tell each test's output.
    sys.stdout.flush(); sys.stderr.flush()

# LeetCode's imports, made before the submission arrives (see \`go\` below).
NS = {'__name__': '__main__', 'ListNode': ListNode, 'TreeNode': TreeNode}
exec(PRELUDE, NS)

def main():
    global PARAMS, RET, NAME
    # The signature, from \`go\`: a file, or a fifo the judge opens once the files are written
    # when this interpreter was started ahead of the submission.
    with open('go', encoding='utf-8') as f:
        meta = json.loads(f.readline())
    PARAMS, RET, NAME = meta['params'], meta['returns'], meta['function']
    with open('solution.py', encoding='utf-8') as f:
        src = f.read()
    try:
        code = compile(src, 'solution.py', 'exec')
    except SyntaxError as e:
        emit('C ' + json.dumps({'type': type(e).__name__, 'message': str(e.msg), 'line': e.lineno}) + '\\n')
        return
    ns = NS
    try:
        exec(code, ns)
    except BaseException as e:
        flush_out()
        emit('E ' + err_json(e) + '\\n')
        return
    cls = ns.get('Solution')
    if cls is None or not hasattr(cls, NAME):
        emit('C ' + json.dumps({'type': 'NameError', 'message': 'class Solution with a method %s is not defined' % NAME}) + '\\n')
        return
    # Ready: the launcher now feeds one test at a time on fd 4 (a JSON line), and measures it
    # from the moment it is fed to the end of our answer's line; nothing here keeps time.
    flush_out()
    emit('K\\n')
    tests = os.fdopen(4, 'rb', buffering=1 << 16)
    while True:
        line = tests.readline()
        if not line:
            break
        raw = json.loads(line)
        try:
            args = [arg(t, raw[k]) for k, t in enumerate(PARAMS)]
            r = getattr(cls(), NAME)(*args)
            conv = ret(RET, r)
        except BaseException as e:
            flush_out()
            emit('E ' + err_json(e) + '\\n')
            continue
        try:
            text = json.dumps(conv, separators=(',', ':'), allow_nan=False, default=as_json)
        except (ValueError, TypeError):
            text = 'null'
        flush_out()
        emit('R ' + text + '\\n')

def guarded():
    try:
        main()
    except BaseException as e:
        emit('X ' + err_json(e) + '\\n')
    sys.stdout.flush(); sys.stderr.flush()

sys.setrecursionlimit(300000)
threading.stack_size(512 * 1024 * 1024)
t = threading.Thread(target=guarded)
t.start()
t.join()
`;
