/**
 * Installs the host as the globals add-in code expects (`Excel`, `Office`, `OfficeExtension`, `CustomFunctions`),
 * in jest (node) or in a browser page, so the real pane and functions code runs without office.js.
 */
import { ExcelHost, type HostOptions } from './host';
import {
  OfficeExtensionNamespace,
  createCustomFunctionsNamespace,
  createExcelNamespace,
  createOfficeNamespace,
  type FakeCustomFunctions,
  type FakeExcel,
  type FakeOffice,
  type FakeOfficeOptions,
} from './office';

export interface InstalledOffice {
  host: ExcelHost;
  excel: FakeExcel;
  office: FakeOffice;
  customFunctions: FakeCustomFunctions;
  /** Calls recorded by Office.addin, Office.actions, dialogs and document settings. */
  calls: string[];
  /** Runs an action registered with Office.actions.associate, with an event whose completed() resolves. */
  invokeAction(actionId: string): Promise<void>;
  /** Restores the globals that were there before. */
  uninstall(): void;
}

const NAMES = ['Excel', 'Office', 'OfficeExtension', 'CustomFunctions'] as const;

export function installFakeOffice(host: ExcelHost = new ExcelHost(), options: FakeOfficeOptions = {}): InstalledOffice {
  const g = globalThis as unknown as Record<string, unknown>;
  const previous = NAMES.map((n) => [n, Object.prototype.hasOwnProperty.call(g, n), g[n]] as const);
  const excel = createExcelNamespace(host);
  const office = createOfficeNamespace(host, options);
  const customFunctions = createCustomFunctionsNamespace(host);
  g.Excel = excel;
  g.Office = office;
  g.OfficeExtension = OfficeExtensionNamespace;
  g.CustomFunctions = customFunctions;
  return {
    host,
    excel,
    office,
    customFunctions,
    calls: office._fake.calls,
    invokeAction(actionId: string): Promise<void> {
      const fn = office._fake.associations.get(actionId);
      if (!fn) return Promise.reject(new Error(`No action '${actionId}' was associated.`));
      return new Promise<void>((resolve, reject) => {
        try {
          const r = fn({ completed: () => resolve(), source: { id: actionId } });
          if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).catch(reject);
        } catch (e) {
          reject(e);
        }
      });
    },
    uninstall(): void {
      for (const [name, had, value] of previous) {
        if (had) g[name] = value;
        else delete g[name];
      }
    },
  };
}

/** Creates a host with options and installs it in one call. */
export function createInstalledHost(
  hostOptions: HostOptions = {},
  officeOptions: FakeOfficeOptions = {},
): InstalledOffice {
  return installFakeOffice(new ExcelHost(hostOptions), officeOptions);
}
