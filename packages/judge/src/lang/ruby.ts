import type { Signature, ValueType } from '@codecoach/contracts';

/** The YARD types LeetCode's Ruby starters write in their `@param` and `@return` comments. */
const RB_DOC: Record<ValueType, string> = {
  int: 'Integer',
  long: 'Integer',
  double: 'Float',
  boolean: 'Boolean',
  string: 'String',
  char: 'Character',
  'int[]': 'Integer[]',
  'long[]': 'Integer[]',
  'double[]': 'Float[]',
  'boolean[]': 'Boolean[]',
  'string[]': 'String[]',
  'char[]': 'Character[]',
  'int[][]': 'Integer[][]',
  'string[][]': 'String[][]',
  'char[][]': 'Character[][]',
  'list<int>': 'Integer[]',
  'list<string>': 'String[]',
  'list<list<int>>': 'Integer[][]',
  'list<list<string>>': 'String[][]',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
};

const LIST_DOC = `# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
`;
const TREE_DOC = `# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val = 0, left = nil, right = nil)
#         @val = val
#         @left = left
#         @right = right
#     end
# end
`;

const RB_KEYWORDS = new Set(
  (
    'alias and begin break case class def defined do else elsif end ensure false for if in module ' +
    'next nil not or redo rescue retry return self super then true undef unless until when while yield'
  ).split(' '),
);

/**
 * LeetCode's Ruby names: `twoSum` -> `two_sum`, `lengthOfLIS` -> `length_of_lis`. The harness
 * computes the same name from the signature with the same two rules (RB_HARNESS `snake`).
 */
export function rbName(name: string): string {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** A parameter name: snake_case, and never a keyword (`end` becomes `end_`). */
function rbParam(name: string): string {
  const n = rbName(name);
  return RB_KEYWORDS.has(n) ? `${n}_` : n;
}

export function rbStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  const head = (all.includes('ListNode') ? LIST_DOC : '') + (all.includes('TreeNode') ? TREE_DOC : '');
  const docs = sig.params.map((p) => `# @param {${RB_DOC[p.type]}} ${rbParam(p.name)}\n`).join('');
  const params = sig.params.map((p) => rbParam(p.name)).join(', ');
  return `${head}${docs}# @return {${RB_DOC[sig.returns]}}
def ${rbName(sig.function)}(${params})
    
end
`;
}

/**
 * The learner's file is compiled first (a syntax error is a compilation error with its line),
 * then evaluated at the top level, where LeetCode's node classes, \`json\` and \`set\` are
 * loaded already; its \`def\` of the function (snake_case) is what each test calls. Then it says
 * K and answers each test its launcher feeds on fd 4 with one line on fd 3 (launcher.h). The
 * tests run in a thread whose stacks the environment sizes (toolchains.ts), so 10^5-deep
 * recursion works. The same for every problem: the signature comes from \`go\` (lang/index.ts),
 * so the interpreter can be started before the submission arrives (prestart.ts).
 *
 * Nothing here keeps time (the launcher does), so a learner who redefines what the harness
 * calls changes only their own answer; still, the harness lives in a frozen module (a top-level
 * \`def\` of the learner's, a private method of Object, cannot shadow its helpers) and calls the
 * methods it writes and encodes with through references taken before the learner's code loads.
 */
export function rbHarness(): string {
  return RB_HARNESS;
}

