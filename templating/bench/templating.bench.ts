// npm run bench:templating — ends with the three figures issue 5 asks for, one per line.
import { measureDocx100FieldsMs } from './docx-assembly.bench-case';
import { measureVsDocxtemplaterRatio } from './docx-vs-docxtemplater.bench-case';
import { measureExprEvalsPerSecond, measureTextTemplateMs } from './text-and-expr.bench-cases';
import { measureVsYatteExpr, measureVsYatteList, measureVsYatteTemplate } from './vs-yatte.bench-cases';

async function main(): Promise<void> {
  const exprEvalsPerSecond = await measureExprEvalsPerSecond();
  const docxMs = measureDocx100FieldsMs();
  const textMs = await measureTextTemplateMs();
  console.log(`expr_evals_per_s: ${Math.round(exprEvalsPerSecond)}`);
  console.log(`docx_100_fields_ms: ${docxMs.toFixed(2)}`);
  console.log(`text_template_ms: ${textMs.toFixed(3)}`);
  // Ours ÷ yatte, in the same run, outputs checked equal first (issue 15); each should be at least 1.
  console.log(`vs_yatte_expr_ratio: ${measureVsYatteExpr().toFixed(2)}`);
  console.log(`vs_yatte_list_ratio: ${measureVsYatteList().toFixed(2)}`);
  console.log(`vs_yatte_template_ratio: ${measureVsYatteTemplate().toFixed(2)}`);
  console.log(`vs_docxtemplater_ratio: ${measureVsDocxtemplaterRatio().toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
