// npm run bench:templating — ends with the three figures issue 5 asks for, one per line.
import { measureDocx100FieldsMs } from './docx-assembly.bench-case';
import { measureExprEvalsPerSecond, measureTextTemplateMs } from './text-and-expr.bench-cases';

async function main(): Promise<void> {
  const exprEvalsPerSecond = await measureExprEvalsPerSecond();
  const docxMs = measureDocx100FieldsMs();
  const textMs = await measureTextTemplateMs();
  console.log(`expr_evals_per_s: ${Math.round(exprEvalsPerSecond)}`);
  console.log(`docx_100_fields_ms: ${docxMs.toFixed(2)}`);
  console.log(`text_template_ms: ${textMs.toFixed(3)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
