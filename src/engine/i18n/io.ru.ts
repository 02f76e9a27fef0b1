/** Тексты ошибок входных данных по-русски (ключи как в io.en.ts). */
import type { IoTexts } from './io.en';

export const ioRu: IoTexts = {
  placeInput: 'ввод',
  placeLine: '{file}, строка {line}',
  placeRow: '{file}, ряд {row}',
  placeFile: '{file}',
  placeField: 'поле {field}',
  ambiguousNumber:
    '«{value}» читается двояко: {decimal} (десятичный разделитель) или {thousands} (разделитель тысяч); запишите число без разделителя',
  unreachableScore: '«{value}» — не результат, который может дать какой-либо контракт (Закон 77)',
  notScore: '«{value}» — не результат',
  notWholePoints: '«{value}» — не целое число очков',
  scoreConflict:
    'результат «{value}» не согласуется с контрактом: {contract} на сдаче {board} даёт СЮ {computed}; обе записи сохранены, строка не считается, пока одна из них не исправлена',
  tooManyResults: 'на сдаче {board} {results} результатов, а в турнире {tables} столов',
  notTables: '«{value}» — не число столов: нужно целое число не меньше 1',
  penaltyTooLarge: 'процедурное наказание «{value}» больше 100 % топа',
  artificialFigure:
    '«{value}» даёт {figure} %, а это не один из уровней искусственного результата в настройках ({levels}); запишите A+, A= или A-, либо фиксированный процент, например «{fixed}»',
  xmlMalformed: 'XML построен неправильно: {reason}',
  xmlTooDeep: 'XML вкладывает элементы глубже, чем бывает в файле результатов ({reason})',
  truncated: 'файл кончается до закрытия <{element}>: похоже, он обрезан',
  folder: 'не читается: это папка, а не файл',
  noFile: 'не читается: такого файла нет',
  notText: 'файл не текстовый ({what}); сохраните его как CSV, PBN или USEBIO XML',
  emptyFile: 'файл пуст: нужна строка заголовка с названиями столбцов',
  missingColumn: 'в заголовке нет столбца {columns} (обязательные: {required})',
  sameFile: 'выходной файл «{value}» — это входной файл; укажите другое имя',
};
