/**
 * The globals an add-in expects next to Excel: `Office` (onReady, context, addin, actions), `OfficeExtension`
 * (Error, ErrorCodes) and `CustomFunctions` (Error, ErrorCode, associate). Calls that would talk to the
 * Office application are recorded instead.
 */
import { HostRequestContext } from './context';
import { ClientResult, HostClientObject } from './core';
import { ErrorCodes, HostError } from './errors';
import type { ExcelHost } from './host';
import { Range } from './range';
import { RangeAreas, RangeCollection } from './range-areas';
import { Application, Workbook } from './workbook';
import { Worksheet, WorksheetCollection, WorksheetFreezePanes } from './worksheet';
import { Table, TableCollection, TableColumn, TableColumnCollection, TableRow, TableRowCollection } from './table';
import { NamedItem, NamedItemCollection, Setting, SettingCollection } from './settings';
import { RangeFill, RangeFont, RangeFormat } from './format';
import { guardRequirementSets, setSupported } from './requirements';
import { createDialogs, DialogEventType } from './dialog';

// ------------------------------------------------------------------------------------------------ Excel

/** The `Excel` namespace bound to one host. */
export function createExcelNamespace(host: ExcelHost) {
  class RequestContext extends HostRequestContext {
    constructor() {
      super(host);
    }
  }
  const classes = {
    Application,
    NamedItem,
    NamedItemCollection,
    Range,
    RangeAreas,
    RangeCollection,
    RangeFill,
    RangeFont,
    RangeFormat,
    Setting,
    SettingCollection,
    Table,
    TableCollection,
    TableColumn,
    TableColumnCollection,
    TableRow,
    TableRowCollection,
    Workbook,
    Worksheet,
    WorksheetCollection,
    WorksheetFreezePanes,
  };
  guardRequirementSets(classes);
  return {
    run: host.run,
    RequestContext,
    ErrorCodes: {
      accessDenied: 'AccessDenied',
      apiNotFound: 'ApiNotFound',
      conflict: 'Conflict',
      generalException: 'GeneralException',
      insertDeleteConflict: 'InsertDeleteConflict',
      invalidArgument: 'InvalidArgument',
      invalidBinding: 'InvalidBinding',
      invalidOperation: 'InvalidOperation',
      invalidReference: 'InvalidReference',
      invalidSelection: 'InvalidSelection',
      itemAlreadyExists: 'ItemAlreadyExists',
      itemNotFound: 'ItemNotFound',
      nonBlankCellOffSheet: 'NonBlankCellOffSheet',
      notImplemented: 'NotImplemented',
      requestAborted: 'RequestAborted',
      responsePayloadSizeLimitExceeded: 'ResponsePayloadSizeLimitExceeded',
      unsupportedOperation: 'UnsupportedOperation',
    },
    SheetVisibility: { visible: 'Visible', hidden: 'Hidden', veryHidden: 'VeryHidden' },
    DeleteShiftDirection: { up: 'Up', left: 'Left' },
    InsertShiftDirection: { down: 'Down', right: 'Right' },
    ClearApplyTo: {
      all: 'All',
      formats: 'Formats',
      contents: 'Contents',
      hyperlinks: 'Hyperlinks',
      removeHyperlinks: 'RemoveHyperlinks',
      resetContents: 'ResetContents',
    },
    RangeValueType: {
      unknown: 'Unknown',
      empty: 'Empty',
      string: 'String',
      integer: 'Integer',
      double: 'Double',
      boolean: 'Boolean',
      error: 'Error',
      richValue: 'RichValue',
    },
    HorizontalAlignment: {
      general: 'General',
      left: 'Left',
      center: 'Center',
      right: 'Right',
      fill: 'Fill',
      justify: 'Justify',
      centerAcrossSelection: 'CenterAcrossSelection',
      distributed: 'Distributed',
    },
    VerticalAlignment: {
      top: 'Top',
      center: 'Center',
      bottom: 'Bottom',
      justify: 'Justify',
      distributed: 'Distributed',
    },
    CalculationMode: { automatic: 'Automatic', automaticExceptTables: 'AutomaticExceptTables', manual: 'Manual' },
    CalculationType: { recalculate: 'Recalculate', full: 'Full', fullRebuild: 'FullRebuild' },
    EventSource: { local: 'Local', remote: 'Remote' },
    EventType: {
      worksheetChanged: 'WorksheetChanged',
      worksheetSelectionChanged: 'WorksheetSelectionChanged',
      worksheetActivated: 'WorksheetActivated',
    },
    DataChangeType: { rangeEdited: 'RangeEdited' },
    RangeUnderlineStyle: {
      none: 'None',
      single: 'Single',
      double: 'Double',
      singleAccountant: 'SingleAccountant',
      doubleAccountant: 'DoubleAccountant',
    },
    ...classes,
  };
}

