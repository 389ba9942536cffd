/**
 * Building blocks for the bench (bench/judge) and tests, not for the server: a raw sandbox
 * provider, the toolchains, the harness generators and the test encoders.
 */
export { CompileCache } from './compile.ts';
export { encodeTests, testsFrom } from './lang/encode.ts';
export { LANGUAGE_DEFS } from './lang/index.ts';
export { trialLimits } from './limits.ts';
export { execSpec } from './runstep.ts';
export { BareProvider, type Box, type BoxProvider } from './sandbox/box.ts';
export { createSandbox } from './sandbox/factory.ts';
export { buildLauncher, buildPch, pchRoot, prepareWorkDir } from './setup.ts';
export { CPP_PCH_FLAGS, detectToolchains, type Toolchain } from './toolchains.ts';
