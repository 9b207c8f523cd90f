// What the list render bench page answers for each run; read by bench/list-render.ts.
/** One run: milliseconds, rows and columns the grid put in the DOM, columns defined. */
export interface RunFigures {
  ms: number;
  rows: number;
  columnsInView: number;
  columns: number;
}

export {};
declare global {
  interface Window {
    listRenderBench: {
      /** A fresh page receiving its first `pageSize` rows. */
      firstPage(pageSize: number): Promise<RunFigures>;
      /** The next page of 500 rows arriving in a grid already on screen. */
      nextPage(): Promise<RunFigures>;
    };
  }
}
