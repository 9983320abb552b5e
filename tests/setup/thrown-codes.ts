import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { APP_ERROR_CODES, type AppErrorCode } from '@/server/errors/app-error';

/**
 * Which AppError codes a function of ours can throw, read from the source (not a
 * hand-kept list): the codes written in it, and those of every function or
 * constant of ours it refers to, followed through imports across src/.
 *
 * A code counts where an AppError is built with it (`new AppError('CONFLICT')`,
 * `new AppError(found ? 'CONFLICT' : 'NOT_FOUND')`), and in the server
 * declarations typed with AppErrorCode, which hand codes to such a `new
 * AppError(code)` (adminAccessRefusal, better-auth's code table). A code
 * named in an `isAppError(…)` check is a check, not a throw. Following is by
 * declaration, not by file: a helper in the same file as a use-case adds its
 * codes only when the use-case refers to it.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const SRC = path.join(root, 'src');
const SERVER = path.join(SRC, 'server');
/** The codes' own definition: every code is written there, none is thrown. */
const APP_ERROR_FILE = path.join(SERVER, 'errors', 'app-error.ts');
const CODES: ReadonlySet<string> = new Set(APP_ERROR_CODES);

type Module = {
  /** Top-level functions, constants and classes by name. */
  declarations: Map<string, ts.Node>;
  /** Local name → the module it comes from and its name there (values only, not types). */
  imports: Map<string, { file: string; name: string }>;
};

const modules = new Map<string, Module>();

export const relative = (file: string) => path.relative(root, file);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

function loadModule(file: string): Module {
  const cached = modules.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = { declarations: new Map(), imports: new Map() };
  for (const statement of source.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      module.declarations.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) module.declarations.set(declaration.name.text, declaration);
      }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (!target || !clause || clause.isTypeOnly || !clause.namedBindings) continue;
      if (!ts.isNamedImports(clause.namedBindings)) continue;
      for (const element of clause.namedBindings.elements) {
        if (element.isTypeOnly) continue;
        module.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      // `export { formatPhone } from '../phone'`: the name is declared there.
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (!target) continue;
      for (const element of statement.exportClause.elements) {
        module.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  modules.set(file, module);
  return module;
}

/** A name used as a value here, not a property name or the name being declared. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if ((ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node) return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isClassDeclaration(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  return true;
}

/** A server declaration typed with AppErrorCode hands codes to `new AppError(code)`. */
function producesCodes(file: string, declaration: ts.Node): boolean {
  if (!file.startsWith(SERVER)) return false;
  const type =
    ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
  return type?.getText().includes('AppErrorCode') ?? false;
}

export type ThrownCodes = Map<AppErrorCode, string>;

/** The codes `name` (a top-level declaration of `file`) can throw, each with the declaration it comes from. */
export function thrownCodes(file: string, name: string): ThrownCodes {
  const found: ThrownCodes = new Map();
  visit(file, name, found, new Set());
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

function visit(file: string, name: string, found: ThrownCodes, seen: Set<string>): void {
  const key = `${file}#${name}`;
  if (seen.has(key) || file === APP_ERROR_FILE) return;
  seen.add(key);
  const module = loadModule(file);
  const declaration = module.declarations.get(name);
  const reExported = module.imports.get(name);
  if (!declaration && reExported) {
    visit(reExported.file, reExported.name, found, seen);
    return;
  }
  if (!declaration) throw new Error(`Cannot follow ${name}: it is not declared at the top of ${relative(file)}`);
  const producer = producesCodes(file, declaration);
  const where = `${name} in ${relative(file)}`;

  const walk = (node: ts.Node, buildsAppError: boolean): void => {
    if (ts.isTypeNode(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'isAppError') return;
    if (ts.isStringLiteral(node) && CODES.has(node.text) && (producer || buildsAppError)) {
      if (!found.has(node.text as AppErrorCode)) found.set(node.text as AppErrorCode, where);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
      const [code, ...rest] = node.arguments ?? [];
      if (code) walk(code, true);
      for (const argument of rest) walk(argument, buildsAppError);
      return;
    }
    if (ts.isIdentifier(node) && isReference(node)) {
      const imported = module.imports.get(node.text);
      if (imported) visit(imported.file, imported.name, found, seen);
      else if (module.declarations.has(node.text)) visit(file, node.text, found, seen);
    }
    ts.forEachChild(node, (child) => walk(child, buildsAppError));
  };
  walk(declaration, false);
}

/**
 * The functions of src/server an action reaches (the use-cases and requirePermission),
 * directly or through the helpers of src/app it calls (runSubmission, runOrder,
 * adminAction; an admin action's use-case is in its own `run:` arrow).
 */
export function serverFunctionsUsedBy(file: string, name: string): { file: string; name: string }[] {
  const used = new Map<string, { file: string; name: string }>();
  const seen = new Set<string>();
  const follow = (from: string, declared: string): void => {
    if (seen.has(`${from}#${declared}`)) return;
    seen.add(`${from}#${declared}`);
    const module = loadModule(from);
    const declaration = module.declarations.get(declared);
    if (!declaration) return;
    const walk = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && isReference(node)) {
        const imported = module.imports.get(node.text);
        const target = imported ?? (module.declarations.has(node.text) ? { file: from, name: node.text } : undefined);
        if (target?.file.startsWith(SERVER)) {
          if (target.file !== APP_ERROR_FILE) used.set(`${target.file}#${target.name}`, target);
        } else if (target?.file.startsWith(path.join(SRC, 'app'))) {
          follow(target.file, target.name);
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(declaration);
  };
  follow(file, name);
  return [...used.values()];
}

/** `adminErrors.saveBlogPost` / `publicErrors.login`: the message tables an action names. */
export function tablesNamedBy(file: string, name: string, tables: readonly string[]): string[] {
  const declaration = loadModule(file).declarations.get(name);
  const named = new Set<string>();
  const walk = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      tables.includes(node.expression.text)
    ) {
      named.add(`${node.expression.text}.${node.name.text}`);
    }
    ts.forEachChild(node, walk);
  };
  if (declaration) walk(declaration);
  return [...named];
}

/** Every Server Action module under src/app ('use server' files) and the actions each exports. */
export function serverActions(): { file: string; actions: string[] }[] {
  const files: string[] = [];
  const collect = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) collect(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  collect(path.join(SRC, 'app'));
  return files.sort().flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const first = source.statements[0];
    const useServer =
      first &&
      ts.isExpressionStatement(first) &&
      ts.isStringLiteral(first.expression) &&
      first.expression.text === 'use server';
    if (!useServer) return [];
    const actions = source.statements.flatMap((statement) =>
      ts.isFunctionDeclaration(statement) &&
      statement.name &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
        ? [statement.name.text]
        : [],
    );
    return [{ file, actions }];
  });
}
