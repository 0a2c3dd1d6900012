import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine, parseCsv } from './csv-text.ts';

describe('parseCsv', () => {
  it('reads what spreadsheets save: BOM, quotes, line breaks in quotes, CRLF or LF', () => {
    const text = `${CSV_BOM}id,name\r\n1,"Osh, ""to'y""\nplov"\n2,Choy\n`;
    expect(parseCsv(text)).toEqual([
      ['id', 'name'],
      ['1', 'Osh, "to\'y"\nplov'],
      ['2', 'Choy'],
    ]);
  });

  it('takes semicolons when the header has more of them (Excel with Russian settings)', () => {
    expect(parseCsv('id;price;labels\n1;12 000;"a;b"\n')).toEqual([
      ['id', 'price', 'labels'],
      ['1', '12 000', 'a;b'],
    ]);
  });

  it("undoes the export's formula guard and reads its own lines back", () => {
    const cells = ['=SUM(A1)', '-5 so‘m', 'plain', ''];
    expect(parseCsv(`${csvLine(cells)}\r\n`)).toEqual([cells]);
  });

  it('keeps no lone surrogate', () => {
    expect(parseCsv('a\n\ud800x\n')).toEqual([['a'], ['\ufffdx']]);
  });
});
