/**
 * Sakinah's own lint rules (issue 43).
 * - `logical-classes`: Tailwind classes with a physical side (ml-, pr-, left-, text-right, border-l …) are refused in
 *   the web app; the logical ones (ms-, pe-, start-, text-end, border-s …) follow the page's direction, so Urdu's
 *   right-to-left layout mirrors by itself.
 * - `no-english-text`: in a file converted to the catalogues, English typed into JSX (text, or a label, title,
 *   placeholder or alt) is refused: it goes through `t()` so Hindi and Urdu readers get it in their language.
 */
const PHYSICAL =
  /(?<=^|[\s"'`:{])-?(?:(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[^\s"'`]+|(?:rounded-(?:l|r|tl|tr|bl|br)|border-(?:l|r))(?:-[^\s"'`]+)?|text-(?:left|right))(?=$|[\s"'`])/g;
const LOGICAL = { ml: 'ms', mr: 'me', pl: 'ps', pr: 'pe', left: 'start', right: 'end', 'text-left': 'text-start', 'text-right': 'text-end' };

function physicalClasses(text) {
  return [...text.matchAll(PHYSICAL)].map((match) => match[0]);
}

const logicalClasses = {
  meta: { type: 'problem', docs: { description: 'Tailwind classes use logical sides (ms-, pe-, start-, text-end), not left and right' }, schema: [] },
  create(context) {
    const check = (node, text) => {
      for (const found of physicalClasses(text)) {
        const base = found.replace(/^-/, '').split('-')[0];
        context.report({ node, message: `Physical class "${found}": use its logical form (${LOGICAL[base] ?? 's/e'}…) so right-to-left pages mirror.` });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
    };
  },
};

const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
const ENGLISH = /[A-Za-z]{2,}/;

const noEnglishText = {
  meta: { type: 'problem', docs: { description: 'No English typed into a converted component: texts come from the catalogues (t())' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (ENGLISH.test(node.value)) context.report({ node, message: `English text "${node.value.trim().slice(0, 40)}" in a translated component: use t() with a catalogue key.` });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'Literal' ? node.value.value : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal' ? node.value.expression.value : undefined;
        if (typeof value === 'string' && ENGLISH.test(value)) context.report({ node, message: `English ${name} "${value.slice(0, 40)}" in a translated component: use t() with a catalogue key.` });
      },
    };
  },
};

export default { rules: { 'logical-classes': logicalClasses, 'no-english-text': noEnglishText } };
