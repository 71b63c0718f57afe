/**
 * The stylesheets an app's index.html links in its head: every CSS file of the build, so the
 * first paint (a page the server rendered, or the shell's own screens) is styled before any
 * script runs and nothing shifts when the script arrives. Files with the same content hash hold
 * the same rules (one module's CSS in several chunks): one of them is linked. Each link carries
 * its file name as `data-href`, so mini-css-extract's loader sees the sheet is already there.
 */
function stylesheetLinks(assetNames) {
  const seen = new Set();
  return assetNames
    .filter((name) => name.endsWith('.css'))
    .sort()
    .filter((name) => {
      const content = /\.([0-9a-f]{8})\.css$/.exec(name)?.[1] ?? name;
      if (seen.has(content)) return false;
      seen.add(content);
      return true;
    });
}

module.exports = { stylesheetLinks };
