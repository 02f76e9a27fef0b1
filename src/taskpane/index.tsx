/** Entry of the task pane in Excel (shared runtime with the custom functions). */
import { mountPane } from './mount';

Office.onReady(() => {
  const root = document.getElementById('taskpane-root');
  if (root) mountPane(root);
});
