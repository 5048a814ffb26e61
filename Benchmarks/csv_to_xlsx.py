#!/usr/bin/env python3
"""The XLSX benchmark's workbook: the rows of a CSV written by openpyxl (write-only mode), as a
person's spreadsheet holds them: whole numbers as numbers, ISO days as date cells, all else
as text. Usage: csv_to_xlsx.py IN.csv OUT.xlsx"""
import csv
import datetime
import re
import sys

import openpyxl
from openpyxl.cell import WriteOnlyCell

book = openpyxl.Workbook(write_only=True)
sheet = book.create_sheet("Watches")
iso = re.compile(r"^\d{4}-\d{2}-\d{2}$")
with open(sys.argv[1], newline="", encoding="utf-8") as f:
    for i, row in enumerate(csv.reader(f)):
        cells = []
        for text in row:
            if i > 0 and text.isdigit() and len(text) < 10:
                cells.append(int(text))
            elif i > 0 and iso.match(text):
                cell = WriteOnlyCell(sheet, value=datetime.datetime.strptime(text, "%Y-%m-%d"))
                cell.number_format = "yyyy-mm-dd"
                cells.append(cell)
            else:
                cells.append(text)
        sheet.append(cells)
book.save(sys.argv[2])
