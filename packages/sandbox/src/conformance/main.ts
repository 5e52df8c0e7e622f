// `npm run conformance`: prints how much of the provider's published APIs the sandbox serves and
// whether its answers conform. `--write-facts` regenerates the committed facts table from the
// documents (PROVIDER_OPENAPI_DIR, or .openapi/ at the repository root); `--verbose` lists every
// problem. Exits 1 when a served operation answers against its contract or document.
import { documentsDir, loadDocuments } from './documents';
import { writeFacts } from './facts';
import { printReport } from './report';
import { runConformance } from './run';

const args = new Set(process.argv.slice(2));
const dir = documentsDir();
const documents = loadDocuments(dir);

if (args.has('--write-facts')) {
  if (documents.length === 0) {
    console.error(`No published documents in ${dir}: nothing to write.`);
    process.exit(1);
  }
  console.log(`Wrote ${await writeFacts(documents)} from ${documents.length} documents.`);
} else {
  const reports = await runConformance(documents);
  const ok = printReport(reports, {
    documents: documents.length,
    dir,
    verbose: args.has('--verbose'),
  });
  process.exit(ok ? 0 : 1);
}
