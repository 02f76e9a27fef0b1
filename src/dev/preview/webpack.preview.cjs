/**
 * Builds the standalone preview shell (src/dev/preview/standalone.ts: sample workbook + demonstration pane) into
 * dist/preview-shell/, for the shell's own smoke test (test/e2e/preview-smoke.e2e.mjs). Run it AFTER the main
 * build, whose `clean` empties dist/.
 *   npx webpack --config src/dev/preview/webpack.preview.cjs
 */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '../../..');

module.exports = (_env, argv = {}) => ({
  mode: argv.mode || 'development',
  context: root,
  entry: { preview: './src/dev/preview/standalone.ts' },
  output: { path: path.join(root, 'dist/preview-shell'), filename: '[name].js', clean: true },
  devtool: argv.mode === 'production' ? false : 'source-map',
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { sourceMap: true, noEmit: false } },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(root, 'src/dev/preview/preview.html'),
      filename: 'index.html',
      chunks: ['preview'],
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
});