export type FakeExcel = ReturnType<typeof createExcelNamespace>;

export const OfficeExtensionNamespace = {
  Error: HostError,
  ErrorCodes: {
    ...ErrorCodes,
    apiNotAvailable: 'ApiNotAvailable',
    connectionFailure: 'ConnectionFailure',
  },
  ClientObject: HostClientObject,
  ClientRequestContext: HostRequestContext,
  ClientResult,
};

// ------------------------------------------------------------------------------------------------ Office

export interface OfficeTheme {
  bodyBackgroundColor: string;
  bodyForegroundColor: string;
  controlBackgroundColor: string;
  controlForegroundColor: string;
  isDarkTheme: boolean;
  themeId: string;
}

export const LIGHT_THEME: OfficeTheme = {
  bodyBackgroundColor: '#FFFFFF',
  bodyForegroundColor: '#242424',
  controlBackgroundColor: '#FFFFFF',
  controlForegroundColor: '#242424',
  isDarkTheme: false,
  themeId: 'Colorful',
};

export const DARK_THEME: OfficeTheme = {
  bodyBackgroundColor: '#292929',
  bodyForegroundColor: '#FFFFFF',
  controlBackgroundColor: '#1F1F1F',
  controlForegroundColor: '#FFFFFF',
  isDarkTheme: true,
  themeId: 'Black',
};

export interface FakeOfficeOptions {
  /** Office.context.displayLanguage, e.g. "en-US", "pl-PL", "ru-RU". Default "en-US". */
  displayLanguage?: string;
  /** "light", "dark" or explicit colours. Default "light". */
  theme?: 'light' | 'dark' | Partial<OfficeTheme>;
  /** Office.context.platform / the onReady info. Default "OfficeOnline". */
  platform?: string;
  /**
   * Requirement sets this Excel supports, over the host's own (by default those manifest.xml declares): isSetSupported
   * answers from them, and the Excel API refuses members of higher sets.
   */
  requirementSets?: Record<string, string>;
  /** The add-in's origin, where dialog pages must be (default: the page's own origin, else https://localhost:3000). */
  addinOrigin?: string;
}

export interface AsyncResult<T> {
  status: 'succeeded' | 'failed';
  value: T;
  error?: { code: number; name: string; message: string };
  asyncContext?: unknown;
}

type Callback<T> = (r: AsyncResult<T>) => void;

