/**
 * Browser printing of a ticket or receipt: the document is rendered into a print root at the end of <body>,
 * the page's @page size follows the chosen paper (58 or 80 mm roll), and print.css hides everything else.
 */
import './print.css';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Paper } from './print-docs.tsx';

const PAPER_KEY = 'dx-console-paper';

export function readPaper(): Paper {
  try {
    return globalThis.localStorage?.getItem(PAPER_KEY) === '58' ? '58' : '80';
  } catch {
    return '80';
  }
}

export function storePaper(paper: Paper): void {
  try {
    localStorage.setItem(PAPER_KEY, paper);
  } catch {
    // Not remembered.
  }
}

/** The print root for a document on a paper width. */
export function PrintRoot({ paper, children }: { paper: Paper; children: ReactNode }) {
  return createPortal(
    <div className="dx-print-root" data-paper={paper} data-testid="print-root">
      <style>{`@page { size: ${paper}mm auto; margin: 2mm; }`}</style>
      {children}
    </div>,
    document.body,
  );
}

/** `print(doc)` shows `doc` in the print root, opens the print dialog, and removes it afterwards. */
export function usePrint(paper: Paper): { print: (doc: ReactNode) => void; root: ReactNode } {
  const [doc, setDoc] = useState<ReactNode>(null);
  useEffect(() => {
    if (!doc) return;
    const done = () => setDoc(null);
    window.addEventListener('afterprint', done, { once: true });
    // After the portal is in the DOM.
    const id = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(id);
      window.removeEventListener('afterprint', done);
    };
  }, [doc]);
  const print = useCallback((next: ReactNode) => setDoc(next), []);
  return { print, root: doc ? <PrintRoot paper={paper}>{doc}</PrintRoot> : null };
}
