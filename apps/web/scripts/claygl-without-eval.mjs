// echarts-gl's renderer (claygl) reads sizes such as `expr(width * dpr / 4)` from its effect graphs by
// compiling them with `new Function`, which the console's Content-Security-Policy (no 'unsafe-eval')
// forbids. This build step swaps that one call for a small evaluator of the only forms those graphs use:
// a number or an [x, y] pair of products and quotients of width, height, dpr and numbers.

/** Compiles `width * dpr / 4` or `[width / 2, height / 2]` into a function of (width, height, dpr). */
export function compileSizeExpression(source) {
  const text = source.trim();
  const pair = /^\[(.*)\]$/.exec(text);
  const terms = (pair ? pair[1] : text).split(',').map((term) => {
    const tokens = term.trim().split(/\s*([*/])\s*/);
    if (
      tokens.length % 2 === 0 ||
      tokens.some((t, i) => (i % 2 ? !/^[*/]$/.test(t) : !/^(width|height|dpr|\d+(\.\d+)?)$/.test(t)))
    )
      throw new Error(`unsupported size expression: ${source}`);
    return (vars) =>
      tokens.reduce((value, token, i) => {
        if (i % 2) return value;
        const operand = token in vars ? vars[token] : Number(token);
        if (i === 0) return operand;
        return tokens[i - 1] === '*' ? value * operand : value / operand;
      }, 0);
  });
  return (width, height, dpr) => {
    const vars = { width, height, dpr };
    const values = terms.map((term) => term(vars));
    return pair ? values : values[0];
  };
}

const CALL = "new Function('width', 'height', 'dpr', 'return ' + exprRes[1])";

/** The Vite plugin applying the swap to claygl's compositor; fails the build if claygl changes shape. */
export function clayglWithoutEval() {
  return {
    name: 'claygl-without-eval',
    transform(code, id) {
      if (!/claygl[\\/]src[\\/]createCompositor\.js$/.test(id)) return null;
      if (!code.includes(CALL)) throw new Error('claygl-without-eval: the compiled call was not found');
      return code.replace(CALL, `(${compileSizeExpression.toString()})(exprRes[1])`);
    },
  };
}
