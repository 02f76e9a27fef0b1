// Builds three things:
//  1. the add-in (dist/): taskpane.html with the pane and the custom functions in one shared runtime,
//     functions.json (+ one localized copy per language) generated from the functions' JSDoc;
//  2. the preview (dist/preview.html, its own config and chunks): the same pane over the in-memory Excel host,
//     for `npm start` and the browser tests on machines without Excel;
//  3. the command line (dist/cli/bridge.js) for Node.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const { LocalizedMetadataPlugin } = require('./scripts/localized-metadata.cjs');

const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { sourceMap: true } } },
};

/** The dev server's address and protocol: https://localhost with the files BRIDGE_HTTPS_* name, else http. */
function httpsServer() {
  const { BRIDGE_HTTPS_KEY: key, BRIDGE_HTTPS_CERT: cert, BRIDGE_HTTPS_CA: ca } = process.env;
  if (!key || !cert) return { host: '127.0.0.1' };
  const fs = require('fs');
  const options = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  if (ca) options.ca = fs.readFileSync(ca);
  return { host: 'localhost', server: { type: 'https', options } };
}

// The .bws reader's mdb-reader needs Node's Buffer (the `buffer` package here); `stream`, `create-hash` and
// `browserify-aes` are only used by its decryption of password-protected databases, which Bridgemate files are
// not (left out, they would bring Node's `process` into the page, which a browser does not have).
const webResolve = {
  extensions: ['.ts', '.tsx', '.js'],
  fallback: { stream: false },
  alias: { 'create-hash': false, 'browserify-aes/browser.js': false },
};

module.exports = (env, argv) => {
  const dev = argv.mode !== 'production';
  const addin = {
    name: 'addin',
    target: 'web',
    devtool: dev ? 'eval-source-map' : 'source-map',
    entry: {
      functions: './src/functions/functions.ts',
      taskpane: './src/taskpane/index.tsx',
      help: './src/help/main.ts',
      dialog: './src/dialog/main.ts',
    },
    // The command line's bundle (dist/cli) and the preview's files (preview*, built by their own configs of the same
    // run) are kept, whichever finishes first.
    // Chunks loaded on first use (the pane's sections, readers, export, the double-dummy solver, the languages) are
    // fetched from the folder the page's scripts came from (publicPath 'auto': https://localhost:3000/ in Excel, the
    // test server's root in the browser tests); their names carry a content hash in production builds, so a pane
    // kept by the webview's cache never mixes chunks of two builds.
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      publicPath: 'auto',
      clean: { keep: /^(cli[\\/]|preview)/ },
    },
    resolve: webResolve,
    module: { rules: [tsRule] },
    performance: { hints: false },
    // taskpane.html runs the pane and the custom functions in one page (the shared runtime): the engine code both
    // use is one chunk (shared.js, loaded by the page before both) instead of a copy in each.
    optimization: {
      // The exports used by both pages' scripts together, so that a module the two share is one module in shared.js.
      usedExports: 'global',
      splitChunks: {
        cacheGroups: {
          shared: {
            name: 'shared',
            chunks: (chunk) => chunk.name === 'functions' || chunk.name === 'taskpane',
            minChunks: 2,
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new webpack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new CustomFunctionsMetadataPlugin({ output: 'functions.json', input: './src/functions/functions.ts' }),
      new LocalizedMetadataPlugin({ source: 'functions.json', locales: ['pl', 'nl', 'fr', 'ru'] }),
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        chunks: ['functions', 'taskpane'],
      }),
      // help.html: the manifest's SupportUrl and LearnMoreUrl (test/e2e/help.e2e.mjs checks every manifest URL).
      new HtmlWebpackPlugin({ filename: 'help.html', template: './src/help/help.html', chunks: ['help'] }),
      // The Office dialog that prints the results page and saves exports (workbook/office/dialog.ts).
      new HtmlWebpackPlugin({ filename: 'dialog.html', template: './src/dialog/dialog.html', chunks: ['dialog'] }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets', to: 'assets' },
          { from: 'manifest.xml', to: 'manifest.xml' },
        ],
      }),
    ],
    devServer: {
      static: { directory: path.resolve(__dirname, 'dist') },
      // https on localhost when scripts/start.mjs found a certificate (scripts/dev-certs.cjs), else plain http.
      ...httpsServer(),
      port: Number(process.env.PORT || 3000),
      open: false,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
  // The preview (never shipped to Excel): the pane over the in-memory host, with its own chunks (dist/preview-chunks),
  // so nothing of the host or its formula engine reaches the add-in's bundles (test/e2e/bundles.e2e.mjs).
  const preview = {
    name: 'preview',
    target: 'web',
    devtool: dev ? 'eval-source-map' : 'source-map',
    entry: {
      preview: './src/dev/preview/main.tsx',
      'preview-shell': './src/dev/preview/standalone.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      chunkFilename: 'preview-chunks/[name].js',
      clean: false,
    },
    resolve: webResolve,
    module: { rules: [tsRule] },
    performance: { hints: false },
    plugins: [
      new webpack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new HtmlWebpackPlugin({
        filename: 'preview.html',
        template: './src/dev/preview/preview.html',
        chunks: ['preview'],
      }),
      // The host's own demonstration page (sample workbook + a minimal pane), for the preview shell's smoke test.
      new HtmlWebpackPlugin({
        filename: 'preview-shell/index.html',
        template: './src/dev/preview/preview.html',
        chunks: ['preview-shell'],
        publicPath: '../',
      }),
    ],
  };
  const cli = {
    name: 'cli',
    target: 'node20',
    devtool: false,
    // bridge.js starts bridge-main.js (the command line) with V8's code cache: src/cli/launch.ts.
    entry: { bridge: './src/cli/launch.ts', 'bridge-main': './src/cli/main.ts' },
    // The solver's side (dd.js, dd-serve.js) is a chunk beside bridge.js, loaded only by the commands that solve
    // deals and in their worker thread, so that the other commands start without it.
    output: {
      path: path.resolve(__dirname, 'dist/cli'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [tsRule] },
    performance: { hints: false },
    optimization: {
      // Minified in production: Node compiles the file at every start, and half the bytes start sooner (the CLI
      // prints its errors' messages, never a stack).
      minimize: !dev,
      // What dd.js (the main thread's client) and dd-serve.js (the worker thread) share: the solver, dd-solver.js.
      splitChunks: { cacheGroups: { solver: { chunks: 'async', minChunks: 2, name: 'dd-solver', enforce: true } } },
    },
    // Runs as `bridgescore` once installed (package.json `bin`).
    plugins: [
      new webpack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true, test: /^bridge\.js$/ }),
    ],
  };
  return [addin, preview, cli];
};
