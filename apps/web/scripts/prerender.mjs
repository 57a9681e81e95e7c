// Writes the HTML of every public page (PRERENDERED_ROUTES) into dist/pages/, so the content is
// there before any script runs. dist/index.html stays the empty shell for the other routes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const {
  render,
  PRERENDERED_ROUTES,
  SERVER_RENDERED_ROUTES,
  STYLESHEET_SAMPLE_DATA,
  LANGUAGES,
  directionOf,
  languageOfPath,
  pathInLanguage,
  pageFileName,
  alternatesOf,
  SITE_ORIGIN_PLACEHOLDER,
} = await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href);

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const appEntry = manifest['index.html'];
const publicEntry = manifest['src/public-entry.ts'];
if (!appEntry?.file || !publicEntry?.file) throw new Error('The build manifest lacks the app or the public entry.');
// A public page carries its HTML and styles, and only the small public script: it loads the app
// (named in <meta name="sakinah-app">) when the page needs it (src/public-entry.ts).
const appScript = `<script type="module" crossorigin src="/${appEntry.file}"></script>`;
if (!shell.includes(appScript)) throw new Error(`The app shell does not load ${appEntry.file} as expected.`);
const template = shell
  .replace(appScript, `<meta name="sakinah-app" content="/${appEntry.file}" />\n    <script type="module" crossorigin src="/${publicEntry.file}"></script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where the server puts a server-rendered page's own HTML and its data (apps/server/src/plugins/rendered-pages.ts). */
const PAGE_START = '<!--rendered-page-->';
const PAGE_END = '<!--/rendered-page-->';
const PAGE_DATA = '<!--page-data-->';

// A Hindi or Urdu page asks for its script's face at once (it is most of what the page shows): fetched beside the
// stylesheet, it is there before the first paint more often, and the text does not move when it arrives.
const scriptFonts = { hi: /^noto-sans-devanagari-.*\.woff2$/, ur: /^noto-nastaliq-urdu-.*\.woff2$/ };
const fontPreload = (language) => {
  const file = scriptFonts[language] && fs.readdirSync(path.join(dist, 'assets')).find((name) => scriptFonts[language].test(name));
  return file ? `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />` : '';
};

/** `<html lang dir>` of a language (issue 43): Urdu reads right to left. */
const htmlOpening = (language) => (language === 'en' ? '<html lang="en">' : `<html lang="${language}" dir="${directionOf(language)}">`);

/** The page's addresses in every language, absolute (the server puts its own origin for the placeholder). */
const alternates = (url) =>
  alternatesOf(url)
    .map(({ hreflang, path: href }) => `<link rel="alternate" hreflang="${hreflang}" href="${SITE_ORIGIN_PLACEHOLDER}${href}" />`)
    .join('\n    ');

function page(url, { serverRendered = false, notFound = false } = {}) {
  const rendered = serverRendered ? render(url, STYLESHEET_SAMPLE_DATA) : render(url);
  const { meta } = rendered;
  const html = serverRendered ? `${PAGE_START}${rendered.html}${PAGE_END}` : rendered.html;
  const head = [
    meta
      ? `<meta name="description" content="${escape(meta.description)}" />\n    <meta property="og:title" content="${escape(meta.title)}" />\n    <meta property="og:description" content="${escape(meta.description)}" />`
      : '',
    notFound ? '' : alternates(url),
    fontPreload(languageOfPath(url)),
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace('<html lang="en">', htmlOpening(languageOfPath(url)))
    .replace(/<title>.*<\/title>/, `<title>${escape(meta?.title ?? 'Sakinah')}</title>`)
    .replace('<!--head-->', head)
    .replace('<!--app-->', html)
    .replace('</body>', serverRendered ? `${PAGE_DATA}</body>` : '</body>');
}

// Each page carries in a <style> the rules its own HTML uses (and the font faces they name), so it
// paints without waiting for the stylesheet; the whole stylesheet is still fetched at once (a preload in
// the head) and applied from the end of the body, where it blocks nothing. No script or inline handler
// is involved, so the content security policy stays as it is.
const criticalCss = new Beasties({
  path: dist,
  publicPath: '/',
  pruneSource: false,
  inlineFonts: true,
  preloadFonts: false,
  compress: true,
  logLevel: 'warn',
});

if (!template.includes('<html lang="en">')) throw new Error('The app shell no longer opens with <html lang="en">.');
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
// Every public page in every language: English at /…, Hindi and Urdu under /hi/…, /ur/… (issue 43), and each
// language's 404 page.
let written = 0;
for (const language of LANGUAGES) {
  for (const route of PRERENDERED_ROUTES) {
    const url = pathInLanguage(route, language);
    fs.writeFileSync(path.join(dist, 'pages', `${pageFileName(url)}.html`), await criticalCss.process(page(url)));
    written += 1;
  }
  const notFound = pathInLanguage('/404', language);
  fs.writeFileSync(path.join(dist, 'pages', `${pageFileName(notFound)}.html`), await criticalCss.process(page(notFound, { notFound: true })));
  written += 1;
}
// The pages the server renders from live data get a template outside dist/ (never served as it is: it
// holds made-up sample plans), with their critical CSS found from the sample render.
const templates = path.join(root, 'dist-ssr', 'pages');
fs.mkdirSync(templates, { recursive: true });
const serverRendered = LANGUAGES.flatMap((language) => SERVER_RENDERED_ROUTES.map((route) => pathInLanguage(route, language)));
for (const route of serverRendered) {
  const template = await criticalCss.process(page(route, { serverRendered: true }));
  for (const marker of [PAGE_START, PAGE_END, PAGE_DATA]) {
    if (!template.includes(marker)) throw new Error(`The template of ${route} lost its ${marker} marker.`);
  }
  fs.writeFileSync(path.join(templates, `${pageFileName(route)}.html`), template);
}
// The shell for client-rendered routes gets a generic description; the app's own pages under /hi/ and /ur/ (sign-up,
// the password's pages) get a shell with their language's lang and dir (index.hi.html, index.ur.html).
const appShell = shell.replace(
  '<!--head-->',
  '<meta name="description" content="Sakinah: a Shariah-compliant matrimonial platform for Muslims in India, with family involvement and privacy you control." />',
);
fs.writeFileSync(path.join(dist, 'index.html'), appShell);
for (const language of LANGUAGES.filter((language) => language !== 'en')) {
  fs.writeFileSync(path.join(dist, `index.${language}.html`), appShell.replace('<html lang="en">', htmlOpening(language)));
}
console.log(`Pre-rendered ${written} pages into dist/pages/ and ${serverRendered.length} template(s) into dist-ssr/pages/`);
