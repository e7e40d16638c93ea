import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one source file: which file it names, and whether only types cross (erased at build). */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  return readdirSync(full).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** True when nothing of the declaration reaches the built code: `import type`, or every named import marked `type`. */
function onlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((element) => element.isTypeOnly));
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/**
 * The imports between the repository's own source files under `folders`, resolved as the compiler
 * resolves them (the tsconfig's paths: `@common/…`, `@/…`), static and dynamic (`import('…')`).
 * Imports of packages are left out.
 */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const edges: ImportEdge[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const add = (specifier: string, typeOnly: boolean) => {
      const resolved = ts.resolveModuleName(specifier, path.join(root, file), config.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return;
      const to = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      if (!to.startsWith('..')) edges.push({ from: file, to, typeOnly });
    };
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, onlyTypes(node));
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) add(node.arguments[0].text, false);
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) add(node.argument.literal.text, true);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** The import circles (strongly connected groups of two or more files, or a file importing itself), each sorted. */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm, iteratively: a deep chain of imports must not overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfImport = children.includes(frame.node);
        if (group.length > 1 || selfImport) circles.push(group.sort());
      }
    }
  }
  return circles;
}
