// npx tsx --tsconfig tsconfig.dev.json templating/bench/interview-relevance.bench.ts
// Relevance (with the screens' visibility, formulas and Finish's validation) on the 200-variable model of issue 16's
// bench line `interview_open_p95_ms ≤ 50`, which includes it: this part should stay well under 20 ms.
import { largeModelFixture } from '../src/interview/large-model.fixture';
import { relevance } from '../src/interview/relevance';
import { validateAll } from '../src/interview/validate-all';

const RUNS = 200;
const { input, answers } = largeModelFixture();

function once(run: number): number {
  // A different answer each run, as after each committed answer: nothing is served from a previous result.
  const changed = { ...answers, T1: run % 2 === 0 ? '' : `typed ${run}`, F0: run % 3 !== 0 };
  const start = performance.now();
  validateAll(relevance(input, changed), changed);
  return performance.now() - start;
}

// The first run compiles the templates, as the server's first opening of an app after a start does.
const first = once(0);
for (let run = 1; run < 20; run += 1) once(run); // warm up: compile caches and the JIT
const times = Array.from({ length: RUNS }, (_, run) => once(run)).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`interview_relevance_first_ms: ${first.toFixed(2)}`);
console.log(`interview_relevance_median_ms: ${at(0.5).toFixed(2)}`);
console.log(`interview_relevance_p95_ms: ${at(0.95).toFixed(2)}`);
