import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { rowXml, sheetXml, understateSizes, zipWorkbook } from '../../../../test/xlsx-parts';
import { readUpload } from './read';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

async function excelBook(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** GBK bytes of a text, from the decoder's own table: Excel on Chinese Windows saves CSV this way. */
function gbk(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return Buffer.from(
    [...text].flatMap((ch): number[] =>
      ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? []),
    ),
  );
}

/** What readUpload rejects with: the status and message key of an AppError, and its parameters. */
const refusal = (status: number, key: string, params?: Record<string, unknown>): unknown =>
  expect.objectContaining({ status, key, ...(params ? { params } : {}) });

describe('readUpload: workbooks as Excel writes them', () => {
  it('recognises sheets by Chinese or English name and reads values as the import expects', async () => {
    const file = await excelBook((wb) => {
      const mines = wb.addWorksheet('煤矿');
      mines.addRow(['矿井编码', ' 矿井名称 ', '核定产能（万吨/年）', '投产日期', '备注', '是否整合']);
      mines.addRow([
        'A-0001',
        { richText: [{ text: '金沙' }, { font: { bold: true }, text: '一号' }, { text: '煤矿' }] },
        { formula: '40+5', result: 45 },
        new Date(Date.UTC(2019, 5, 30)),
        { formula: 'CONCAT("a","b")', result: 'ab' },
        true,
      ]);
      mines.addRow([]);
      mines.addRow(['A-0002', { text: '链接煤矿', hyperlink: 'https://example.org' }, { error: '#N/A' }]);
      wb.addWorksheet('说明').addRow(['这张表不导入']);
      const seams = wb.addWorksheet(' seams ');
      seams.addRow(['矿井编码', '矿井名称', '煤层编号']);
      seams.addRow(['A-0001', null, '9']);
    });
    const sheets = await readUpload('book.xlsx', file);
    expect(sheets).toEqual([
      {
        entity: 'mine',
        name: '煤矿',
        headers: ['矿井编码', '矿井名称', '核定产能（万吨/年）', '投产日期', '备注', '是否整合'],
        rows: [
          { row: 2, cells: ['A-0001', '金沙一号煤矿', 45, '2019-06-30', 'ab', true] },
          { row: 4, cells: ['A-0002', '链接煤矿', null, null, null, null] },
        ],
      },
      {
        entity: 'seams',
        name: ' seams ',
        headers: ['矿井编码', '矿井名称', '煤层编号'],
        rows: [{ row: 2, cells: ['A-0001', null, '9'] }],
      },
    ]);
  });

  it('gives the cells of a merged range the value of its first cell', async () => {
    const file = await excelBook((wb) => {
      const seams = wb.addWorksheet('煤层');
      seams.addRow(['矿井编码', '矿井名称', '煤层编号']);
      seams.addRow(['A-0001', '金沙煤矿', '6']);
      seams.addRow([null, null, '9']);
      seams.addRow([null, null, null]);
      seams.mergeCells('A2:A4');
      seams.mergeCells('B2:B3');
    });
    const [sheet] = await readUpload('merged.xlsx', file);
    expect(sheet?.rows).toEqual([
      { row: 2, cells: ['A-0001', '金沙煤矿', '6'] },
      { row: 3, cells: ['A-0001', '金沙煤矿', '9'] },
      { row: 4, cells: ['A-0001', null, null] },
    ]);
  });
});

