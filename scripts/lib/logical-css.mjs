// Right-to-left layout (issue 19): every stylesheet says "start" and "end", never "left" and
// "right", so the Arabic edition mirrors without stylesheets of its own. A declaration that must
// stay physical (centring with `left: 50%` and a translate, say) carries a `/* physical: why */`
// comment on its line.

/** Properties that name a physical side. */
const PHYSICAL = [
  /^(margin|padding)-(left|right)$/,
  /^border-(left|right)(-(width|style|color))?$/,
  /^border-(top|bottom)-(left|right)-radius$/,
  /^(left|right)$/,
];
/** Values that name a physical side. */
const PHYSICAL_VALUE = {
  'text-align': /^(left|right)\b/,
  float: /^(left|right)\b/,
  clear: /^(left|right)\b/,
};
/** Shorthands whose four values give the right and the left side (top right bottom left). */
const SIDES_SHORTHAND = /^(margin|padding|inset)$/;

/** The space-separated values of a declaration, a function call (`calc(…)`) being one. */
function values(value) {
  const parts = [''];
  let depth = 0;
  for (const char of value.replace(/!important/, '').trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (parts.at(-1) !== '') parts.push('');
    } else parts[parts.length - 1] += char;
  }
  return parts.filter(Boolean);
}

/** `padding: 0 0 1rem 2.5rem`: a right side that differs from the left one. */
function asymmetricSides(value) {
  const parts = values(value);
  return parts.length === 4 && parts[1] !== parts[3];
}

/**
 * The declarations of a stylesheet that name a physical side, as `line: declaration`; a line with
 * a `/* physical: … *\/` comment is allowed.
 * @param {string} css
 * @returns {string[]}
 */
export function physicalDeclarations(css) {
  const found = [];
  css.split('\n').forEach((line, index) => {
    if (/\/\*\s*physical:/.test(line)) return;
    const code = line.replace(/\/\*.*?\*\//g, '');
    for (const match of code.matchAll(/(?:^|[;{\s])([a-z-]+)\s*:\s*([^;{}]+)/g)) {
      const [, property, value] = match;
      if (
        PHYSICAL.some((pattern) => pattern.test(property)) ||
        PHYSICAL_VALUE[property]?.test(value.trim()) ||
        (SIDES_SHORTHAND.test(property) && asymmetricSides(value))
      )
        found.push(`${index + 1}: ${property}: ${value.trim()}`);
    }
  });
  return found;
}