/** The `Office` namespace. `calls` records every call that would reach the Office application. */
export function createOfficeNamespace(host: ExcelHost, options: FakeOfficeOptions = {}) {
  const platform = options.platform ?? 'OfficeOnline';
  const theme: OfficeTheme =
    options.theme === 'dark'
      ? { ...DARK_THEME }
      : options.theme === 'light' || options.theme === undefined
        ? { ...LIGHT_THEME }
        : { ...LIGHT_THEME, ...options.theme };
  if (options.requirementSets) host.requirementSets = { ...host.requirementSets, ...options.requirementSets };
  const calls: string[] = [];
  const associations = new Map<string, (...args: unknown[]) => unknown>();
  const visibilityHandlers = new Set<(args: { visibilityMode: string }) => void>();
  let startupBehavior = 'none';
  const dialogs = createDialogs(
    calls,
    options.addinOrigin ??
      (typeof location !== 'undefined' && /^https?:/.test(location.origin)
        ? location.origin
        : 'https://localhost:3000'),
  );

  // Office.context.document.settings: a local copy, written to the workbook by saveAsync.
  let local = new Map<string, string>(host.model.settings);
  const done = <T>(cb: Callback<T> | undefined, value: T) => {
    if (cb) setTimeout(() => cb({ status: 'succeeded', value }), 0);
  };
  const documentSettings = {
    get(name: string): unknown {
      const json = local.get(name);
      return json === undefined ? null : (JSON.parse(json) as unknown);
    },
    set(name: string, value: unknown): void {
      const json = JSON.stringify(value);
      if (json === undefined)
        throw new HostError(ErrorCodes.invalidArgument, `The value of '${name}' cannot be stored.`);
      local.set(name, json);
    },
    remove(name: string): void {
      local.delete(name);
    },
    saveAsync(a?: unknown, b?: unknown): void {
      const cb = (typeof a === 'function' ? a : b) as Callback<void> | undefined;
      host.model.settings.clear();
      for (const [k, v] of local) host.model.settings.set(k, v);
      host.model.changes.settings = true;
      host.flushChanges();
      calls.push('document.settings.saveAsync');
      done(cb, undefined);
    },
    refreshAsync(cb?: Callback<unknown>): void {
      local = new Map(host.model.settings);
      done(cb, documentSettings);
    },
    addHandlerAsync(_type: string, _handler: unknown, cb?: Callback<void>): void {
      done(cb, undefined);
    },
  };

  const office = {
    HostType: {
      Excel: 'Excel',
      Word: 'Word',
      PowerPoint: 'PowerPoint',
      Outlook: 'Outlook',
      OneNote: 'OneNote',
      Project: 'Project',
      Access: 'Access',
    },
    PlatformType: {
      PC: 'PC',
      OfficeOnline: 'OfficeOnline',
      Mac: 'Mac',
      iOS: 'iOS',
      Android: 'Android',
      Universal: 'Universal',
    },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    EventType: {
      ...DialogEventType,
      DocumentSelectionChanged: 'documentSelectionChanged',
      SettingsChanged: 'settingsChanged',
      VisibilityModeChanged: 'visibilityModeChanged',
    },
    VisibilityMode: { hidden: 'Hidden', taskpane: 'Taskpane' },
    StartupBehavior: { none: 'None', load: 'Load' },
    /** Resolves with `{ host: "Excel", platform }` and calls the callback, as Office.onReady does once loaded. */
    onReady(
      callback?: (info: { host: string; platform: string }) => void,
    ): Promise<{ host: string; platform: string }> {
      const info = { host: 'Excel', platform };
      return Promise.resolve().then(() => {
        callback?.(info);
        return info;
      });
    },
    initialize: undefined as undefined | ((reason: string) => void),
    context: {
      displayLanguage: options.displayLanguage ?? 'en-US',
      contentLanguage: options.displayLanguage ?? 'en-US',
      officeTheme: theme,
      host: 'Excel',
      platform,
      diagnostics: { host: 'Excel', platform, version: '16.0.0.0' },
      requirements: {
        isSetSupported(name: string, minVersion?: string | number): boolean {
          return setSupported(host.requirementSets, name, minVersion);
        },
      },
      document: { settings: documentSettings, url: `https://localhost/${host.workbookName}` },
      ui: {
        displayDialogAsync: dialogs.displayDialogAsync,
        messageParent(message: string): void {
          calls.push(`ui.messageParent ${message}`);
        },
      },
    },
    addin: {
      showAsTaskpane(): Promise<void> {
        calls.push('addin.showAsTaskpane');
        for (const h of visibilityHandlers) h({ visibilityMode: 'Taskpane' });
        return Promise.resolve();
      },
      hide(): Promise<void> {
        calls.push('addin.hide');
        for (const h of visibilityHandlers) h({ visibilityMode: 'Hidden' });
        return Promise.resolve();
      },
      onVisibilityModeChanged(handler: (args: { visibilityMode: string }) => void): Promise<() => Promise<void>> {
        visibilityHandlers.add(handler);
        return Promise.resolve(() => {
          visibilityHandlers.delete(handler);
          return Promise.resolve();
        });
      },
      setStartupBehavior(behavior: string): Promise<void> {
        calls.push(`addin.setStartupBehavior ${behavior}`);
        startupBehavior = behavior;
        return Promise.resolve();
      },
      getStartupBehavior(): Promise<string> {
        return Promise.resolve(startupBehavior);
      },
    },
    actions: {
      /** Records a ribbon/command action; run it with `invokeAction`. */
      associate(actionId: string, fn: (...args: unknown[]) => unknown): void {
        calls.push(`actions.associate ${actionId}`);
        associations.set(actionId, fn);
      },
    },
    /** Test helpers (not part of Office.js). */
    _fake: { calls, associations, dialogs: dialogs.dialogs },
  };
  return office;
}