describe('readUpload: the parts of the format other writers use', () => {
  const sharedStrings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}" count="4" uniqueCount="4">
    <si><t>矿井编码</t></si>
    <si><r><rPr><b/></rPr><t>六盘水</t></r><r><t xml:space="preserve"> 一号</t></r><rPh sb="0" eb="1"><t>liu</t></rPh></si>
    <si><t>第一行_x000D_第二行</t></si>
    <si><t>投产日期</t></si></sst>`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN_NS}">
    <numFmts count="1"><numFmt numFmtId="176" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></numFmts>
    <cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="176"/><xf numFmtId="31"/><xf numFmtId="4"/></cellXfs>
  </styleSheet>`;

  it('reads shared, rich, inline and formula strings, booleans, errors and dates by their style', async () => {
    const sheet = [
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>矿井名称</t></is></c><c r="C1" t="s"><v>3</v></c><c r="D1" t="inlineStr"><is><t>数量</t></is></c><c r="E1" t="inlineStr"><is><t>标记</t></is></c></row>`,
      `<row r="2"><c r="A2" t="inlineStr"><is><r><t>B-</t></r><r><rPr><i/></rPr><t>0001</t></r></is></c><c r="B2" t="s"><v>1</v></c><c r="C2" s="1"><v>43646</v></c><c r="D2" s="4"><v>1234.5</v></c><c r="E2" t="b"><v>1</v></c></row>`,
      `<row r="3"><c r="A3" t="str"><f>"B-"&amp;"0002"</f><v>B-0002</v></c><c r="B3" t="s"><v>2</v></c><c r="C3" s="2"><f>DATE(2020,1,1)</f><v>43831</v></c><c r="D3" t="e"><v>#DIV/0!</v></c><c r="E3" t="b"><v>0</v></c></row>`,
      `<row r="4"><c r="A4" t="inlineStr"><is><t>B-0003</t></is></c><c r="C4" s="3"><v>44000</v></c><c r="D4"><f>1/0</f></c><c r="E4"><f>0*2</f><v>0</v></c></row>`,
    ];
    const file = await zipWorkbook({
      sheets: [{ name: '煤矿', xml: sheetXml(sheet) }],
      sharedStrings,
      styles,
    });
    const [read] = await readUpload('parts.xlsx', file);
    expect(read?.headers).toEqual(['矿井编码', '矿井名称', '投产日期', '数量', '标记']);
    expect(read?.rows).toEqual([
      { row: 2, cells: ['B-0001', '六盘水 一号', '2019-06-30', 1234.5, true] },
      { row: 3, cells: ['B-0002', '第一行\r第二行', '2020-01-01', null, false] },
      // A formula without a cached result is empty; one whose result is 0 is 0.
      { row: 4, cells: ['B-0003', null, '2020-06-18', null, 0] },
    ]);
  });

  it('counts rows and cells in order when they carry no reference, and reads 1904-based dates', async () => {
    const sheet = [
      rowXml(undefined, ['矿井编码', '投产日期']),
      rowXml(undefined, ['C-0001']).replace('</row>', '<c s="1"><v>42184</v></c></row>'),
      '<row/>',
      rowXml(undefined, ['C-0002']),
    ];
    const file = await zipWorkbook({
      sheets: [{ name: 'Mines', xml: sheetXml(sheet) }],
      styles,
      workbookPr: '<workbookPr date1904="1"/>',
    });
    const [read] = await readUpload('plain.xlsx', file);
    expect(read?.rows).toEqual([
      { row: 2, cells: ['C-0001', '2019-06-30'] },
      { row: 4, cells: ['C-0002', null] },
    ]);
  });

  it('reads parts whose elements carry a namespace prefix', async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${MAIN_NS}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>矿井编码</x:t></x:is></x:c></x:row><x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t>D-0001</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const file = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheet }] });
    const [read] = await readUpload('prefixed.xlsx', file);
    expect(read?.rows).toEqual([{ row: 2, cells: ['D-0001'] }]);
  });
});

describe('readUpload: damaged and protected files', () => {
  it('refuses encrypted, damaged and malformed workbooks before any row is read', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    await expect(readUpload('secret.xlsx', ole)).rejects.toEqual(refusal(400, 'import.encrypted'));
    const garbage = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)]);
    await expect(readUpload('broken.xlsx', garbage)).rejects.toEqual(refusal(400, 'import.corrupt'));
    const good = await zipWorkbook({
      sheets: [{ name: '煤矿', xml: sheetXml([rowXml(1, ['矿井编码']), rowXml(2, ['E-0001'])]) }],
    });
    await expect(readUpload('cut.xlsx', good.subarray(0, good.length - 30))).rejects.toEqual(
      refusal(400, 'import.corrupt'),
    );
    const malformed = await zipWorkbook({
      sheets: [
        {
          name: '煤矿',
          xml: sheetXml([rowXml(1, ['矿井编码']), '<row r="2"><c r="A2" t="inlineStr"><is><t>x</is></row>']),
        },
      ],
    });
    await expect(readUpload('malformed.xlsx', malformed)).rejects.toEqual(refusal(400, 'import.corrupt'));
    await expect(readUpload('notes.txt', Buffer.from('hello'))).rejects.toEqual(
      refusal(400, 'import.badType'),
    );
  });
});

