/** @type {import('dependency-cruiser').IConfiguration['forbidden']} — the web app's import rules (docs/architecture.md). */
module.exports = {
  forbidden: [
    { name: 'no-file-cycle', severity: 'error', from: {}, to: { circular: true } },
  ],
};
