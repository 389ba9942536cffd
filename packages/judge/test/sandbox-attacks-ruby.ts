import type { Verdict } from '@codecoach/contracts';
import type { Hostile } from './sandbox-attacks.ts';

/**
 * The attacks of sandbox-attacks.ts in Ruby (issue 29), plus Ruby's own ways out: backticks,
 * `system`, `Process.spawn`, `Kernel#syscall`, `fork`, Ruby threads, `Signal.trap`, `exit!`,
 * `ObjectSpace`, and the harness's module reopened. The signature is `attack(n) -> string`.
 */
const rb = (name: string, body: string, verdicts: Verdict[] = ['accepted']): Hostile => ({
  name,
  language: 'ruby',
  verdicts,
  // 1.5 s per test at Ruby's 5x, as Python's 500 ms at 3x.
  timeLimitMs: 300,
  code: `require 'socket'

def attack(n)
${body
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}
end
`,
});

/** Reads each path; "READ ..." if any gave a byte, else "blocked". */
const readAny = (paths: string[]) => `${JSON.stringify(paths)}.each do |p|
  begin
    s = File.binread(p)
    return "READ #{p} #{s}" unless s.empty?
  rescue SystemCallError, IOError
  end
end
'blocked'`;

export function rubyAttacks(secretFile: string): Hostile[] {
  return [
    rb(
      'read /etc/shadow, the planted secret and /proc/1/environ',
      readAny(['/etc/shadow', secretFile, '/proc/1/environ']),
    ),
    rb(
      "the host's own /proc files (cmdline, kallsyms, sysctls)",
      readAny(['/proc/cmdline', '/proc/kallsyms', '/proc/sys/kernel/hostname', '/proc/modules']),
    ),
    rb('dump its environment', "'blocked ' + ENV.to_h.inspect"),
    rb(
      'list /root, /home, /work, /var/tmp and the cgroups',
      "'blocked ' + %w[/root /home /work /var/tmp /sys/fs/cgroup].map { |d| (Dir.children(d) rescue []).join(',') }.join(' ')",
    ),
    rb(
      'see other processes in /proc',
      "Dir.children('/proc').count { |e| e.match?(/\\A\\d+\\z/) } <= 3 ? 'blocked' : 'SEEN'",
    ),
    rb(
      'TCP connection to the internet',
      "begin\n  Socket.tcp('1.1.1.1', 53, connect_timeout: 2) { 'CONNECTED' }\nrescue StandardError => e\n  'blocked ' + e.class.name\nend",
    ),
    rb(
      'DNS lookup',
      "begin\n  'RESOLVED ' + Addrinfo.getaddrinfo('example.com', 80).size.to_s\nrescue StandardError => e\n  'blocked ' + e.class.name\nend",
    ),
    rb(
      'unusual socket families (packet, netlink, vsock, bluetooth)',
      "[17, 16, 40, 31, 38].each do |f|\n  begin\n    Socket.new(f, f == 40 ? :STREAM : :RAW, 0)\n    return 'OPENED ' + f.to_s\n  rescue SystemCallError, SocketError\n  end\nend\n'blocked'",
    ),
    rb(
      'nested user namespace, ptrace of the init, prlimit of the launcher (Kernel#syscall)',
      "one = \"\\x01\" * 16 # Kernel#syscall passes a String as a pointer, but none with a NUL\n[[272, 0x10000000], [101, 16, 1, 0, 0], [302, 1, 7, one, 0]].each do |call|\n  begin\n    syscall(*call)\n    return 'ALLOWED ' + call[0].to_s\n  rescue SystemCallError, NotImplementedError\n  end\nend\n'blocked'",
    ),
    rb(
      'native calls through Fiddle (unshare, ptrace, setns)',
      "require 'fiddle'\nlibc = Fiddle.dlopen(nil)\nf = ->(name, n) { Fiddle::Function.new(libc[name], [Fiddle::TYPE_LONG] * n, Fiddle::TYPE_INT) }\nreturn 'UNSHARED' if f.('unshare', 1).call(0x10000000) == 0\nreturn 'ATTACHED' if f.('ptrace', 4).call(16, 1, 0, 0) == 0\nreturn 'JOINED' if f.('setns', 2).call(0, 0) == 0\n'blocked'",
    ),
    rb(
      'io_uring, bpf, perf_event_open, keyctl, userfaultfd, kcmp',
      "[425, 321, 298, 250, 323, 312].each do |nr|\n  begin\n    syscall(nr, 0, 0, 0, 0, 0)\n    return 'ALLOWED ' + nr.to_s\n  rescue SystemCallError\n  end\nend\n'blocked'",
    ),
    rb(
      'write into /usr and /dev/full',
      "begin\n  File.write('/usr/lib/pwned', 'x')\n  return 'WROTE /usr'\nrescue SystemCallError\nend\nbegin\n  File.open('/dev/full', 'w') { |f| f.syswrite('x') }\n  'WROTE /dev/full'\nrescue SystemCallError\n  'blocked'\nend",
    ),
    rb(
      'run a shell: backticks, system and Process.spawn',
      "o = (%x(cat /etc/shadow; ls /root 2>&1) rescue '')\nsystem('cat /etc/shadow > /tmp/s 2>&1') rescue nil\nbegin\n  Process.wait(Process.spawn('/bin/sh', '-c', 'cat /etc/shadow >> /tmp/s 2>&1'))\nrescue SystemCallError\nend\no += (File.read('/tmp/s') rescue '')\no.include?('root:') ? 'READ ' + o : 'blocked ' + o",
    ),
    rb(
      'plant symlinks where the judge reads',
      `File.unlink('stdout.txt') rescue nil\nFile.symlink('/etc/shadow', 'stdout.txt') rescue nil\nFile.symlink(${JSON.stringify(secretFile)}, 'tests.out') rescue nil\nputs 'planted'\n'blocked'`,
    ),
    rb('fork bomb', 'loop { fork }', ['runtime_error', 'time_limit_exceeded']),
    rb('thread bomb', 'loop { Thread.new { sleep } }', [
      'runtime_error',
      'time_limit_exceeded',
      'memory_limit_exceeded',
    ]),
    rb(
      'daemon that outlives the run (setsid)',
      "if fork.nil?\n  Process.setsid\n  sleep 1000 if fork.nil?\n  exit!(0)\nend\n'blocked'",
    ),
    rb('daemon by Process.daemon', "fork { Process.daemon(true, true); sleep 1000 }\n'blocked'"),
    rb(
      'kill(-1) and the parent',
      "Process.kill(:KILL, Process.ppid) rescue nil\nProcess.kill(:KILL, -1) rescue nil\n'SURVIVED'",
      ['runtime_error', 'wrong_answer'],
    ),
    rb('busy loop spread over processes', '3.times { break if fork.nil? }\nnil while true', [
      'time_limit_exceeded',
    ]),
    rb('sleep forever', "sleep 1000\n'x'", ['time_limit_exceeded']),
    rb(
      'traps every signal it may, then spins',
      '%w[TERM INT HUP XCPU USR1 ALRM].each { |s| Signal.trap(s) {} }\nnil while true',
      ['time_limit_exceeded'],
    ),
    rb('memory bomb', "a = []\nloop { a << ('x' * (10 << 20)) }", ['memory_limit_exceeded']),
    rb('memory bomb with the GC off', 'GC.disable\nloop { Array.new(1 << 20, n) }', [
      'memory_limit_exceeded',
    ]),
    rb(
      'fill the scratch tmpfs',
      "Signal.trap('XFSZ', 'IGNORE') # as Python does: the file size cap is then an error, not a signal\nmb = 'x' * (1 << 20)\nbegin\n  File.open('/tmp/fill', 'wb') { |f| loop { f.write(mb); f.flush } }\nrescue SystemCallError, IOError\n  'blocked (full)'\nend",
      ['accepted', 'memory_limit_exceeded'],
    ),
    rb('runaway stdout', "loop { puts '7' * 999 }", ['runtime_error']),
    rb('runaway stderr, unbuffered', "loop { $stderr.syswrite('e' * 4096) }", ['runtime_error']),
    rb(
      'one endless line on the results channel',
      "io = IO.for_fd(3, autoclose: false)\nio.syswrite('R \"')\nc = 'x' * 65536\nloop { io.syswrite(c) }",
      ['wrong_answer', 'runtime_error', 'time_limit_exceeded'],
    ),
    rb(
      'flood the results channel (fd 3)',
      'io = IO.for_fd(3, autoclose: false)\nline = "S 0\\n" * 16384\nloop { io.syswrite(line) }',
      ['runtime_error', 'time_limit_exceeded'],
    ),
    rb('hold the results channel open in a child, then exit', 'fork { sleep 1000 }\nexit!(0)', [
      'runtime_error',
    ]),
    rb(
      '$stdout reopened onto the results channel, a flood of forged lines',
      '$stdout.reopen(IO.for_fd(3, autoclose: false))\nloop { puts \'R "blocked"\' }',
      ['runtime_error', 'time_limit_exceeded', 'wrong_answer'],
    ),
    rb(
      "reopen the harness's frozen module",
      "begin\n  CodeCoachHarness.define_singleton_method(:emit) { |*a| nil }\n  'REPLACED'\nrescue FrozenError, RuntimeError => e\n  'blocked ' + e.class.name\nend",
    ),
    rb('exit! in the middle of a test', 'exit!(0)', ['runtime_error']),
    rb('a SystemStackError is a runtime error', 'attack(n + 1)', ['runtime_error']),
  ];
}