describe('readUpload: CSV', () => {
  const header = '矿井编码,矿井名称,市州,区县';
  it('reads UTF-8 with a BOM, quoted commas, quotes and line breaks', async () => {
    const csv = `\uFEFF${header}\r\nF-0001,"金沙,一号煤矿","毕节市","纳""雍""县"\r\n,,,\r\nF-0002,"两行\n名称",毕节市,纳雍县\r\n`;
    const [sheet] = await readUpload('mines.csv', Buffer.from(csv));
    expect(sheet).toEqual({
      entity: 'mine',
      name: '煤矿',
      headers: ['矿井编码', '矿井名称', '市州', '区县'],
      rows: [
        { row: 2, cells: ['F-0001', '金沙,一号煤矿', '毕节市', '纳"雍"县'] },
        { row: 4, cells: ['F-0002', '两行\n名称', '毕节市', '纳雍县'] },
      ],
    });
  });

  it('falls back to GBK, as Excel saves CSV on Chinese Windows', async () => {
    const [sheet] = await readUpload(
      'mines.csv',
      gbk(`${header}\r\nG-0001,纳雍县龙场煤矿,毕节市,纳雍县\r\n`),
    );
    expect(sheet?.headers).toEqual(['矿井编码', '矿井名称', '市州', '区县']);
    expect(sheet?.rows).toEqual([{ row: 2, cells: ['G-0001', '纳雍县龙场煤矿', '毕节市', '纳雍县'] }]);
  });
});

