// A safe speed-up for the local query engine, beside type-index.mjs: a subquery that does not
// depend on the document being filtered or projected (no `@`, no `^`, no bare attribute, no
// references()) gives the same result for every document, yet groq-js evaluates it once per
// document. The content-in-a-language filter (kit's IN_LANGUAGE) has one: "the English ids that
// have a translation in $language", asked inside `*[...]` over every document of a type — on a
// dataset of thousands of documents, millions of evaluations. Such subqueries are evaluated once
// per query run and their results put in their place. Results are identical (a test compares
// every query of the site with groq-js's plain evaluation).

/** Node types whose `expr` (or `args`) is evaluated once per element, in that element's scope. */
const PER_ELEMENT = new Set(['Filter', 'Projection', 'Map', 'FlatMap']);
/** Functions that read the current scope without naming it. */
const SCOPE_FUNCTIONS = new Set(['references', 'before', 'after', 'operation', 'path']);

const children = (node) =>
  Object.entries(node).filter(([key, value]) => key !== 'type' && value && typeof value === 'object');

function contains(node, test) {
  if (Array.isArray(node)) return node.some((child) => contains(child, test));
  if (!node || typeof node !== 'object') return false;
  if (test(node)) return true;
  return children(node).some(([, child]) => contains(child, test));
}

const isParent = (node) => node.type === 'Parent';

/** Whether evaluating `node` reads the scope it is evaluated in (so it may differ per element). */
function readsScope(node) {
  if (Array.isArray(node)) return node.some(readsScope);
  if (!node || typeof node !== 'object') return false;
  switch (node.type) {
    case 'This':
    case 'Parent':
      return true;
    case 'AccessAttribute':
      return node.base ? readsScope(node.base) : true;
    case 'FuncCall':
      return SCOPE_FUNCTIONS.has(node.name) || readsScope(node.args);
    case 'PipeFuncCall':
      // Its arguments (order(date desc)) are read per element: only `^` there reaches out.
      return readsScope(node.base) || contains(node.args, isParent);
    default:
      if (PER_ELEMENT.has(node.type)) return readsScope(node.base) || contains(node.expr, isParent);
      return children(node).some(([, child]) => readsScope(child));
  }
}

const readsDataset = (node) => contains(node, (child) => child.type === 'Everything');

/**
 * `tree` with every dataset subquery that is evaluated per element but reads nothing of it
 * replaced by its value (`evaluate(subtree)`, called once each). The tree itself is not changed;
 * without such subqueries it is returned as it is.
 */
export function hoistInvariantSubqueries(tree, evaluate) {
  let changed = false;
  const visit = (node, perElement) => {
    if (Array.isArray(node)) return node.map((child) => visit(child, perElement));
    if (!node || typeof node !== 'object') return node;
    // `*` alone is the dataset itself: nothing to gain (its filter reads the element).
    if (perElement && node.type !== 'Everything' && readsDataset(node) && !readsScope(node)) {
      changed = true;
      return { type: 'Value', value: evaluate(node) };
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      const inner =
        (PER_ELEMENT.has(node.type) && key === 'expr') || (node.type === 'PipeFuncCall' && key === 'args');
      out[key] = value && typeof value === 'object' ? visit(value, perElement || inner) : value;
    }
    return out;
  };
  const hoisted = visit(tree, false);
  return changed ? hoisted : tree;
}