const RB_HARNESS = `require 'json'
require 'set'

class ListNode
  attr_accessor :val, :next
  def initialize(val = 0, _next = nil)
    @val = val
    @next = _next
  end
end

class TreeNode
  attr_accessor :val, :left, :right
  def initialize(val = 0, left = nil, right = nil)
    @val = val
    @left = left
    @right = right
  end
end

module CodeCoachHarness
  LIMIT = 2_000_000
  RESULTS = IO.for_fd(3, 'wb', autoclose: false)
  RESULTS.sync = true
  WRITE = IO.instance_method(:write)
  FLUSH = IO.instance_method(:flush)
  GETS = IO.instance_method(:gets)
  GENERATE = JSON.method(:generate)
  PARSE = JSON.method(:parse)
  METHOD = Kernel.instance_method(:method)
  NEW_LIST = ListNode.method(:new)
  NEW_TREE = TreeNode.method(:new)
  OUT = STDOUT
  ERR = STDERR

  def self.emit(*parts)
    WRITE.bind_call(RESULTS, *parts)
  end

  def self.to_list(a)
    h = nil
    i = a.length - 1
    while i >= 0
      h = NEW_LIST.call(a[i], h)
      i -= 1
    end
    h
  end

  def self.to_tree(a)
    return nil if a.empty? || a[0].nil?
    root = NEW_TREE.call(a[0])
    q = [root]
    qi = 0
    i = 1
    n = a.length
    while i < n
      node = q[qi]
      qi += 1
      unless a[i].nil?
        node.left = NEW_TREE.call(a[i])
        q << node.left
      end
      i += 1
      if i < n && !a[i].nil?
        node.right = NEW_TREE.call(a[i])
        q << node.right
      end
      i += 1
    end
    root
  end

  def self.from_list(h)
    out = []
    until h.nil?
      raise RangeError, "the returned list has a cycle or over #{LIMIT} nodes" if out.length >= LIMIT
      out << h.val
      h = h.next
    end
    out
  end

  def self.from_tree(r)
    out = []
    q = [r]
    qi = 0
    while qi < q.length
      n = q[qi]
      qi += 1
      raise RangeError, "the returned tree has a cycle or over #{LIMIT} nodes" if out.length >= LIMIT
      if n.nil?
        out << nil
      else
        out << n.val
        q << n.left << n.right
      end
    end
    out.pop while !out.empty? && out[-1].nil?
    out
  end

  # JSON numbers without a fraction are Integers: a double parameter gets Floats, as declared.
  def self.arg(t, v)
    case t
    when 'ListNode' then to_list(v)
    when 'TreeNode' then to_tree(v)
    when 'double' then v.to_f
    when 'double[]' then v.map(&:to_f)
    else v
    end
  end

  # A Set, Range or Enumerator where a list is expected is its elements, as Python's judge allows.
  def self.listy(v, depth)
    v = v.to_a unless v.is_a?(Array) || v.is_a?(String) || v.is_a?(Hash) || !v.respond_to?(:to_a)
    depth > 1 && v.is_a?(Array) ? v.map { |x| listy(x, depth - 1) } : v
  end

  def self.ret(t, v)
    case t
    when 'ListNode' then from_list(v)
    when 'TreeNode' then from_tree(v)
    when 'double' then v.is_a?(Numeric) && !v.is_a?(Float) ? v.to_f : v
    else t.end_with?('[]', '>') ? listy(v, t.count('[') + t.count('<')) : v
    end
  end

  def self.text(s)
    s = s.to_s.dup.force_encoding(Encoding::UTF_8)
    s.valid_encoding? ? s : s.scrub('?')
  end

  # Where in solution.rb it was raised: the innermost frame of the learner's file.
  def self.line_of(e)
    locs = e.backtrace_locations
    if locs
      locs.each { |l| return l.lineno if l.path == 'solution.rb' }
      return nil
    end
    (e.backtrace || []).each do |s|
      m = /\\Asolution\\.rb:(\\d+)/.match(s.to_s)
      return m[1].to_i if m
    end
    nil
  rescue Exception
    nil
  end

  def self.err_json(e)
    msg = begin
      e.message
    rescue Exception
      ''
    end
    # Kept short: the launcher refuses an error line over 64 KB (the judge shows 4 KB).
    GENERATE.call({ 'type' => text(e.class.name || 'Exception')[0, 200], 'message' => text(msg)[0, 4096], 'line' => line_of(e) })
  end

  # A syntax error's message names solution.rb:<line> on each line: the line apart, the rest shown.
  def self.syntax_json(e)
    msg = text(e.message)
    line = (m = /solution\\.rb:(\\d+):/.match(msg)) ? m[1].to_i : nil
    msg = msg.gsub(/^solution\\.rb:\\d+: /, '')
    GENERATE.call({ 'type' => 'SyntaxError', 'message' => msg[0, 4096], 'line' => line })
  end

  # What the test printed must be in the output file before its line: the launcher reads the
  # file's size at the line's end to tell each test's output.
  def self.flush_out
    [$stdout, $stderr, OUT, ERR].each do |io|
      FLUSH.bind_call(io) if io.is_a?(IO)
    rescue Exception
      nil
    end
  end

  def self.snake(name)
    name.gsub(/([A-Z]+)([A-Z][a-z])/, '\\\\1_\\\\2').gsub(/([a-z\\d])([A-Z])/, '\\\\1_\\\\2').downcase
  end

  # The learner's top-level def (a private method of Object), or a method of class Solution.
  def self.find(top, name)
    [snake(name), name].each do |n|
      m = begin
        METHOD.bind_call(top, n)
      rescue NameError
        nil
      end
      return m if m && m.owner == Object
    end
    if Object.const_defined?(:Solution) && (cls = Object.const_get(:Solution)).is_a?(Class)
      [snake(name), name].each do |n|
        return METHOD.bind_call(cls.new, n) if cls.method_defined?(n) || cls.private_method_defined?(n)
      end
    end
    nil
  end

  def self.main
    # The signature, from \`go\`: a file, or a fifo the judge opens once the files are written
    # when this interpreter was started ahead of the submission.
    meta = File.open('go', 'r:UTF-8') { |f| PARSE.call(f.gets) }
    params = meta['params']
    rtype = meta['returns']
    name = meta['function']
    src = File.read('solution.rb', mode: 'r:UTF-8')
    begin
      iseq = RubyVM::InstructionSequence.compile(src, 'solution.rb', 'solution.rb', 1)
    rescue SyntaxError => e
      emit("C #{syntax_json(e)}\\n")
      return
    end
    top = TOPLEVEL_BINDING.receiver
    begin
      iseq.eval
      fn = find(top, name)
    rescue Exception => e
      flush_out
      emit("E #{err_json(e)}\\n")
      return
    end
    if fn.nil?
      msg = "undefined method #{snake(name)}: define def #{snake(name)}(...) at the top level"
      emit("C #{GENERATE.call({ 'type' => 'NameError', 'message' => msg })}\\n")
      return
    end
    # Ready: the launcher now feeds one test at a time on fd 4 (a JSON line), and measures it
    # from the moment it is fed to the end of our answer's line; nothing here keeps time.
    flush_out
    emit("K\\n")
    tests = IO.for_fd(4, 'r:UTF-8', autoclose: false)
    while (line = GETS.bind_call(tests))
      raw = PARSE.call(line)
      begin
        args = Array.new(params.length) { |k| arg(params[k], raw[k]) }
        conv = ret(rtype, fn.call(*args))
      rescue Exception => e
        flush_out
        emit("E #{err_json(e)}\\n")
        next
      end
      out = begin
        GENERATE.call(conv, max_nesting: 0)
      rescue StandardError
        'null'
      end
      flush_out
      emit('R ', out, "\\n")
    end
  end

  freeze
end

runner = Thread.new do
  CodeCoachHarness.main
rescue Exception => e
  begin
    CodeCoachHarness.emit("X #{CodeCoachHarness.err_json(e)}\\n")
  rescue Exception
    nil
  end
ensure
  CodeCoachHarness.flush_out
end
runner.join
`;