describe('readUpload: limits', () => {
  const mineRows = function* (count: number) {
    yield rowXml(1, ['矿井编码', '矿井名称']);
    const [before, after] = rowXml(undefined, ['CODE', '煤矿']).split('CODE');
    for (let r = 2; r <= count + 1; r++) yield `${before}H-${r}${after}`;
  };

  it('takes 100,000 data rows in a sheet and refuses one more with 413', async () => {
    const full = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(mineRows(100_000)) }] });
    const [sheet] = await readUpload('full.xlsx', full);
    expect(sheet?.rows).toHaveLength(100_000);
    expect(sheet?.rows.at(-1)).toEqual({ row: 100_001, cells: ['H-100001', '煤矿'] });
    const over = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(mineRows(100_001)) }] });
    await expect(readUpload('over.xlsx', over)).rejects.toEqual(
      refusal(413, 'import.tooManyRows', { sheet: '煤矿', max: 100_000 }),
    );
  });

  it('takes 200 columns and refuses data in column 201 with 422, naming sheet, row and column', async () => {
    const wide = (columns: number) =>
      zipWorkbook({
        sheets: [
          {
            name: '煤层',
            xml: sheetXml([
              rowXml(1, ['矿井编码', '矿井名称', '煤层编号']),
              rowXml(2, ['J-0001', null, '9']),
              rowXml(
                3,
                Array.from({ length: columns }, (_, i) => `v${i + 1}`),
              ),
            ]),
          },
        ],
      });
    const [sheet] = await readUpload('200.xlsx', await wide(200));
    expect(sheet?.rows[1]).toEqual({ row: 3, cells: ['v1', 'v2', 'v3'] });
    await expect(readUpload('201.xlsx', await wide(201))).rejects.toEqual(
      refusal(422, 'import.tooManyColumns', { sheet: '煤层', row: 3, column: 'GS', max: 200 }),
    );
  });

  it('takes 32,767 characters in a cell and refuses more with 422, whichever way the text is stored', async () => {
    const longest = '煤'.repeat(32_767);
    const inline = (text: string) =>
      zipWorkbook({
        sheets: [
          { name: '煤矿', xml: sheetXml([rowXml(1, ['矿井编码', '备注']), rowXml(2, ['K-0001', text])]) },
        ],
      });
    const [sheet] = await readUpload('ok.xlsx', await inline(longest));
    expect(sheet?.rows[0]?.cells[1]).toBe(longest);
    const tooLong = refusal(422, 'import.cellTooLong', { sheet: '煤矿', row: 2, column: 'B', max: 32_767 });
    await expect(readUpload('inline.xlsx', await inline(`${longest}煤`))).rejects.toEqual(tooLong);

    const shared = await zipWorkbook({
      sheets: [
        {
          name: '煤矿',
          xml: sheetXml([
            rowXml(1, ['矿井编码', '备注']),
            '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>',
          ]),
        },
      ],
      sharedStrings: `<sst xmlns="${MAIN_NS}"><si><t>K-0002</t></si><si><t>${'a'.repeat(40_000)}</t></si></sst>`,
    });
    await expect(readUpload('shared.xlsx', shared)).rejects.toEqual(tooLong);

    const formula = await zipWorkbook({
      sheets: [
        {
          name: '煤矿',
          xml: sheetXml([
            rowXml(1, ['矿井编码', '备注']),
            `<row r="2"><c r="A2" t="str"><v>K-0003</v></c><c r="B2" t="str"><f>REPT("a",40000)</f><v>${'a'.repeat(40_000)}</v></c></row>`,
          ]),
        },
      ],
    });
    await expect(readUpload('formula.xlsx', formula)).rejects.toEqual(tooLong);
  });

  it('stops inflating at 200 MB even when the zip declares small sizes', async () => {
    // 7,000 rows of 30,000 characters: 210 MB of XML, each cell within the limits.
    const rows = function* () {
      yield rowXml(1, ['矿井编码', '备注']);
      const [before, after] = rowXml(undefined, ['CODE', 'x'.repeat(30_000)]).split('CODE');
      for (let r = 2; r <= 7_001; r++) yield `${before}L-${r}${after}`;
    };
    const honest = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(rows()) }] });
    const tooBig = refusal(413, 'import.unzippedTooLarge', { max: 200 });
    await expect(readUpload('honest.xlsx', honest)).rejects.toEqual(tooBig);
    await expect(readUpload('lying.xlsx', understateSizes(honest))).rejects.toEqual(tooBig);
  });

  it('applies the row, column and length limits to CSV', async () => {
    const rows = ['矿井编码,矿井名称,市州'];
    for (let i = 0; i <= 100_000; i++) rows.push(`M-${i},煤矿,毕节市`);
    await expect(readUpload('many.csv', Buffer.from(rows.join('\n')))).rejects.toEqual(
      refusal(413, 'import.tooManyRows', { sheet: '煤矿', max: 100_000 }),
    );
    const wide = `矿井编码,矿井名称,市州\nM-1,煤矿,毕节市${',x'.repeat(198)}\n`;
    await expect(readUpload('wide.csv', Buffer.from(wide))).rejects.toEqual(
      refusal(422, 'import.tooManyColumns', { sheet: '煤矿', row: 2, column: 'GS', max: 200 }),
    );
    const long = `矿井编码,矿井名称,市州\nM-1,${'煤'.repeat(32_768)},毕节市\n`;
    await expect(readUpload('long.csv', Buffer.from(long))).rejects.toEqual(
      refusal(422, 'import.cellTooLong', { sheet: '煤矿', row: 2, column: 'B', max: 32_767 }),
    );
  });

  it('refuses what no workbook holds: a text past any cell, overlapping merges, thousands of parts', async () => {
    const sheet = sheetXml([rowXml(1, ['矿井编码']), '<row r="2"><c r="A2" t="s"><v>0</v></c></row>']);
    const hugeText = await zipWorkbook({
      sheets: [{ name: '煤矿', xml: sheet }],
      sharedStrings: `<sst xmlns="${MAIN_NS}"><si><t>${'a'.repeat(300_000)}</t></si></sst>`,
    });
    await expect(readUpload('text.xlsx', hugeText)).rejects.toEqual(
      refusal(422, 'import.textTooLong', { max: 32_767 }),
    );

    // 1,000 rows merged 101 times over 200 columns: more merged cells than a sheet within the limits has.
    const rows = [rowXml(1, ['矿井编码']), ...Array.from({ length: 1000 }, (_, i) => rowXml(i + 2, ['P-1']))];
    const merges = `<mergeCells>${'<mergeCell ref="A2:GR1001"/>'.repeat(101)}</mergeCells>`;
    const overlapping = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(rows, merges) }] });
    await expect(readUpload('merges.xlsx', overlapping)).rejects.toEqual(refusal(400, 'import.corrupt'));

    const parts = new yazl.ZipFile();
    for (let i = 0; i <= 10_000; i++)
      parts.addBuffer(Buffer.alloc(0), `xl/media/part${i}.bin`, { compress: false });
    parts.end();
    await expect(readUpload('parts.xlsx', await buffer(parts.outputStream))).rejects.toEqual(
      refusal(400, 'import.corrupt'),
    );
  });
});