export type FakeOffice = ReturnType<typeof createOfficeNamespace>;

// ------------------------------------------------------------------------------------------------ CustomFunctions

export const CustomFunctionErrorCode = {
  invalidValue: '#VALUE!',
  notAvailable: '#N/A',
  divisionByZero: '#DIV/0!',
  invalidNumber: '#NUM!',
  nullReference: '#NULL!',
  invalidName: '#NAME?',
  invalidReference: '#REF!',
} as const;

/** CustomFunctions.Error: what a function returns or throws to show an Excel error in its cell. */
export class CustomFunctionError extends Error {
  readonly code: string;
  readonly type = 'Error';
  readonly basicType = 'Error';
  readonly basicValue: string;
  readonly errorSubType?: string;

  constructor(errorCode?: string, errorMessage?: string, errorSubType?: string) {
    super(errorMessage ?? '');
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'CustomFunctions.Error';
    this.code = errorCode || CustomFunctionErrorCode.invalidValue;
    this.basicValue = this.code;
    this.errorSubType = errorSubType;
  }

  toJSON(): Record<string, unknown> {
    return {
      valueType: 'CustomFunctionError',
      code: this.code,
      basicValue: this.basicValue,
      message: this.message || undefined,
    };
  }
}

/** `host`: the Excel that learns the functions' names (a formula entered before shows #NAME?). */
export function createCustomFunctionsNamespace(host?: ExcelHost) {
  const functions = new Map<string, (...args: unknown[]) => unknown>();
  const learn = (id: string) => host?.customFunctions.add(id.toUpperCase());
  const associate = (
    idOrMap: string | Record<string, (...args: unknown[]) => unknown>,
    fn?: (...args: unknown[]) => unknown,
  ) => {
    if (typeof idOrMap === 'string') {
      if (typeof fn !== 'function') throw new TypeError(`CustomFunctions.associate('${idOrMap}') needs a function.`);
      functions.set(idOrMap.toUpperCase(), fn);
      learn(idOrMap);
      return;
    }
    for (const [id, f] of Object.entries(idOrMap)) {
      functions.set(id.toUpperCase(), f);
      learn(id);
    }
  };
  return {
    Error: CustomFunctionError,
    ErrorCode: CustomFunctionErrorCode,
    associate,
    /** Test helper: the functions associated so far, by upper-case id. */
    _functions: functions,
    /**
     * Test helper: calls an associated function as Excel would and returns what the cell would show
     * (a value, a 2-D array, or the error code text of a CustomFunctions.Error).
     */
    async _invoke(id: string, ...args: unknown[]): Promise<unknown> {
      const f = functions.get(id.toUpperCase());
      if (!f) return '#NAME?';
      try {
        const r = await f(...args);
        return r instanceof CustomFunctionError ? r.code : r;
      } catch (e) {
        if (e instanceof CustomFunctionError) return e.code;
        return '#VALUE!';
      }
    },
  };
}

export type FakeCustomFunctions = ReturnType<typeof createCustomFunctionsNamespace>;
