<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Actions</name>
    <message>
        <source>Fold</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Купить</translation>
    </message>
    <message>
        <source>Buy card</source>
        <translation>Купить карту</translation>
    </message>
    <message>
        <source>Insure</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <source>Buy dealer game</source>
        <translation>Купить игру дилеру</translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <source>Duplicate card</source>
        <translation>Повтор карты</translation>
    </message>
    <message>
        <source>Unreadable card</source>
        <translation>Нечитаемая карта</translation>
    </message>
    <message>
        <source>Card out of turn</source>
        <translation>Карта не в очередь</translation>
    </message>
    <message>
        <source>Card reader lost</source>
        <translation>Считыватель карт потерян</translation>
    </message>
    <message>
        <source>Card reader back</source>
        <translation>Считыватель карт снова на связи</translation>
    </message>
    <message>
        <source>Messages from the reader missed</source>
        <translation>Пропущены сообщения считывателя</translation>
    </message>
    <message>
        <source>Camera disagrees with the reader</source>
        <translation>Камера не согласна со считывателем</translation>
    </message>
    <message>
        <source>Card reader fault</source>
        <translation>Ошибка считывателя карт</translation>
    </message>
    <message>
        <source>Card reader sent two different cards as one</source>
        <translation>Считыватель прислал две разные карты под одним номером</translation>
    </message>
    <message>
        <source>Card reader overflowed: cards lost</source>
        <translation>Переполнение считывателя: карты потеряны</translation>
    </message>
    <message>
        <source>Card reader: messages dropped</source>
        <translation>Считыватель: сообщения отброшены</translation>
    </message>
    <message>
        <source>Enter {slot}</source>
        <translation>Ввести: {slot}</translation>
    </message>
    <message>
        <source>Use {card} as {slot}</source>
        <translation>{card} как {slot}</translation>
    </message>
    <message>
        <source>Set {card} aside</source>
        <translation>Отложить {card}</translation>
    </message>
    <message>
        <source>Correct a card</source>
        <translation>Исправить карту</translation>
    </message>
    <message>
        <source>Checked: the reader is right</source>
        <translation>Проверено: считыватель прав</translation>
    </message>
    <message>
        <source>OK, seen</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>set aside by the croupier</source>
        <translation>отложена крупье</translation>
    </message>
    <message>
        <source>Pit boss needed</source>
        <translation>Нужен питбосс</translation>
    </message>
    <message>
        <source>Pit boss: PIN</source>
        <translation>Питбосс: PIN</translation>
    </message>
    <message>
        <source>checked by the pit boss</source>
        <translation>проверено питбоссом</translation>
    </message>
    <message>
        <source>clear the alert</source>
        <translation>снять тревогу</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Allowed: {low} to {high}</source>
        <translation>Допустимо: от {low} до {high}</translation>
    </message>
    <message>
        <source>Minimum {v}</source>
        <translation>Минимум {v}</translation>
    </message>
    <message>
        <source>Maximum {v}</source>
        <translation>Максимум {v}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Enter an amount</source>
        <translation>Введите сумму</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>{hand} + {second}</source>
        <translation>{hand} + {second}</translation>
    </message>
    <message>
        <source>BOX {n}</source>
        <translation>БОКС {n}</translation>
    </message>
    <message>
        <source>BLIND</source>
        <translation>ВТЁМНУЮ</translation>
    </message>
    <message>
        <source>BLIND {m}×</source>
        <translation>ВТЁМНУЮ {m}×</translation>
    </message>
    <message>
        <source>No wagers</source>
        <translation>Нет ставок</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Играет</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Paid instantly</source>
        <translation>Выплачено сразу</translation>
    </message>
    <message>
        <source>Waiting for cards</source>
        <translation>Ждёт карты</translation>
    </message>
    <message>
        <source>New cards: fold or play</source>
        <translation>Новые карты: сброс или игра</translation>
    </message>
    <message>
        <source>Change wagers</source>
        <translation>Изменить ставки</translation>
    </message>
    <message>
        <source>Place wagers</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Exchange {n}</source>
        <translation>Обменять {n}</translation>
    </message>
    <message>
        <source>Give up this card</source>
        <translation>Отдать эту карту</translation>
    </message>
    <message>
        <source>Tap the card to give up</source>
        <translation>Коснитесь карты, которую отдать</translation>
    </message>
</context>
<context>
    <name>Correct</name>
    <message>
        <source>The reader misread the card</source>
        <translation>Считыватель ошибся</translation>
    </message>
    <message>
        <source>The card went to another place</source>
        <translation>Карта ушла в другое место</translation>
    </message>
    <message>
        <source>Checked on the table</source>
        <translation>Проверено на столе</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Причина?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>OK: {card}</source>
        <translation>OK: {card}</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <source>bought game</source>
        <translation>купленная игра</translation>
    </message>
    <message>
        <source>BOARD</source>
        <translation>СТОЛ</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Novo Poker</source>
        <translation>Ново покер</translation>
    </message>
    <message>
        <source>Russian Poker</source>
        <translation>Русский покер</translation>
    </message>
    <message>
        <source>Poker sin descarte</source>
        <translation>Покер без обмена</translation>
    </message>
    <message>
        <source>Ultimate Texas Hold'em</source>
        <translation>Ultimate Texas Hold'em</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>No game</source>
        <translation>Нет игры</translation>
    </message>
    <message>
        <source>Ace-King</source>
        <translation>Туз-король</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Стрит</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Стрит-флеш</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <source>Five picture cards</source>
        <translation>Пять картинок</translation>
    </message>
    <message>
        <source>Ace-King-Queen</source>
        <translation>Туз-король-дама</translation>
    </message>
    <message>
        <source>Five of one colour</source>
        <translation>Пять одного цвета</translation>
    </message>
    <message>
        <source>Ace high</source>
        <translation>Старшая карта туз</translation>
    </message>
    <message>
        <source>King high</source>
        <translation>Старшая карта король</translation>
    </message>
    <message>
        <source>Queen high</source>
        <translation>Старшая карта дама</translation>
    </message>
    <message>
        <source>Jack high</source>
        <translation>Старшая карта валет</translation>
    </message>
    <message>
        <source>Ten high</source>
        <translation>Старшая карта десятка</translation>
    </message>
    <message>
        <source>Nine high</source>
        <translation>Старшая карта девятка</translation>
    </message>
    <message>
        <source>Eight high</source>
        <translation>Старшая карта восьмёрка</translation>
    </message>
    <message>
        <source>Seven high</source>
        <translation>Старшая карта семёрка</translation>
    </message>
    <message>
        <source>Six high</source>
        <translation>Старшая карта шестёрка</translation>
    </message>
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Clear</source>
        <translation>Стереть</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>от {low} до {high}</translation>
    </message>
    <message>
        <source>in chips of {unit}</source>
        <translation>фишками по {unit}</translation>
    </message>
    <message>
        <source>{amount}: not a whole number of chips of {unit}</source>
        <translation>{amount}: не целое число фишек по {unit}</translation>
    </message>
    <message>
        <source>{amount} is outside the table limits {low} to {high}</source>
        <translation>{amount} вне лимитов стола: от {low} до {high}</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>wins</source>
        <translation>выигрыш</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <source>push</source>
        <translation>возврат</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>плата</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>ограничено</translation>
    </message>
</context>
<context>
    <name>PitBoss</name>
    <message>
        <source>staff file</source>
        <translation>файл персонала</translation>
    </message>
    <message>
        <source>Insurance closed</source>
        <translation>Страховка закрыта</translation>
    </message>
    <message>
        <source>Buying cards closed</source>
        <translation>Покупка карт закрыта</translation>
    </message>
    <message>
        <source>Buying the dealer a game closed</source>
        <translation>Покупка игры дилеру закрыта</translation>
    </message>
    <message>
        <source>{n} wrong PINs in a row</source>
        <translation>{n} неверных PIN подряд</translation>
    </message>
    <message>
        <source>locked out when the staff file was migrated</source>
        <translation>заблокирован при переносе файла персонала</translation>
    </message>
    <message>
        <source>{n} minutes passed</source>
        <translation>прошло {n} мин.</translation>
    </message>
    <message>
        <source>first pit boss of the installation</source>
        <translation>первый питбосс установки</translation>
    </message>
    <message>
        <source>PIN entered</source>
        <translation>PIN введён</translation>
    </message>
    <message>
        <source>PIN kept</source>
        <translation>PIN сохранён</translation>
    </message>
    <message>
        <source>Changes to the table settings</source>
        <translation>Изменения настроек стола</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <source>Not set by a pit boss yet: the shipped profile's values</source>
        <translation>Пит-босс ещё не задавал: значения стандартного профиля</translation>
    </message>
    <message>
        <source>Pit boss approval from</source>
        <translation>Одобрение пит-босса от</translation>
    </message>
    <message>
        <source>Profile file</source>
        <translation>Файл профиля</translation>
    </message>
    <message>
        <source>Set by {who}, {time}: {why}</source>
        <translation>Задал {who}, {time}: {why}</translation>
    </message>
    <message>
        <source>Side-bet maximum payout</source>
        <translation>Макс. выплата побочных ставок</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Что изменено</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>table settings</source>
        <translation>настройки стола</translation>
    </message>
    <message>
        <source>the profile's: {v}</source>
        <translation>по профилю: {v}</translation>
    </message>
    <message>
        <source>Capped</source>
        <translation>Ограничены</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Исправлены</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Аннулированы</translation>
    </message>
    <message>
        <source>Adjusted</source>
        <translation>Скорректированы</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Оповещения</translation>
    </message>
    <message>
        <source>from (2025-03-01 21:00)</source>
        <translation>с 01.03.2025 21:00</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>any game</source>
        <translation>любая игра</translation>
    </message>
    <message>
        <source>any box</source>
        <translation>любой бокс</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>бокс {n}</translation>
    </message>
    <message>
        <source>payout at least</source>
        <translation>выплата от</translation>
    </message>
    <message>
        <source>round id</source>
        <translation>ID раунда</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Последний час</translation>
    </message>
    <message>
        <source>Last 8 h</source>
        <translation>Последние 8 ч</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Сбросить фильтры</translation>
    </message>
    <message>
        <source>Counting the matching rounds…</source>
        <translation>Подсчёт раундов…</translation>
    </message>
    <message>
        <source>No rounds in this range</source>
        <translation>Нет раундов за этот период</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>House result (won)</source>
        <translation>Результат казино (выигрыш)</translation>
    </message>
    <message>
        <source>House result (lost)</source>
        <translation>Результат казино (проигрыш)</translation>
    </message>
    <message>
        <source> (blind box)</source>
        <translation> (бокс втёмную)</translation>
    </message>
    <message>
        <source>Wagers: {w}</source>
        <translation>Ставки: {w}</translation>
    </message>
    <message>
        <source>Card {card} held (not expected)</source>
        <translation>Карта {card} задержана (не ожидалась)</translation>
    </message>
    <message>
        <source>Card {card} refused: already on the table</source>
        <translation>Карта {card} отклонена: уже на столе</translation>
    </message>
    <message>
        <source>CORRECTION {slot}: {old} → {new}</source>
        <translation>ИСПРАВЛЕНИЕ {slot}: {old} → {new}</translation>
    </message>
    <message>
        <source>ALERT: {m}</source>
        <translation>ОПОВЕЩЕНИЕ: {m}</translation>
    </message>
    <message>
        <source>Deal started</source>
        <translation>Раздача начата</translation>
    </message>
    <message>
        <source>Dealer's cards opened</source>
        <translation>Карты дилера открыты</translation>
    </message>
    <message>
        <source>Settlement confirmed</source>
        <translation>Расчёт подтверждён</translation>
    </message>
    <message>
        <source>UNDO of step {n}</source>
        <translation>ОТМЕНА шага {n}</translation>
    </message>
    <message>
        <source>Box removed</source>
        <translation>Бокс убран</translation>
    </message>
    <message>
        <source>Alert acknowledged</source>
        <translation>Оповещение принято</translation>
    </message>
    <message>
        <source>Alert resolved</source>
        <translation>Оповещение снято</translation>
    </message>
    <message>
        <source>Unreadable card entered: {card}</source>
        <translation>Введена нечитаемая карта: {card}</translation>
    </message>
    <message>
        <source>Closed: {what}</source>
        <translation>Закрыто: {what}</translation>
    </message>
    <message>
        <source>given up</source>
        <translation>отдана</translation>
    </message>
    <message>
        <source>Box {n}</source>
        <translation>Бокс {n}</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>CAPPED at the table maximum</source>
        <translation>ОГРАНИЧЕНО максимумом стола</translation>
    </message>
    <message>
        <source>Which box, and its net as it should have been</source>
        <translation>Какой бокс и каким должен быть его итог</translation>
    </message>
    <message>
        <source>Box {n}: {net}</source>
        <translation>Бокс {n}: {net}</translation>
    </message>
    <message>
        <source>new net for the box (e.g. 120, or -10)</source>
        <translation>новый итог бокса (напр. 120 или -10)</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Причина?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Continue: pit boss PIN</source>
        <translation>Далее: PIN питбосса</translation>
    </message>
    <message>
        <source>Tap the box to adjust</source>
        <translation>Выберите бокс для корректировки</translation>
    </message>
    <message>
        <source>The new net must be an amount, like 120 or -10</source>
        <translation>Новый итог должен быть суммой, например 120 или -10</translation>
    </message>
    <message>
        <source>The new net must differ from the settled one</source>
        <translation>Новый итог должен отличаться от рассчитанного</translation>
    </message>
    <message>
        <source>Say why: the log keeps the reason</source>
        <translation>Укажите причину: журнал её сохранит</translation>
    </message>
    <message>
        <source>◀ Rounds</source>
        <translation>◀ Раунды</translation>
    </message>
    <message>
        <source>Round {id}</source>
        <translation>Раунд {id}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>АННУЛИРОВАН</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Пересчитать</translation>
    </message>
    <message>
        <source>Void round</source>
        <translation>Аннулировать</translation>
    </message>
    <message>
        <source>Adjust payout</source>
        <translation>Скорректировать</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source> (does not qualify)</source>
        <translation> (не квалифицируется)</translation>
    </message>
    <message>
        <source>bought game →</source>
        <translation>купленная игра →</translation>
    </message>
    <message>
        <source>board</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>burns</source>
        <translation>сжигаемые</translation>
    </message>
    <message>
        <source>Every step, in order</source>
        <translation>Все шаги по порядку</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Бокс</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Who / why</source>
        <translation>Кто / почему</translation>
    </message>
    <message>
        <source>Corrections and who made them</source>
        <translation>Исправления и кто их внёс</translation>
    </message>
    <message>
        <source>Round voided</source>
        <translation>Раунд аннулирован</translation>
    </message>
    <message>
        <source>Payout adjusted</source>
        <translation>Выплата скорректирована</translation>
    </message>
    <message>
        <source>box {n}: {old} → {new}</source>
        <translation>бокс {n}: {old} → {new}</translation>
    </message>
    <message>
        <source>✔ Replay agrees: the engine settles this round exactly as it was paid ({n} lines).</source>
        <translation>✔ Пересчёт совпадает: программа рассчитывает раунд точно так, как он был выплачен (строк: {n}).</translation>
    </message>
    <message>
        <source>✘ Replay DISAGREES: {what}</source>
        <translation>✘ Пересчёт НЕ СОВПАДАЕТ: {what}</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Ошибка раздачи</translation>
    </message>
    <message>
        <source>Wrong cards in play</source>
        <translation>В игре неверные карты</translation>
    </message>
    <message>
        <source>Dispute settled by the pit boss</source>
        <translation>Спор решён питбоссом</translation>
    </message>
    <message>
        <source>Void round {id}</source>
        <translation>Аннулировать раунд {id}</translation>
    </message>
    <message>
        <source>Paid short</source>
        <translation>Недоплата</translation>
    </message>
    <message>
        <source>Paid over</source>
        <translation>Переплата</translation>
    </message>
    <message>
        <source>Goodwill by the pit boss</source>
        <translation>Компенсация от питбосса</translation>
    </message>
    <message>
        <source>Adjust a payout of round {id}</source>
        <translation>Корректировка выплаты раунда {id}</translation>
    </message>
    <message>
        <source>No pit boss PIN can be asked here</source>
        <translation>Здесь нельзя запросить PIN питбосса</translation>
    </message>
    <message>
        <source>No table is running</source>
        <translation>Стол не запущен</translation>
    </message>
    <message>
        <source>A round is in progress: change the table between rounds</source>
        <translation>Идёт раунд: меняйте стол между раундами</translation>
    </message>
    <message>
        <source>Technician: {who}</source>
        <translation>Техник: {who}</translation>
    </message>
    <message>
        <source>Card reader: {state} {detail} · protocol errors: {n}</source>
        <translation>Считыватель карт: {state} {detail} · ошибок протокола: {n}</translation>
    </message>
    <message>
        <source>Round log: {path}</source>
        <translation>Журнал раундов: {path}</translation>
    </message>
    <message>
        <source>Lock and close</source>
        <translation>Заблокировать и закрыть</translation>
    </message>
    <message>
        <source>Croupier sign-in</source>
        <translation>Вход крупье</translation>
    </message>
    <message>
        <source>sign in</source>
        <translation>вход</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Питбосс</translation>
    </message>
    <message>
        <source>review</source>
        <translation>проверка</translation>
    </message>
    <message>
        <source>Technician</source>
        <translation>Техник</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>настройка</translation>
    </message>
    <message>
        <source>table set-up</source>
        <translation>настройка стола</translation>
    </message>
    <message>
        <source>dealer-assist: pit boss</source>
        <translation>dealer-assist: питбосс</translation>
    </message>
    <message>
        <source>Locked: tap to enter a pit boss PIN</source>
        <translation>Заблокировано: нажмите, чтобы ввести PIN питбосса</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Checking the log's hash chain…</source>
        <translation>Проверка хеш-цепочки журнала…</translation>
    </message>
    <message>
        <source>Checking the log's hash chain… {p}%</source>
        <translation>Проверка хеш-цепочки журнала… {p} %</translation>
    </message>
    <message>
        <source> at entry {n}</source>
        <translation> в записи {n}</translation>
    </message>
    <message>
        <source> (round {id})</source>
        <translation> (раунд {id})</translation>
    </message>
    <message>
        <source>⚠ LOG ALTERED{where}: {why} — checked at {time}. Do not trust it; call the technician.</source>
        <translation>⚠ ЖУРНАЛ ИЗМЕНЁН{where}: {why} — проверка в {time}. Не доверяйте ему: вызовите техника.</translation>
    </message>
    <message>
        <source>⚠ THE LOG CANNOT BE CHECKED: {why}</source>
        <translation>⚠ ЖУРНАЛ НЕВОЗМОЖНО ПРОВЕРИТЬ: {why}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Выплачено</translation>
    </message>
    <message>
        <source>House result</source>
        <translation>Результат казино</translation>
    </message>
    <message>
        <source>Top payout</source>
        <translation>Макс. выплата</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>adjusted</source>
        <translation>скорректирован</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>ограничен</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>исправлен</translation>
    </message>
    <message>
        <source>alert</source>
        <translation>оповещение</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Крупье</translation>
    </message>
    <message>
        <source>Enter the PIN</source>
        <translation>Введите PIN</translation>
    </message>
    <message>
        <source>{role} PIN</source>
        <translation>{role}: PIN</translation>
    </message>
    <message>
        <source>No pit boss yet: set up the first one (name and PIN).</source>
        <translation>Питбосса ещё нет: добавьте первого (имя и PIN).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>No {role} has a PIN yet: a pit boss adds one under Staff.</source>
        <translation>{role}: ни у кого ещё нет PIN, его добавляет питбосс в разделе «Персонал».</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>{name} is locked out until {time}</source>
        <translation>{name}: заблокирован до {time}</translation>
    </message>
    <message>
        <source>Tap your name first</source>
        <translation>Сначала выберите своё имя</translation>
    </message>
    <message>
        <source>Wrong PIN: {left} tries left before a lock-out</source>
        <translation>Неверный PIN: до блокировки осталось попыток: {left}</translation>
    </message>
    <message>
        <source>Enter the same PIN again</source>
        <translation>Введите тот же PIN ещё раз</translation>
    </message>
    <message>
        <source>The two PINs differ: start again</source>
        <translation>PIN не совпадают: начните заново</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Выплата</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирование</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>корректировка</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>исправление</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отмена</translation>
    </message>
    <message>
        <source>override</source>
        <translation>обход</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Total wagered</source>
        <translation>Сумма ставок</translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation>Всего выплачено</translation>
    </message>
    <message>
        <source>Capped payouts</source>
        <translation>Ограниченные выплаты</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <source>Voided rounds</source>
        <translation>Аннулированные раунды</translation>
    </message>
    <message>
        <source>After adjustments</source>
        <translation>После корректировок</translation>
    </message>
    <message>
        <source>from (2025-03-01 18:00)</source>
        <translation>с 01.03.2025 18:00</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>все столы</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>все игры</translation>
    </message>
    <message>
        <source>Make report</source>
        <translation>Составить отчёт</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>The log has no rounds yet</source>
        <translation>В журнале ещё нет раундов</translation>
    </message>
    <message>
        <source>table {t}</source>
        <translation>стол {t}</translation>
    </message>
    <message>
        <source>Hour by hour</source>
        <translation>По часам</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>По играм</translation>
    </message>
    <message>
        <source>Per box</source>
        <translation>По боксам</translation>
    </message>
    <message>
        <source>Largest payouts</source>
        <translation>Крупнейшие выплаты</translation>
    </message>
    <message>
        <source>Corrections, voids and adjustments</source>
        <translation>Исправления, аннулирования и корректировки</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Save the report as CSV</source>
        <translation>Сохранить отчёт в CSV</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Сохранить отчёт в PDF</translation>
    </message>
    <message>
        <source>Log head at the time of the report: {pos}:{hash} (dealer-assist verify --anchor checks it later)</source>
        <translation>Последняя запись журнала на момент отчёта: {pos}:{hash} (dealer-assist verify --anchor проверит её позже)</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Отчёт за смену</translation>
    </message>
    <message>
        <source>Pit boss: {who}</source>
        <translation>Питбосс: {who}</translation>
    </message>
    <message>
        <source>Staff and PINs</source>
        <translation>Персонал и PIN</translation>
    </message>
    <message>
        <source>void the round</source>
        <translation>аннулировать раунд</translation>
    </message>
    <message>
        <source>adjust a payout</source>
        <translation>скорректировать выплату</translation>
    </message>
    <message>
        <source>change the table</source>
        <translation>изменить стол</translation>
    </message>
    <message>
        <source>Limits for the evening session</source>
        <translation>Лимиты вечерней смены</translation>
    </message>
    <message>
        <source>Requested by the casino manager</source>
        <translation>По распоряжению менеджера казино</translation>
    </message>
    <message>
        <source>Game changed for the table</source>
        <translation>Смена игры на столе</translation>
    </message>
    <message>
        <source>Change table {t}</source>
        <translation>Изменить стол {t}</translation>
    </message>
    <message>
        <source>person added</source>
        <translation>сотрудник добавлен</translation>
    </message>
    <message>
        <source>person removed</source>
        <translation>сотрудник удалён</translation>
    </message>
    <message>
        <source>PIN changed</source>
        <translation>PIN изменён</translation>
    </message>
    <message>
        <source>locked out</source>
        <translation>заблокирован</translation>
    </message>
    <message>
        <source>table limits</source>
        <translation>лимиты стола</translation>
    </message>
    <message>
        <source>game profile</source>
        <translation>профиль игры</translation>
    </message>
    <message>
        <source>signed in</source>
        <translation>вход выполнен</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>тот же PIN ещё раз</translation>
    </message>
    <message>
        <source>why (kept in the audit trail)</source>
        <translation>причина (сохраняется в журнале аудита)</translation>
    </message>
    <message>
        <source>The two PINs differ</source>
        <translation>PIN не совпадают</translation>
    </message>
    <message>
        <source>People with a PIN</source>
        <translation>Сотрудники с PIN</translation>
    </message>
    <message>
        <source>Add a person</source>
        <translation>Добавить сотрудника</translation>
    </message>
    <message>
        <source>Change PIN</source>
        <translation>Сменить PIN</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Audit trail: what was changed, by whom, when and why</source>
        <translation>Журнал аудита: что изменено, кем, когда и почему</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Было</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Стало</translation>
    </message>
    <message>
        <source>LOCKED OUT until {t}</source>
        <translation>ЗАБЛОКИРОВАН до {t}</translation>
    </message>
    <message>
        <source>{n} wrong PINs</source>
        <translation>неверных PIN: {n}</translation>
    </message>
    <message>
        <source>The audit trail is intact (hash chain checked).</source>
        <translation>Журнал аудита не изменён (хеш-цепочка проверена).</translation>
    </message>
    <message>
        <source>added by the pit boss</source>
        <translation>добавлен питбоссом</translation>
    </message>
    <message>
        <source>Tap a person in the list first</source>
        <translation>Сначала выберите сотрудника в списке</translation>
    </message>
    <message>
        <source>new PIN set by the pit boss</source>
        <translation>новый PIN задан питбоссом</translation>
    </message>
    <message>
        <source>New PIN for {name}</source>
        <translation>Новый PIN: {name}</translation>
    </message>
    <message>
        <source>removed by the pit boss</source>
        <translation>удалён питбоссом</translation>
    </message>
    <message>
        <source>Minimum bet</source>
        <translation>Минимальная ставка</translation>
    </message>
    <message>
        <source>Maximum bet</source>
        <translation>Максимальная ставка</translation>
    </message>
    <message>
        <source>Table maximum payout</source>
        <translation>Максимальная выплата стола</translation>
    </message>
    <message>
        <source>No table is running on this screen: limits are changed at the table's own screen.</source>
        <translation>На этом экране стол не запущен: лимиты меняются на экране самого стола.</translation>
    </message>
    <message>
        <source>Table {t}: game and limits (from the next round)</source>
        <translation>Стол {t}: игра и лимиты (со следующего раунда)</translation>
    </message>
    <message>
        <source>the profile's</source>
        <translation>из профиля</translation>
    </message>
    <message>
        <source>Apply (pit boss PIN)</source>
        <translation>Применить (PIN питбосса)</translation>
    </message>
    <message>
        <source>{what} must be an amount</source>
        <translation>{what}: нужна сумма</translation>
    </message>
    <message>
        <source>{what} must be more than 0</source>
        <translation>{what}: должно быть больше 0</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>Ничего не изменено</translation>
    </message>
    <message>
        <source>Changed: the table uses the new settings from the next round.</source>
        <translation>Изменено: стол применит новые настройки со следующего раунда.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n clock alert(s): the computer's clock jumped while rounds were logged (dealer-assist verify lists them); round times around them may mislead</source>
        <translation>
            <numerusform>⚠ %n предупреждение о часах: часы компьютера скачкообразно изменились во время записи раундов (их перечисляет dealer-assist verify); время соседних раундов может вводить в заблуждение</numerusform>
            <numerusform>⚠ %n предупреждения о часах: часы компьютера скачкообразно изменились во время записи раундов (их перечисляет dealer-assist verify); время соседних раундов может вводить в заблуждение</numerusform>
            <numerusform>⚠ %n предупреждений о часах: часы компьютера скачкообразно изменились во время записи раундов (их перечисляет dealer-assist verify); время соседних раундов может вводить в заблуждение</numerusform>
        </translation>
    </message>
    <message>
        <source>No pit boss yet: set up the first one (name and a PIN of {low} to {high} digits).</source>
        <translation>Начальника смены ещё нет: задайте первого (имя и PIN из {low}–{high} цифр).</translation>
    </message>
    <message>
        <source>PIN ({low} to {high} digits)</source>
        <translation>PIN ({low}–{high} цифр)</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Разблокировать</translation>
    </message>
    <message>
        <source>unlocked by the pit boss</source>
        <translation>разблокирован начальником смены</translation>
    </message>
    <message>
        <source>wrong PIN</source>
        <translation>неверный PIN</translation>
    </message>
    <message>
        <source>right PIN after wrong ones</source>
        <translation>верный PIN после неверных</translation>
    </message>
    <message>
        <source>lock-out ended</source>
        <translation>блокировка закончилась</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>разблокирован</translation>
    </message>
    <message>
        <source>person carried over</source>
        <translation>сотрудник перенесён</translation>
    </message>
    <message>
        <source>staff file migrated</source>
        <translation>файл персонала преобразован</translation>
    </message>
    <message>
        <source>{n} of {most} wrong PINs</source>
        <translation>{n} из {most} неверных PIN</translation>
    </message>
    <message>
        <source>locked for {minutes} min</source>
        <translation>блокировка на {minutes} мин</translation>
    </message>
    <message>
        <source>role changed</source>
        <translation>роль изменена</translation>
    </message>
    <message>
        <source>croupier rotation</source>
        <translation>смена крупье</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rounds match, newest first</source>
        <translation>
            <numerusform>Найден %Ln раунд, сначала новые</numerusform>
            <numerusform>Найдено %Ln раунда, сначала новые</numerusform>
            <numerusform>Найдено %Ln раундов, сначала новые</numerusform>
        </translation>
    </message>
    <message>
        <source>hour ({zone})</source>
        <translation>час ({zone})</translation>
    </message>
    <message>
        <source>{game} · table {table} · croupier {croupier} · started {start} · confirmed {end} ({zone}) · {id}</source>
        <translation>{game} · стол {table} · крупье {croupier} · начало {start} · подтверждён {end} ({zone}) · {id}</translation>
    </message>
    <message>
        <source>Time ({zone})</source>
        <translation>Время ({zone})</translation>
    </message>
    <message numerus="yes">
        <source>✔ Log verified: %Ln rounds intact (hash chain), checked at {time}</source>
        <translation>
            <numerusform>✔ Журнал цел: %Ln раунд (хеш-цепочка), проверен в {time}</numerusform>
            <numerusform>✔ Журнал цел: %Ln раунда (хеш-цепочка), проверен в {time}</numerusform>
            <numerusform>✔ Журнал цел: %Ln раундов (хеш-цепочка), проверен в {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirmed ({zone})</source>
        <translation>Подтверждён ({zone})</translation>
    </message>
    <message numerus="yes">
        <source>%n alerts</source>
        <translation>
            <numerusform>%n оповещение</numerusform>
            <numerusform>%n оповещения</numerusform>
            <numerusform>%n оповещений</numerusform>
        </translation>
    </message>
    <message>
        <source>Shift {start} to {end} ({zone})</source>
        <translation>Смена с {start} по {end} ({zone})</translation>
    </message>
    <message>
        <source>Hour ({zone})</source>
        <translation>Час ({zone})</translation>
    </message>
    <message>
        <source>PIN at the table</source>
        <translation>PIN за столом</translation>
    </message>
    <message>
        <source>from the pit</source>
        <translation>из пита</translation>
    </message>
    <message>
        <source>Payout {amount} approved by {who} ({how})</source>
        <translation>Выплату {amount} одобрил(а) {who} ({how})</translation>
    </message>
    <message>
        <source>role changed by the pit boss</source>
        <translation>роль изменена питбоссом</translation>
    </message>
    <message>
        <source>New role for {name}</source>
        <translation>Новая роль: {name}</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Сменить роль</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Enter the unreadable card first</source>
        <translation>Сначала введите нечитаемую карту</translation>
    </message>
    <message>
        <source>Place the wagers, then tap DEAL</source>
        <translation>Примите ставки и нажмите РАЗДАТЬ</translation>
    </message>
    <message>
        <source>Deal: next card is {slot}</source>
        <translation>Раздача: следующая карта — {slot}</translation>
    </message>
    <message>
        <source>Box {n} decides</source>
        <translation>Решает бокс {n}</translation>
    </message>
    <message>
        <source>Insurance: tap Insure on a box, or close insurance</source>
        <translation>Страховка: нажмите «Страховка» на боксе или закройте страховку</translation>
    </message>
    <message>
        <source>Boxes that called may buy a card</source>
        <translation>Играющие боксы могут купить карту</translation>
    </message>
    <message>
        <source>Open the dealer's cards</source>
        <translation>Откройте карты дилера</translation>
    </message>
    <message>
        <source>The dealer has no game: boxes may buy the dealer a game</source>
        <translation>У дилера нет игры: боксы могут купить игру дилеру</translation>
    </message>
    <message>
        <source>Pay and collect as shown, then CONFIRM</source>
        <translation>Выплатите и заберите, как показано, затем ПОДТВЕРДИТЕ</translation>
    </message>
    <message>
        <source>The round is confirmed but not in the log yet: tap Retry</source>
        <translation>Раунд подтверждён, но ещё не записан в журнал: нажмите «Повторить запись в журнал»</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Table set-up</source>
        <translation>Настройка стола</translation>
    </message>
    <message>
        <source>Camera calibration</source>
        <translation>Калибровка камеры</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
</context>
<context>
    <name>Settlement</name>
    <message>
        <source>PAY {amount}</source>
        <translation>ВЫПЛАТИТЬ {amount}</translation>
    </message>
    <message>
        <source>COLLECT {amount}</source>
        <translation>ЗАБРАТЬ {amount}</translation>
    </message>
    <message>
        <source>PUSH: nothing to pay</source>
        <translation>ВОЗВРАТ: выплат нет</translation>
    </message>
    <message>
        <source>(exact {v}, rounded down)</source>
        <translation>(точно {v}, округлено вниз)</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Дилер: {hand}</translation>
    </message>
    <message>
        <source>qualifies</source>
        <translation>игра есть</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <translation>нет игры</translation>
    </message>
    <message>
        <source>bought game: {hand}</source>
        <translation>купленная игра: {hand}</translation>
    </message>
    <message>
        <source>Express: dealer</source>
        <translation>Экспресс: дилер</translation>
    </message>
    <message>
        <source>Express: box {n}</source>
        <translation>Экспресс: бокс {n}</translation>
    </message>
    <message>
        <source>max {limit}</source>
        <translation>макс. {limit}</translation>
    </message>
    <message>
        <source>(exact {v})</source>
        <translation>(точно {v})</translation>
    </message>
</context>
<context>
    <name>Slots</name>
    <message>
        <source>box {box} card {i}</source>
        <translation>бокс {box} карта {i}</translation>
    </message>
    <message>
        <source>box {box} new card {i}</source>
        <translation>бокс {box} новая карта {i}</translation>
    </message>
    <message>
        <source>dealer card {i}</source>
        <translation>карта дилера {i}</translation>
    </message>
    <message>
        <source>board card {i}</source>
        <translation>карта стола {i}</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>сжигаемая карта</translation>
    </message>
    <message>
        <source>dealer's bought card</source>
        <translation>купленная карта дилера</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Approve the changed profile (pit boss PIN)</source>
        <translation>Одобрить изменённый профиль (PIN пит-босса)</translation>
    </message>
    <message>
        <source>Approve the profile {game} as it is now</source>
        <translation>Одобрить профиль {game} в нынешнем виде</translation>
    </message>
    <message>
        <source>Asked for {game} on the command line: a pit boss approves it below.</source>
        <translation>В командной строке запрошена игра {game}: её одобряет пит-босс ниже.</translation>
    </message>
    <message>
        <source>Change the game: {old} → {new}</source>
        <translation>Сменить игру: {old} → {new}</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Game, limits and chip unit come from the protected table settings: only a pit boss changes them (PIN and reason, recorded).</source>
        <translation>Игра, лимиты и единица фишки берутся из защищённых настроек стола: менять их может только пит-босс (PIN и причина, с записью).</translation>
    </message>
    <message>
        <source>Ignored in gui.ini (not a place for payout settings): {keys}</source>
        <translation>Пропущено в gui.ini (там не место настройкам выплат): {keys}</translation>
    </message>
    <message>
        <source>New table set-up</source>
        <translation>Новая настройка стола</translation>
    </message>
    <message>
        <source>No croupier has a PIN yet: rounds are logged as “croupier” (a pit boss adds croupiers under Staff).</source>
        <translation>Ни у одного крупье ещё нет PIN: раунды записываются как «croupier» (пит-босс добавляет крупье в разделе «Персонал»).</translation>
    </message>
    <message>
        <source>Pit boss approval from</source>
        <translation>Одобрение пит-босса от</translation>
    </message>
    <message>
        <source>Profile file</source>
        <translation>Файл профиля</translation>
    </message>
    <message>
        <source>Side-bet maximum payout</source>
        <translation>Макс. выплата побочных ставок</translation>
    </message>
    <message>
        <source>Table {t}: not set by a pit boss yet (the shipped profile's values)</source>
        <translation>Стол {t}: пит-босс ещё не задавал (значения стандартного профиля)</translation>
    </message>
    <message>
        <source>Table {t}: set by {who}, {time}: {why}</source>
        <translation>Стол {t}: задал {who}, {time}: {why}</translation>
    </message>
    <message>
        <source>The staff file cannot be opened</source>
        <translation>Файл персонала не открывается</translation>
    </message>
    <message>
        <source>a pit boss approves a game</source>
        <translation>игру одобряет пит-босс</translation>
    </message>
    <message>
        <source>change what is paid</source>
        <translation>изменить выплаты</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>the profile's value</source>
        <translation>значение профиля</translation>
    </message>
    <message>
        <source>who deals</source>
        <translation>кто сдаёт</translation>
    </message>
    <message>
        <source>{what}: {old} → {new}</source>
        <translation>{what}: {old} → {new}</translation>
    </message>
    <message>
        <source>Profile's value</source>
        <translation>Значение профиля</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Table set-up</source>
        <translation>Настройка стола</translation>
    </message>
    <message>
        <source>START</source>
        <translation>НАЧАТЬ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Лимиты</translation>
    </message>
    <message>
        <source>Minimum bet</source>
        <translation>Минимальная ставка</translation>
    </message>
    <message>
        <source>Maximum bet</source>
        <translation>Максимальная ставка</translation>
    </message>
    <message>
        <source>Table maximum payout</source>
        <translation>Максимальная выплата стола</translation>
    </message>
    <message>
        <source>(profile)</source>
        <translation>(профиль)</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Карты из</translation>
    </message>
    <message>
        <source>Simulated shoe</source>
        <translation>Симулятор шуза</translation>
    </message>
    <message>
        <source>Serial card reader</source>
        <translation>Считыватель (COM-порт)</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>No serial port found</source>
        <translation>COM-порты не найдены</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Choose the serial port of the card reader</source>
        <translation>Выберите порт считывателя карт</translation>
    </message>
    <message>
        <source>checking camera: {why}</source>
        <translation>контрольная камера: {why}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{game}  ·  table {table}  ·  round {n}</source>
        <translation>{game}  ·  стол {table}  ·  раунд {n}</translation>
    </message>
    <message>
        <source>No card reader</source>
        <translation>Нет считывателя</translation>
    </message>
    <message>
        <source>Reader {name} LOST</source>
        <translation>Считыватель {name} ПОТЕРЯН</translation>
    </message>
    <message>
        <source>Reader {name} NOT TRUSTED</source>
        <translation>Считыватель {name} НЕ ДОСТОВЕРЕН</translation>
    </message>
    <message>
        <source>Reader {name} OK</source>
        <translation>Считыватель {name} OK</translation>
    </message>
    <message>
        <source>Retry writing the log</source>
        <translation>Повторить запись в журнал</translation>
    </message>
    <message>
        <source>Undo box {n}: {what}</source>
        <translation>Отменить бокс {n}: {what}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Stop correcting</source>
        <translation>Закончить исправление</translation>
    </message>
    <message>
        <source>Correct a card</source>
        <translation>Исправить карту</translation>
    </message>
    <message>
        <source>Deal 1 card</source>
        <translation>Сдать 1 карту</translation>
    </message>
    <message>
        <source>Deal {n} cards</source>
        <translation>Сдать карты: {n}</translation>
    </message>
    <message>
        <source>Same wagers again</source>
        <translation>Те же ставки</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>РАЗДАТЬ</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Закрыть страховку</translation>
    </message>
    <message>
        <source>No more bought cards</source>
        <translation>Больше не покупают</translation>
    </message>
    <message>
        <source>Open the dealer</source>
        <translation>Открыть дилера</translation>
    </message>
    <message>
        <source>No more dealer games</source>
        <translation>Больше не покупают игру</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Показать стол</translation>
    </message>
    <message>
        <source>CONFIRM: chips moved</source>
        <translation>ПОДТВЕРДИТЬ: фишки выплачены</translation>
    </message>
    <message>
        <source>Show the settlement</source>
        <translation>Показать расчёт</translation>
    </message>
    <message>
        <source>Box {n}: insurance</source>
        <translation>Бокс {n}: страховка</translation>
    </message>
    <message>
        <source>Tap the card to correct</source>
        <translation>Коснитесь карты, которую исправить</translation>
    </message>
    <message>
        <source>{slot}: the reader could not read it. Tap the card that is on the table.</source>
        <translation>{slot}: считыватель не прочитал карту. Коснитесь карты, которая лежит на столе.</translation>
    </message>
    <message>
        <source>Correct {slot} (now {card}): tap the right card and say why</source>
        <translation>Исправить {slot} (сейчас {card}): выберите верную карту и причину</translation>
    </message>
    <message>
        <source>Box {n} decides first</source>
        <translation>Сначала решает бокс {n}</translation>
    </message>
    <message>
        <source>Box {n} was passed: box {m} has already decided (box order)</source>
        <translation>Бокс {n} пропущен: бокс {m} уже решил (порядок боксов)</translation>
    </message>
    <message>
        <source>Simulated shoe</source>
        <translation>Симулятор шуза</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No second hand</source>
        <translation>Нет второй руки</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>PUSH (0)</source>
        <translation>ВОЗВРАТ (0)</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>от {low} до {high}</translation>
    </message>
    <message>
        <source>no box</source>
        <translation>ни один бокс</translation>
    </message>
    <message>
        <source>boxes {list}</source>
        <translation>боксы {list}</translation>
    </message>
    <message>
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <source>COLLECT</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Минимум</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Максимум</translation>
    </message>
    <message>
        <source>Tap every box that is paid; none tapped: no box is paid.</source>
        <translation>Отметьте каждый бокс, которому платят; ни одного — никому не платят.</translation>
    </message>
    <message>
        <source>Pay this box</source>
        <translation>Выплата боксу</translation>
    </message>
    <message>
        <source>Which second hand?</source>
        <translation>Какая вторая рука?</translation>
    </message>
    <message>
        <source>How much insurance may this player take?</source>
        <translation>Какую страховку может взять этот игрок?</translation>
    </message>
    <message>
        <source>What does the table maximum cap this to?</source>
        <translation>До какой суммы это ограничит максимум стола?</translation>
    </message>
    <message>
        <source>Which boxes get paid when the dealer doesn't qualify?</source>
        <translation>Каким боксам платят, если у дилера нет игры?</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Выплата</translation>
    </message>
    <message>
        <source>Second hand</source>
        <translation>Вторая рука</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>Максимум стола</translation>
    </message>
    <message>
        <source>Dealer without a game</source>
        <translation>Дилер без игры</translation>
    </message>
    <message>
        <source>Box {n}: how much do you pay or collect?</source>
        <translation>Бокс {n}: сколько выплатить или забрать?</translation>
    </message>
    <message>
        <source>Box {n}: which second hand does it hold?</source>
        <translation>Бокс {n}: какая у него вторая рука?</translation>
    </message>
    <message>
        <source>Box {n} wants insurance: the least and the most it may take?</source>
        <translation>Бокс {n} хочет страховку: какую наименьшую и наибольшую он может взять?</translation>
    </message>
    <message>
        <source>Box {n} wins more than the table allows: what do you pay?</source>
        <translation>Бокс {n} выиграл больше, чем позволяет стол: сколько выплатить?</translation>
    </message>
    <message>
        <source>The dealer has no game. Which boxes are paid on their main game?</source>
        <translation>У дилера нет игры. Каким боксам платят по основной игре?</translation>
    </message>
    <message>
        <source>Minimum: {k} × Ante {ante} = {low}</source>
        <translation>Минимум: {k} × Анте {ante} = {low}</translation>
    </message>
    <message>
        <source>Minimum: {k} × Ante {ante} = {exact}, up to the chip ({unit}) = {low}</source>
        <translation>Минимум: {k} × Анте {ante} = {exact}, округлённое вверх до фишки ({unit}) = {low}</translation>
    </message>
    <message>
        <source>Possible win: Bet {bet} × {ratio} ({hand}) = {win}</source>
        <translation>Возможный выигрыш: Ставка {bet} × {ratio} ({hand}) = {win}</translation>
    </message>
    <message>
        <source>  + second hand: Bet {bet} × {ratio} ({hand}) = {win}; together {total}</source>
        <translation>  + вторая рука: Ставка {bet} × {ratio} ({hand}) = {win}; всего {total}</translation>
    </message>
    <message>
        <source>{pct}% of the possible win = {amount}</source>
        <translation>{pct} % возможного выигрыша = {amount}</translation>
    </message>
    <message>
        <source>Table maximum {max} − Ante {ante} = {room}</source>
        <translation>Максимум стола {max} − Анте {ante} = {room}</translation>
    </message>
    <message>
        <source>Maximum: the smaller, rounded down to the chip ({unit}) = {high}</source>
        <translation>Максимум: меньшее, округлённое вниз до фишки ({unit}) = {high}</translation>
    </message>
    <message>
        <source>✓ RIGHT</source>
        <translation>✓ ВЕРНО</translation>
    </message>
    <message>
        <source>✗ WRONG</source>
        <translation>✗ НЕВЕРНО</translation>
    </message>
    <message>
        <source>Your answer: {given}</source>
        <translation>Ваш ответ: {given}</translation>
    </message>
    <message>
        <source>Right answer: {expected}</source>
        <translation>Правильный ответ: {expected}</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} с</translation>
    </message>
    <message>
        <source>PAID</source>
        <translation>ВЫПЛАТА</translation>
    </message>
    <message>
        <source>NOT PAID</source>
        <translation>БЕЗ ВЫПЛАТЫ</translation>
    </message>
    <message>
        <source>Worked answer</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Principal hand: {hand}</source>
        <translation>Основная рука: {hand}</translation>
    </message>
    <message>
        <source>second hand: {hand} ({cards})</source>
        <translation>вторая рука: {hand} ({cards})</translation>
    </message>
    <message>
        <source>no second hand</source>
        <translation>второй руки нет</translation>
    </message>
    <message>
        <source>CHECK</source>
        <translation>ПРОВЕРИТЬ</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Следующее задание</translation>
    </message>
    <message>
        <source>SIMULATION · TRAINING — NOT A LIVE TABLE</source>
        <translation>СИМУЛЯЦИЯ · ОБУЧЕНИЕ — НЕ РЕАЛЬНЫЙ СТОЛ</translation>
    </message>
    <message>
        <source>Sixth card</source>
        <translation>Шестая карта</translation>
    </message>
    <message>
        <source>Dealt: {cards}</source>
        <translation>Розданы: {cards}</translation>
    </message>
    <message>
        <source>Decisions: {what}</source>
        <translation>Решения: {what}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>bought game: {card}</source>
        <translation>купленная игра: {card}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>Table maximum {max} · side bets {side} · chip {unit}</source>
        <translation>Максимум стола {max} · доп. ставки {side} · фишка {unit}</translation>
    </message>
    <message>
        <source>table maximum</source>
        <translation>максимум стола</translation>
    </message>
    <message>
        <source>side bet maximum</source>
        <translation>максимум доп. ставок</translation>
    </message>
    <message>
        <source>second hand</source>
        <translation>вторая рука</translation>
    </message>
    <message>
        <source>six-card box</source>
        <translation>бокс с шестью картами</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <source>insurance limited by the table maximum</source>
        <translation>страховка, ограниченная максимумом стола</translation>
    </message>
    <message>
        <source>dealer without a game</source>
        <translation>дилер без игры</translation>
    </message>
    <message>
        <source>bought dealer game</source>
        <translation>купленная игра дилеру</translation>
    </message>
    <message>
        <source>exchange, sixth card and bought card fees</source>
        <translation>плата за обмен, шестую и купленную карту</translation>
    </message>
    <message>
        <source>Express Bonus, BONUS, Seguro, Trips</source>
        <translation>Экспресс-бонус, Бонус, Сегуро, Трипс</translation>
    </message>
    <message>
        <source>instant payout</source>
        <translation>мгновенная выплата</translation>
    </message>
    <message>
        <source>Blind pay table</source>
        <translation>таблица выплат Блайнд</translation>
    </message>
    <message>
        <source>blind box</source>
        <translation>бокс втёмную</translation>
    </message>
    <message>
        <source>folded box</source>
        <translation>сброшенный бокс</translation>
    </message>
    <message>
        <source>tie with the dealer</source>
        <translation>ничья с дилером</translation>
    </message>
    <message>
        <source>rounding down to the chip unit</source>
        <translation>округление вниз до фишки</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>{name}: {n} answers, {pct} right (times are medians)</source>
        <translation>{name}: ответов {n}, верно {pct} (время — медиана)</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>По заданиям</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>По дням</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>{right} of {n} right ({pct}) · median {median} s · {total} s in all</source>
        <translation>верно {right} из {n} ({pct}) · медиана {median} с · всего {total} с</translation>
    </message>
    <message>
        <source>Rules to practise: {rules}</source>
        <translation>Правила для практики: {rules}</translation>
    </message>
    <message>
        <source>No mistakes: well done.</source>
        <translation>Ошибок нет: отлично!</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ваш ответ</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Правильный ответ</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>бокс {n}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>Box {n} asked for {asked}, not {tapped}</source>
        <translation>Бокс {n} просил {asked}, а не {tapped}</translation>
    </message>
    <message>
        <source>Box {n} still asks for {asked}</source>
        <translation>Бокс {n} всё ещё просит {asked}</translation>
    </message>
    <message>
        <source>box {i} of {n}</source>
        <translation>бокс {i} из {n}</translation>
    </message>
    <message>
        <source>Show the settlement</source>
        <translation>Показать расчёт</translation>
    </message>
    <message>
        <source>Next box</source>
        <translation>Следующий бокс</translation>
    </message>
    <message>
        <source>Work out every box's payout before the settlement is shown</source>
        <translation>Рассчитайте выплату каждого бокса до показа расчёта</translation>
    </message>
    <message>
        <source>The players have placed their wagers: tap DEAL</source>
        <translation>Игроки сделали ставки: нажмите РАЗДАТЬ</translation>
    </message>
    <message>
        <source>Box {n} asks: {what}</source>
        <translation>Бокс {n} просит: {what}</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Покинуть стол</translation>
    </message>
    <message>
        <source>five cards, one box at a time</source>
        <translation>пять карт, по одному боксу</translation>
    </message>
    <message>
        <source>exchanges, six cards and second hands, insurance</source>
        <translation>обмен, шесть карт, вторая рука, страховка</translation>
    </message>
    <message>
        <source>table maximum, bought dealer games, every box</source>
        <translation>максимум стола, покупка игры дилеру, все боксы</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Стажёр</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>ваше имя</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Практика</translation>
    </message>
    <message>
        <source>Deal at the simulated table</source>
        <translation>Сдавать за учебным столом</translation>
    </message>
    <message>
        <source>My statistics</source>
        <translation>Моя статистика</translation>
    </message>
    <message>
        <source>{pct} right of {n}</source>
        <translation>верно {pct} из {n}</translation>
    </message>
    <message>
        <source>not tried yet</source>
        <translation>ещё не пробовали</translation>
    </message>
    <message>
        <source>All drills, mixed</source>
        <translation>Все задания вперемешку</translation>
    </message>
    <message>
        <source>Focus on my mistakes</source>
        <translation>Работа над ошибками</translation>
    </message>
    <message>
        <source>dealer-assist — SIMULATION (training)</source>
        <translation>dealer-assist — СИМУЛЯЦИЯ (обучение)</translation>
    </message>
    <message>
        <source>level {n}</source>
        <translation>уровень {n}</translation>
    </message>
    <message>
        <source>{right}/{n} right</source>
        <translation>верно {right}/{n}</translation>
    </message>
    <message>
        <source>Type your name first: your answers are kept under it.</source>
        <translation>Сначала введите имя: ответы сохраняются под ним.</translation>
    </message>
    <message>
        <source>focus on your mistakes</source>
        <translation>работа над ошибками</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Завершить занятие</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Итоги занятия</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>Export for the instructor</source>
        <translation>Экспорт для инструктора</translation>
    </message>
    <message>
        <source>Written: {paths}</source>
        <translation>Записано: {paths}</translation>
    </message>
    <message>
        <source>simulated table</source>
        <translation>учебный стол</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Не записано</translation>
    </message>
    <message>
        <source>Nothing of it was kept. Tap again once the training log can be written (the other program closed, disk space freed); if it stays, ask the technician.</source>
        <translation>Ничего не сохранено. Нажмите ещё раз, когда в журнал обучения снова можно будет писать (другая программа закрыта, на диске освобождено место); если не помогает, позовите техника.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The training log cannot be opened</source>
        <translation>Не удаётся открыть журнал обучения</translation>
    </message>
    <message>
        <source>Nothing was recorded and the live table is not affected. Close this window and ask the technician to repair the file or its folder, or to start the training with another file (dealer-assist train --log FILE).</source>
        <translation>Ничего не записано, живой стол это не затрагивает. Закройте это окно и попросите техника исправить файл или его папку или запустить обучение с другим файлом (dealer-assist train --log ФАЙЛ).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Wagers</name>
    <message>
        <source>Box {n}: wagers</source>
        <translation>Бокс {n}: ставки</translation>
    </message>
    <message>
        <source>Blind box, Play {m}×</source>
        <translation>Втёмную, Play {m}×</translation>
    </message>
    <message>
        <source>Blind box</source>
        <translation>Бокс втёмную</translation>
    </message>
    <message>
        <source>Remove box</source>
        <translation>Убрать бокс</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>limits {low} to {high}</source>
        <translation>лимиты от {low} до {high}</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Блайнд</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Трипс</translation>
    </message>
    <message>
        <source>Second hand</source>
        <translation>Вторая рука</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <source>Instant payout</source>
        <translation>Мгновенная выплата</translation>
    </message>
    <message>
        <source>Express Bonus</source>
        <translation>Экспресс-бонус</translation>
    </message>
    <message>
        <source>Express Bonus (dealer)</source>
        <translation>Экспресс-бонус (дилер)</translation>
    </message>
    <message>
        <source>Express Bonus (box)</source>
        <translation>Экспресс-бонус (бокс)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Seguro</source>
        <translation>Сегуро</translation>
    </message>
    <message>
        <source>Exchange fee</source>
        <translation>Плата за обмен</translation>
    </message>
    <message>
        <source>Sixth card fee</source>
        <translation>Плата за шестую карту</translation>
    </message>
    <message>
        <source>Bought card fee</source>
        <translation>Плата за купленную карту</translation>
    </message>
    <message>
        <source>Dealer game fee</source>
        <translation>Плата за игру дилеру</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>Максимум стола</translation>
    </message>
    <message>
        <source>Side bet maximum</source>
        <translation>Максимум доп. ставок</translation>
    </message>
    <message>
        <source>Express Bonus (box {n})</source>
        <translation>Экспресс-бонус (бокс {n})</translation>
    </message>
    <message>
        <source>On the hand of box:</source>
        <translation>На руку бокса:</translation>
    </message>
    <message>
        <source>Choose the box whose hand the Express Bonus is on</source>
        <translation>Выберите бокс, на руку которого Экспресс-бонус</translation>
    </message>
    <message>
        <source>{wager}: required at this table</source>
        <translation>{wager}: обязательна за этим столом</translation>
    </message>
    <message>
        <source>{wager} {amount} must be at least the {other} {least}</source>
        <translation>{wager} {amount} должен быть не меньше, чем {other} {least}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Плей</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>camera calibration</source>
        <translation>калибровка камеры</translation>
    </message>
    <message>
        <source>first (dealer's left)</source>
        <translation>первый (слева от крупье)</translation>
    </message>
    <message>
        <source>second</source>
        <translation>второй</translation>
    </message>
    <message>
        <source>third</source>
        <translation>третий</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>четвёртый</translation>
    </message>
    <message>
        <source>Camera calibration: who are you?</source>
        <translation>Калибровка камеры: кто вы?</translation>
    </message>
    <message>
        <source>Camera calibration</source>
        <translation>Калибровка камеры</translation>
    </message>
    <message>
        <source>Grab frame</source>
        <translation>Снять кадр</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Открыть снимок…</translation>
    </message>
    <message>
        <source>Undo last tap</source>
        <translation>Отменить касание</translation>
    </message>
    <message>
        <source>Close zone</source>
        <translation>Закрыть зону</translation>
    </message>
    <message>
        <source>Hold'em board</source>
        <translation>Борд Hold'em</translation>
    </message>
    <message>
        <source>Standard layout</source>
        <translation>Стандартная разметка</translation>
    </message>
    <message>
        <source>Learn cards from folder…</source>
        <translation>Выучить карты из папки…</translation>
    </message>
    <message>
        <source>Save calibration</source>
        <translation>Сохранить калибровку</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Camera frame</source>
        <translation>Кадр камеры</translation>
    </message>
    <message>
        <source>Folder with one image per card</source>
        <translation>Папка с одним снимком на карту</translation>
    </message>
    <message>
        <source>Step 1: grab a frame from the camera, or open an image of the table.</source>
        <translation>Шаг 1: снимите кадр с камеры или откройте снимок стола.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>No frame yet: grab one from the camera or open an image</source>
        <translation>Кадра пока нет: снимите его с камеры или откройте снимок</translation>
    </message>
    <message>
        <source>Layout width</source>
        <translation>Ширина сукна</translation>
    </message>
    <message>
        <source>Layout depth</source>
        <translation>Глубина сукна</translation>
    </message>
    <message>
        <source>Zone to tap</source>
        <translation>Зона</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <source>the camera gave no frame (is it connected?)</source>
        <translation>камера не дала кадр (она подключена?)</translation>
    </message>
    <message>
        <source>a zone needs at least three corners</source>
        <translation>у зоны должно быть не меньше трёх углов</translation>
    </message>
    <message>
        <source>tap the layout's four corners first</source>
        <translation>сначала коснитесь четырёх углов сукна</translation>
    </message>
    <message>
        <source>zone {name} marked</source>
        <translation>зона {name} отмечена</translation>
    </message>
    <message>
        <source>standard layout: {zones}</source>
        <translation>стандартная разметка: {zones}</translation>
    </message>
    <message>
        <source>learning the cards in {folder}…</source>
        <translation>изучаю карты в {folder}…</translation>
    </message>
    <message>
        <source>nothing to save yet: tap the corners or learn the cards</source>
        <translation>сохранять пока нечего: отметьте углы или выучите карты</translation>
    </message>
    <message>
        <source>saved {path}</source>
        <translation>сохранено: {path}</translation>
    </message>
    <message>
        <source>Step 3: tap each zone's four corners (pick the zone first), or use Standard layout. Then learn the cards from a folder (AS.png, TD.png …).</source>
        <translation>Шаг 3: коснитесь четырёх углов каждой зоны (сначала выберите зону) или нажмите «Стандартная разметка». Затем выучите карты из папки (AS.png, TD.png …).</translation>
    </message>
    <message>
        <source>learned {n} cards</source>
        <translation>выучено карт: {n}</translation>
    </message>
    <message>
        <source>Step 2: tap the layout's {corner} corner (go round the layout), and set its size.</source>
        <translation>Шаг 2: коснитесь угла сукна: {corner} (по кругу) и задайте его размер.</translation>
    </message>
    <message>
        <source>no frame: {reason}</source>
        <translation>нет кадра: {reason}</translation>
    </message>
    <message>
        <source>{error} (it will be replaced on save)</source>
        <translation>{error} (будет заменено при сохранении)</translation>
    </message>
    <message>
        <source>Step 4: save. Zones: {zones}</source>
        <translation>Шаг 4: сохраните. Зоны: {zones}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>A round of {game} is in progress at table {table}: resume it, or have a pit boss void it, first</source>
        <translation>Раунд ({game}) идёт за столом {table}: сначала продолжите его или попросите питбосса аннулировать</translation>
    </message>
    <message>
        <source>1 box</source>
        <translation>1 бокс</translation>
    </message>
    <message numerus="yes">
        <source>%n boxes</source>
        <translation>
            <numerusform>%n бокс</numerusform>
            <numerusform>%n бокса</numerusform>
            <numerusform>%n боксов</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n} of {game}, {boxes}, in progress since {time}</source>
        <translation>Раунд {n}, {game}, {boxes}, идёт с {time}</translation>
    </message>
    <message>
        <source>A round of {game}, {boxes}, in progress since {time}</source>
        <translation>Раунд, {game}, {boxes}, идёт с {time}</translation>
    </message>
    <message>
        <source>Finish it, or have a pit boss void it, before another game starts.</source>
        <translation>Завершите его или попросите питбосса аннулировать его, прежде чем начнётся другая игра.</translation>
    </message>
    <message>
        <source>The round in progress at table {table} cannot be read: a pit boss can void it.</source>
        <translation>Незавершённый раунд стола {table} не читается: питбосс может его аннулировать.</translation>
    </message>
    <message>
        <source>Nothing was deleted; the void keeps its saved text in the log. ({reason})</source>
        <translation>Ничего не удалено: аннулирование сохраняет его текст в журнале. ({reason})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить раунд</translation>
    </message>
    <message>
        <source>Void (pit boss)</source>
        <translation>Аннулировать (питбосс)</translation>
    </message>
    <message>
        <source>The round cannot be finished</source>
        <translation>Раунд нельзя завершить</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Ошибка раздачи</translation>
    </message>
    <message>
        <source>The table closed</source>
        <translation>Стол закрылся</translation>
    </message>
    <message>
        <source>void the round in progress</source>
        <translation>аннулировать незавершённый раунд</translation>
    </message>
    <message>
        <source>Void: {what}</source>
        <translation>Аннулировать: {what}</translation>
    </message>
    <message>
        <source>The round in progress was voided and recorded in the log</source>
        <translation>Незавершённый раунд аннулирован и записан в журнал</translation>
    </message>
    <message>
        <source>Close dealer-assist?</source>
        <translation>Закрыть dealer-assist?</translation>
    </message>
    <message>
        <source>Round {n} is in progress. It stays saved: when the table starts again, resume it or void it.</source>
        <translation>Идёт раунд {n}. Он сохранён: при следующем запуске стола продолжите или аннулируйте его.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Keep the round for later</source>
        <translation>Сохранить раунд на потом</translation>
    </message>
    <message>
        <source>Round {n} of {game} is in progress at table {table}: resume it, or have a pit boss void it, first</source>
        <translation>Раунд {n} ({game}) идёт за столом {table}: сначала продолжите его или попросите питбосса аннулировать</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Box {n}: {reason}</source>
        <translation>Бокс {n}: {reason}</translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message numerus="yes">
        <source>floor: %n rounds waiting</source>
        <translation>
            <numerusform>зал: %n раунд ждёт отправки</numerusform>
            <numerusform>зал: %n раунда ждут отправки</numerusform>
            <numerusform>зал: %n раундов ждут отправки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rotation</name>
    <message>
        <source>A round is in progress: the croupier changes between rounds</source>
        <translation>Идёт раунд: крупье меняется только между раундами</translation>
    </message>
    <message>
        <source>The last round is not in the log yet: tap Retry first</source>
        <translation>Последний раунд ещё не в журнале: сначала нажмите «Повторить»</translation>
    </message>
    <message>
        <source>{name} is already dealing</source>
        <translation>{name} уже раздаёт</translation>
    </message>
    <message>
        <source>Dealing: nobody signed in</source>
        <translation>Раздаёт: никто не вошёл</translation>
    </message>
    <message>
        <source>Dealing: {name}</source>
        <translation>Раздаёт: {name}</translation>
    </message>
    <message>
        <source>take over the table</source>
        <translation>принять стол</translation>
    </message>
    <message>
        <source>Change croupier</source>
        <translation>Смена крупье</translation>
    </message>
    <message>
        <source>croupier</source>
        <translation>крупье</translation>
    </message>
    <message>
        <source>Per croupier</source>
        <translation>По крупье</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Крупье</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Роздано рук</translation>
    </message>
    <message>
        <source>Hours dealing</source>
        <translation>Часов за столом</translation>
    </message>
    <message>
        <source>Hands per hour</source>
        <translation>Рук в час</translation>
    </message>
    <message>
        <source>Corrections per 100 rounds</source>
        <translation>Исправлений на 100 раундов</translation>
    </message>
    <message>
        <source>Payouts capped</source>
        <translation>Ограниченные выплаты</translation>
    </message>
    <message>
        <source>(nobody signed in)</source>
        <translation>(никто не вошёл)</translation>
    </message>
    <message>
        <source>croupier rotation</source>
        <translation>смена крупье</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Аннулировано</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) dealt by {old}: {new} deals now</source>
        <translation>
            <numerusform>За {old}: %n раунд. Теперь раздаёт {new}</numerusform>
            <numerusform>За {old}: %n раунда. Теперь раздаёт {new}</numerusform>
            <numerusform>За {old}: %n раундов. Теперь раздаёт {new}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>pays {amount}: a pit boss approves it</source>
        <translation>выплата {amount}: нужно одобрение пит-босса</translation>
    </message>
    <message>
        <source>the box pays {owed}, not {amount}: the approval is for another payout</source>
        <translation>бокс получает {owed}, а не {amount}: одобрение относится к другой выплате</translation>
    </message>
    <message>
        <source>no payout of this box waits for a pit boss's approval</source>
        <translation>ни одна выплата этого бокса не ждёт одобрения пит-босса</translation>
    </message>
    <message>
        <source>an approval's amount is not an amount: {amount}</source>
        <translation>сумма одобрения — не сумма: {amount}</translation>
    </message>
    <message>
        <source>an approval names the pit boss who gave it</source>
        <translation>одобрение называет пит-босса, который его дал</translation>
    </message>
    <message>
        <source>an approval is given from the floor or by PIN, not {how}</source>
        <translation>одобрение даётся из пита или по PIN-коду, а не {how}</translation>
    </message>
    <message>
        <source>this table has no approval threshold: no payout waits for approval</source>
        <translation>у этого стола нет порога одобрения: ни одна выплата не ждёт одобрения</translation>
    </message>
    <message>
        <source>a payout is approved at settlement</source>
        <translation>выплата одобряется при расчёте</translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt, a box gets {want}</source>
        <translation>
            <numerusform>сдана %n карта, боксу положено {want}</numerusform>
            <numerusform>сдано %n карты, боксу положено {want}</numerusform>
            <numerusform>сдано %n карт, боксу положено {want}</numerusform>
        </translation>
    </message>
    <message>
        <source>'{action}' is not an action of {game}</source>
        <translation>«{action}» — не действие игры {game}</translation>
    </message>
    <message>
        <source>{action} is not allowed now ({phase})</source>
        <translation>{action} сейчас нельзя ({phase})</translation>
    </message>
    <message>
        <source>waiting for the cards of the {action}</source>
        <translation>ожидаются карты для действия: {action}</translation>
    </message>
    <message>
        <source>the box has no cards yet</source>
        <translation>у бокса ещё нет карт</translation>
    </message>
    <message>
        <source>{hand} was paid instantly; the box takes no decisions</source>
        <translation>{hand} оплачена сразу; бокс больше не принимает решений</translation>
    </message>
    <message>
        <source>the box has folded</source>
        <translation>бокс сбросил карты</translation>
    </message>
    <message>
        <source>a blind box takes no decisions</source>
        <translation>слепой бокс не принимает решений</translation>
    </message>
    <message>
        <source>cannot {action}: the box has already {done}</source>
        <translation>нельзя «{action}»: бокс уже {done}</translation>
    </message>
    <message>
        <source>cannot fold: the box has {status}</source>
        <translation>сбросить нельзя: бокс {status}</translation>
    </message>
    <message>
        <source>this game has no exchange</source>
        <translation>в этой игре нет обмена</translation>
    </message>
    <message>
        <source>an exchange discards {low} to 5 cards, not {count}</source>
        <translation>при обмене сбрасывают от {low} до 5 карт, а не {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards discarded but {drawn} drawn</source>
        <translation>
            <numerusform>сброшена %n карта, а получено {drawn}</numerusform>
            <numerusform>сброшено %n карты, а получено {drawn}</numerusform>
            <numerusform>сброшено %n карт, а получено {drawn}</numerusform>
        </translation>
    </message>
    <message>
        <source>this game has no sixth card</source>
        <translation>в этой игре нет шестой карты</translation>
    </message>
    <message>
        <source>a sixth card is one card, not {count}</source>
        <translation>шестая карта — одна карта, а не {count}</translation>
    </message>
    <message>
        <source>this game has no bought card</source>
        <translation>в этой игре нельзя купить карту</translation>
    </message>
    <message>
        <source>only a box that has called may buy a card</source>
        <translation>купить карту может только бокс, сделавший ставку</translation>
    </message>
    <message>
        <source>the box has already bought a card</source>
        <translation>бокс уже купил карту</translation>
    </message>
    <message>
        <source>the dealer has opened</source>
        <translation>дилер уже открылся</translation>
    </message>
    <message>
        <source>the player gives up exactly one card, not {count}</source>
        <translation>игрок сдаёт ровно одну карту, а не {count}</translation>
    </message>
    <message>
        <source>a bought card is one card</source>
        <translation>покупная карта — одна карта</translation>
    </message>
    <message>
        <source>{card} is discarded twice</source>
        <translation>{card} сброшена дважды</translation>
    </message>
    <message>
        <source>{card} is not one of the box's cards</source>
        <translation>{card} — не карта этого бокса</translation>
    </message>
    <message>
        <source>this game has no insurance</source>
        <translation>в этой игре нет страховки</translation>
    </message>
    <message>
        <source>only a box that has played may insure</source>
        <translation>страховаться может только бокс, сделавший ставку</translation>
    </message>
    <message>
        <source>the box is already insured</source>
        <translation>бокс уже застрахован</translation>
    </message>
    <message>
        <source>insurance closes when the dealer opens</source>
        <translation>страховка закрывается, когда дилер открывается</translation>
    </message>
    <message>
        <source>insurance needs {hand} or better and room under the table maximum</source>
        <translation>для страховки нужна комбинация {hand} или выше и запас до максимума стола</translation>
    </message>
    <message>
        <source>insurance {amount} is outside the allowed {low} to {high}</source>
        <translation>страховка {amount} вне допустимого диапазона от {low} до {high}</translation>
    </message>
    <message>
        <source>buying the dealer a game is off at this table</source>
        <translation>покупка игры дилеру за этим столом отключена</translation>
    </message>
    <message>
        <source>only a box that has played may buy the dealer a game</source>
        <translation>купить игру дилеру может только бокс, сделавший ставку</translation>
    </message>
    <message>
        <source>the box has already bought the dealer a game</source>
        <translation>бокс уже купил игру дилеру</translation>
    </message>
    <message>
        <source>the dealer has not opened</source>
        <translation>дилер ещё не открылся</translation>
    </message>
    <message>
        <source>the dealer has a game ({hand}): there is nothing to buy</source>
        <translation>у дилера есть игра ({hand}): покупать нечего</translation>
    </message>
    <message>
        <source>no exchange or purchase is waiting for cards</source>
        <translation>ни обмен, ни покупка не ждут карт</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) wanted, {given} given</source>
        <translation>
            <numerusform>%n карта ожидается, получено {given}</numerusform>
            <numerusform>%n карты ожидается, получено {given}</numerusform>
            <numerusform>%n карт ожидается, получено {given}</numerusform>
        </translation>
    </message>
    <message>
        <source>the box has not played or folded ({status})</source>
        <translation>бокс не сделал ставку и не сбросил ({status})</translation>
    </message>
    <message>
        <source>the dealer's bought card is missing</source>
        <translation>нет купленной карты дилера</translation>
    </message>
    <message>
        <source>the box has {status}: no more decisions</source>
        <translation>бокс {status}: решений больше нет</translation>
    </message>
    <message>
        <source>the box's decision is on the {street}, not the {phase}</source>
        <translation>решение бокса — на этапе «{street}», а не «{phase}»</translation>
    </message>
    <message>
        <source>unknown street '{street}'</source>
        <translation>неизвестная улица «{street}»</translation>
    </message>
    <message>
        <source>{action} on the {given}, but the box is on the {street}</source>
        <translation>{action} на этапе «{given}», а бокс на этапе «{street}»</translation>
    </message>
    <message>
        <source>a blind box plays before the deal and takes no decisions</source>
        <translation>слепой бокс играет до раздачи и не принимает решений</translation>
    </message>
    <message>
        <source>after the river: play 1x or fold</source>
        <translation>после ривера: играть 1x или сбросить</translation>
    </message>
    <message>
        <source>no fold on the {street}: check or play</source>
        <translation>на этапе «{street}» сбросить нельзя: чек или игра</translation>
    </message>
    <message>
        <source>Play on the {street} is {allowed} the Ante, not {given}</source>
        <translation>Плей на этапе «{street}» — {allowed} анте, а не {given}</translation>
    </message>
    <message>
        <source>{wager} {amount} is not a whole number of chip units (chip unit {unit})</source>
        <translation>{wager} {amount} — не целое число фишек по {unit}</translation>
    </message>
    <message>
        <source>{wager} {amount} is outside the table limits {low} to {high}</source>
        <translation>{wager} {amount} вне лимитов стола: от {low} до {high}</translation>
    </message>
    <message>
        <source>the Ante is mandatory</source>
        <translation>анте обязательно</translation>
    </message>
    <message>
        <source>{wagers}: no such wager in {game}</source>
        <translation>{wagers}: такой ставки нет в игре {game}</translation>
    </message>
    <message>
        <source>Ante and Blind must be equal (Ante {ante}, Blind {blind})</source>
        <translation>Анте и блайнд должны быть равны (анте {ante}, блайнд {blind})</translation>
    </message>
    <message>
        <source>the Express Bonus is mandatory at this table</source>
        <translation>Экспресс-бонус за этим столом обязателен</translation>
    </message>
    <message>
        <source>Express Bonus {amount} must be at least the Ante {ante}</source>
        <translation>Экспресс-бонус {amount} должен быть не меньше анте {ante}</translation>
    </message>
    <message>
        <source>Express Bonus on box {target}: not another box in play</source>
        <translation>Экспресс-бонус на бокс {target}: это не другой бокс в игре</translation>
    </message>
    <message>
        <source>no such box: this table has boxes 1 to {boxes}</source>
        <translation>нет такого бокса: за этим столом боксы с 1 по {boxes}</translation>
    </message>
    <message>
        <source>the box appears twice in the round</source>
        <translation>бокс указан в раунде дважды</translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n boxes, at most {limit}</source>
        <translation>
            <numerusform>игрок «{player}» играет %n бокс, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n бокса, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n боксов, не больше {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n open boxes, at most {limit}</source>
        <translation>
            <numerusform>игрок «{player}» играет %n открытый бокс, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n открытых бокса, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n открытых боксов, не больше {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n blind boxes, at most {limit}</source>
        <translation>
            <numerusform>игрок «{player}» играет %n слепой бокс, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n слепых бокса, не больше {limit}</numerusform>
            <numerusform>игрок «{player}» играет %n слепых боксов, не больше {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{action} without the cards drawn</source>
        <translation>{action} без полученных карт</translation>
    </message>
    <message>
        <source>box(es) bought the dealer a game but the dealer's new card is missing</source>
        <translation>бокс(ы) купили игру дилеру, но новой карты дилера нет</translation>
    </message>
    <message>
        <source>the dealer has a bought card but no box bought the dealer a game</source>
        <translation>у дилера есть купленная карта, но ни один бокс не покупал ему игру</translation>
    </message>
    <message>
        <source>the dealer has {count} cards, not {want}</source>
        <translation>у дилера {count} карт(ы), а не {want}</translation>
    </message>
    <message>
        <source>the board has {count} cards, not 5</source>
        <translation>на борде {count} карт(ы), а не 5</translation>
    </message>
    <message>
        <source>{game} has no board</source>
        <translation>в игре {game} нет борда</translation>
    </message>
    <message>
        <source>no final decision: the box is {status}</source>
        <translation>нет окончательного решения: бокс {status}</translation>
    </message>
    <message>
        <source>the box is not in play</source>
        <translation>бокс не в игре</translation>
    </message>
    <message>
        <source>the box has no wagers</source>
        <translation>у бокса нет ставок</translation>
    </message>
    <message>
        <source>no box has wagers: nothing to deal</source>
        <translation>ни у одного бокса нет ставок: сдавать нечего</translation>
    </message>
    <message>
        <source>no card is expected now</source>
        <translation>сейчас карта не ожидается</translation>
    </message>
    <message>
        <source>{card} is already on the table ({where})</source>
        <translation>{card} уже на столе ({where})</translation>
    </message>
    <message>
        <source>a blind box's Play (3x or 4x the Ante) is decided before the deal</source>
        <translation>плей слепого бокса (3x или 4x анте) выбирается до раздачи</translation>
    </message>
    <message>
        <source>an unreadable card must be entered first</source>
        <translation>сначала введите нечитаемую карту</translation>
    </message>
    <message>
        <source>no decisions now ({phase})</source>
        <translation>сейчас решений нет ({phase})</translation>
    </message>
    <message>
        <source>only a pit boss clears this alert (with the PIN)</source>
        <translation>снять это предупреждение может только питбосс (с PIN-кодом)</translation>
    </message>
    <message>
        <source>the round is not ready to settle ({phase})</source>
        <translation>раунд ещё не готов к расчёту ({phase})</translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s) open: {first}</source>
        <translation>
            <numerusform>открыто %n предупреждение: {first}</numerusform>
            <numerusform>открыто %n предупреждения: {first}</numerusform>
            <numerusform>открыто %n предупреждений: {first}</numerusform>
        </translation>
    </message>
    <message>
        <source>{why} (now: {phase})</source>
        <translation>{why} (сейчас: {phase})</translation>
    </message>
    <message>
        <source>{slot} has no card yet</source>
        <translation>{slot}: карты ещё нет</translation>
    </message>
    <message>
        <source>unknown record kind '{kind}'</source>
        <translation>неизвестный вид записи «{kind}»</translation>
    </message>
    <message>
        <source>no held card {id}</source>
        <translation>нет отложенной карты {id}</translation>
    </message>
    <message>
        <source>{slot} is not waiting for an unreadable card</source>
        <translation>{slot} не ждёт нечитаемую карту</translation>
    </message>
    <message>
        <source>correction refused: with {card} in {slot} the recorded round no longer holds ({why}); a pit boss can void the round</source>
        <translation>исправление отклонено: с картой {card} в позиции «{slot}» записанный раунд больше не сходится ({why}); питбосс может аннулировать раунд</translation>
    </message>
    <message>
        <source>no alert {id}</source>
        <translation>нет предупреждения {id}</translation>
    </message>
    <message>
        <source>a {kind} alert is resolved by fixing its card</source>
        <translation>предупреждение «{kind}» снимается исправлением его карты</translation>
    </message>
    <message>
        <source>cannot close '{what}'</source>
        <translation>нельзя закрыть «{what}»</translation>
    </message>
    <message>
        <source>box {turn} decides first (decisions go in box order)</source>
        <translation>бокс {turn} решает первым (решения идут по порядку боксов)</translation>
    </message>
    <message>
        <source>box {passed} has already taken the offer: it goes round in box order and this box was passed</source>
        <translation>бокс {passed} уже воспользовался предложением: оно идёт по порядку боксов, и этот бокс пропущен</translation>
    </message>
    <message>
        <source>a correction needs a reason</source>
        <translation>для исправления нужна причина</translation>
    </message>
    <message>
        <source>{slot} has no card to correct</source>
        <translation>{slot}: нет карты для исправления</translation>
    </message>
    <message>
        <source>nothing to undo: after the dealer opens (or a card was dealt) only a recorded correction can change the round</source>
        <translation>нечего отменять: после того как дилер открылся (или сдана карта), раунд меняет только записанное исправление</translation>
    </message>
    <message>
        <source>{step} refused: that card is already on the table face down — a pit boss must check the cards</source>
        <translation>{step} отклонено: эта карта уже лежит на столе рубашкой вверх — питбосс должен проверить карты</translation>
    </message>
    <message>
        <source>the round is confirmed and logged: only a void or adjustment record can change it</source>
        <translation>раунд подтверждён и записан: изменить его может только аннулирование или корректировка</translation>
    </message>
    <message>
        <source>wagers are placed before the deal</source>
        <translation>ставки делаются до раздачи</translation>
    </message>
    <message>
        <source>boxes are removed before the deal</source>
        <translation>боксы убирают до раздачи</translation>
    </message>
    <message>
        <source>the deal has started</source>
        <translation>раздача уже началась</translation>
    </message>
    <message>
        <source>insurance is not open</source>
        <translation>страховка не открыта</translation>
    </message>
    <message>
        <source>bought cards are not being offered</source>
        <translation>покупка карт не предлагается</translation>
    </message>
    <message>
        <source>the dealer's game is not offered</source>
        <translation>игра дилера не предлагается</translation>
    </message>
    <message>
        <source>the dealer opens after the decisions and insurance</source>
        <translation>дилер открывается после решений и страховки</translation>
    </message>
    <message>
        <source>the round is not settled yet</source>
        <translation>раунд ещё не рассчитан</translation>
    </message>
    <message>
        <source>card entry</source>
        <translation>Ввод карты</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <source>held</source>
        <translation>отложена</translation>
    </message>
    <message>
        <source>the dealer's hand</source>
        <translation>рука дилера</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>борд</translation>
    </message>
    <message>
        <source>burned</source>
        <translation>сожжена</translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation>бокс {box}</translation>
    </message>
    <message>
        <source>drawn by box {box}</source>
        <translation>получена боксом {box}</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>отложена в сторону</translation>
    </message>
    <message>
        <source>no amount</source>
        <translation>без суммы</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>поменял карты</translation>
    </message>
    <message>
        <source>bought a sixth card</source>
        <translation>купил шестую карту</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} или {b}</translation>
    </message>
    <message>
        <source>{n}x</source>
        <translation>{n}x</translation>
    </message>
    <message>
        <source>Express Bonus on the dealer</source>
        <translation>Экспресс-бонус на дилера</translation>
    </message>
    <message>
        <source>Express Bonus on another box</source>
        <translation>Экспресс-бонус на другой бокс</translation>
    </message>
    <message>
        <source>box {box} card {i}</source>
        <translation>бокс {box}, карта {i}</translation>
    </message>
    <message>
        <source>box {box} draw {i}</source>
        <translation>бокс {box}, новая карта {i}</translation>
    </message>
    <message>
        <source>burn {i}</source>
        <translation>сжигаемая карта {i}</translation>
    </message>
    <message>
        <source>dealer card {i}</source>
        <translation>карта дилера {i}</translation>
    </message>
    <message>
        <source>board card {i}</source>
        <translation>карта борда {i}</translation>
    </message>
    <message>
        <source>dealer's bought card</source>
        <translation>купленная карта дилера</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>ставки</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>раздача</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>решения</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>добор карт</translation>
    </message>
    <message>
        <source>buy_cards</source>
        <translation>покупка карт</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <source>open_dealer</source>
        <translation>открытие дилера</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>дилер открыт</translation>
    </message>
    <message>
        <source>dealer_game_offer</source>
        <translation>предложение игры дилеру</translation>
    </message>
    <message>
        <source>dealer_game_draw</source>
        <translation>карта купленной игры</translation>
    </message>
    <message>
        <source>preflop</source>
        <translation>префлоп</translation>
    </message>
    <message>
        <source>flop_deal</source>
        <translation>сдача флопа</translation>
    </message>
    <message>
        <source>flop</source>
        <translation>флоп</translation>
    </message>
    <message>
        <source>river_deal</source>
        <translation>сдача тёрна и ривера</translation>
    </message>
    <message>
        <source>river</source>
        <translation>ривер</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>расчёт</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>подтверждён</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ждёт карт</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>с картами</translation>
    </message>
    <message>
        <source>draw_pending</source>
        <translation>ждёт новых карт</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>с новыми картами</translation>
    </message>
    <message>
        <source>played</source>
        <translation>играет</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>оплачен сразу</translation>
    </message>
    <message>
        <source>{slot}: the reader could not read this card — enter or confirm it</source>
        <translation>{slot}: считыватель не прочитал эту карту — введите или подтвердите её</translation>
    </message>
    <message>
        <source>{card} was read again ({where}): not accepted — check the card and the shoe</source>
        <translation>{card} прочитана повторно ({where}): не принята — проверьте карту и шуз</translation>
    </message>
    <message>
        <source>a card already on the table face down was read again: not accepted — check the card and the shoe</source>
        <translation>карта, уже лежащая на столе рубашкой вверх, прочитана повторно: не принята — проверьте карту и шуз</translation>
    </message>
    <message>
        <source>{card} arrived when no card was expected: held — place it or set it aside</source>
        <translation>{card} пришла, когда карта не ожидалась: отложена — положите её или уберите в сторону</translation>
    </message>
    <message>
        <source>a card entered for {slot} is already on the table face down: a pit boss must check the cards</source>
        <translation>карта, введённая для позиции «{slot}», уже лежит на столе рубашкой вверх: питбосс должен проверить карты</translation>
    </message>
    <message>
        <source>an unreadable card arrived when none was expected: check the shoe</source>
        <translation>пришла нечитаемая карта, когда карта не ожидалась: проверьте шуз</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) from the reader never arrived: a card may be missing — check the cards</source>
        <translation>
            <numerusform>%n сообщение от считывателя не пришло: может не хватать карты — проверьте карты</numerusform>
            <numerusform>%n сообщения от считывателя не пришли: может не хватать карты — проверьте карты</numerusform>
            <numerusform>%n сообщений от считывателя не пришли: может не хватать карты — проверьте карты</numerusform>
        </translation>
    </message>
    <message>
        <source>card reader lost: {reason}</source>
        <translation>считыватель карт потерян: {reason}</translation>
    </message>
    <message>
        <source>card reader back: check no card was dealt meanwhile</source>
        <translation>считыватель карт снова на связи: проверьте, что за это время не сдавались карты</translation>
    </message>
    <message>
        <source>the reader reports {code}</source>
        <translation>считыватель сообщает {code}</translation>
    </message>
    <message>
        <source>checking camera lost: {reason}</source>
        <translation>контрольная камера потеряна: {reason}</translation>
    </message>
    <message>
        <source>checking camera back</source>
        <translation>контрольная камера снова на связи</translation>
    </message>
    <message>
        <source>the reader sent message {sequence} again with different content, which was not taken: check the cards on the layout</source>
        <translation>считыватель повторно прислал сообщение {sequence} с другим содержимым, оно не принято: проверьте карты на столе</translation>
    </message>
    <message numerus="yes">
        <source>%n card message(s) from the reader found no room and were lost — check every card on the layout</source>
        <translation>
            <numerusform>%n сообщение о карте от считывателя не поместилось и потеряно — проверьте все карты на столе</numerusform>
            <numerusform>%n сообщения о картах от считывателя не поместились и потеряны — проверьте все карты на столе</numerusform>
            <numerusform>%n сообщений о картах от считывателя не поместились и потеряны — проверьте все карты на столе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the reader's queue overflowed: %n protocol error(s) or heartbeat(s) dropped</source>
        <translation>
            <numerusform>очередь считывателя переполнилась: отброшена %n ошибка протокола или сигнал</numerusform>
            <numerusform>очередь считывателя переполнилась: отброшено %n ошибки протокола или сигнала</numerusform>
            <numerusform>очередь считывателя переполнилась: отброшено %n ошибок протокола или сигналов</numerusform>
        </translation>
    </message>
    <message>
        <source>folded</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>folded: the BONUS is lost with the Ante</source>
        <translation>сброс: БОНУС проигран вместе с анте</translation>
    </message>
    <message>
        <source>folded [trips_lost_on_fold]</source>
        <translation>сброс: Trips проиграна</translation>
    </message>
    <message>
        <source>dealer has no game</source>
        <translation>у дилера нет игры</translation>
    </message>
    <message>
        <source>bought game: the dealer still has no game</source>
        <translation>купленная игра: у дилера по-прежнему нет игры</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>tie [insurance_on_tie = lose]</source>
        <translation>ничья: страховка проиграна</translation>
    </message>
    <message>
        <source>dealer qualifies and the box beats it</source>
        <translation>дилер в игре, и бокс его бьёт</translation>
    </message>
    <message>
        <source>dealer qualifies and equals or beats the box</source>
        <translation>дилер в игре и равен боксу или бьёт его</translation>
    </message>
    <message>
        <source>dealer has no pair: the Ante pushes</source>
        <translation>у дилера нет пары: анте возвращается</translation>
    </message>
    <message>
        <source>wins below a straight: the Blind pushes</source>
        <translation>выигрыш ниже стрита: блайнд возвращается</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>won {won}, capped at {limit}: pays {limit}</source>
        <translation>выигрыш {won}, ограничен {limit}: выплата {limit}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Нет такого файла или каталога</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Доступ запрещён</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Устройство или ресурс занят</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>На устройстве не осталось места</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Файловая система только для чтения</translation>
    </message>
    <message>
        <source>round log {path}: is a folder, not a file</source>
        <translation>журнал раундов {path}: это папка, а не файл</translation>
    </message>
    <message>
        <source>round log {path}: not a round log (not an SQLite database)</source>
        <translation>журнал раундов {path}: это не журнал раундов (не база данных SQLite)</translation>
    </message>
    <message>
        <source>round log {path}: an SQLite database, but not a dealer-assist round log</source>
        <translation>журнал раундов {path}: база данных SQLite, но не журнал раундов dealer-assist</translation>
    </message>
    <message>
        <source>round log {path}: written by a newer dealer-assist (log schema {version}; this version knows up to {known}); update the application to read it</source>
        <translation>журнал раундов {path}: записан более новой версией dealer-assist (схема журнала {version}; эта версия знает до {known}); обновите приложение, чтобы его прочитать</translation>
    </message>
    <message>
        <source>round log {path}: cannot create its folder: {why}</source>
        <translation>журнал раундов {path}: не удаётся создать его папку: {why}</translation>
    </message>
    <message>
        <source>cannot open serial port {port}: {why}</source>
        <translation>не удаётся открыть последовательный порт {port}: {why}</translation>
    </message>
    <message>
        <source>unknown card-reader protocol '{protocol}': choose framed or line</source>
        <translation>неизвестный протокол считывателя карт '{protocol}': выберите framed или line</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be opened: {why}</source>
        <translation>файл персонала {path}: не открывается: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: its key {key_file} is missing, so no PIN can be checked: put the key file back from the installation's backup</source>
        <translation>файл персонала {path}: нет его ключа {key_file}, поэтому ни один PIN не проверить: верните файл ключа из резервной копии установки</translation>
    </message>
    <message>
        <source>staff key {path} can be read by other users (mode {mode}): chmod 600 {path}</source>
        <translation>ключ персонала {path} могут читать другие пользователи (режим {mode}): chmod 600 {path}</translation>
    </message>
    <message>
        <source>staff key {path}: not a staff key (32 bytes in hex)</source>
        <translation>ключ персонала {path}: это не ключ персонала (32 байта в шестнадцатеричном виде)</translation>
    </message>
    <message>
        <source>a PIN is {low} to {high} digits</source>
        <translation>PIN состоит из {low}–{high} цифр</translation>
    </message>
    <message>
        <source>a pit boss PIN is {low} to {high} digits</source>
        <translation>PIN пит-босса состоит из {low}–{high} цифр</translation>
    </message>
    <message>
        <source>a PIN of one digit repeated is too easy to guess</source>
        <translation>PIN из одной повторённой цифры слишком легко угадать</translation>
    </message>
    <message>
        <source>a name is 1 to 40 characters</source>
        <translation>имя — от 1 до 40 символов</translation>
    </message>
    <message>
        <source>no croupier called {name}</source>
        <translation>нет крупье по имени {name}</translation>
    </message>
    <message>
        <source>no pit boss called {name}</source>
        <translation>нет питбосса по имени {name}</translation>
    </message>
    <message>
        <source>no technician called {name}</source>
        <translation>нет техника по имени {name}</translation>
    </message>
    <message>
        <source>there is already a croupier called {name}</source>
        <translation>крупье по имени {name} уже есть</translation>
    </message>
    <message>
        <source>there is already a pit boss called {name}</source>
        <translation>питбосс по имени {name} уже есть</translation>
    </message>
    <message>
        <source>there is already a technician called {name}</source>
        <translation>техник по имени {name} уже есть</translation>
    </message>
    <message>
        <source>{name} is not locked out</source>
        <translation>{name}: блокировки нет</translation>
    </message>
    <message>
        <source>there is already a pit boss: ask them to add you</source>
        <translation>питбосс уже есть: попросите его добавить вас</translation>
    </message>
    <message>
        <source>a pit boss cannot remove themselves</source>
        <translation>питбосс не может удалить сам себя</translation>
    </message>
    <message>
        <source>a pit boss cannot change their own role</source>
        <translation>питбосс не может сменить собственную роль</translation>
    </message>
    <message>
        <source>this needs a pit boss's PIN ({who} is not a pit boss)</source>
        <translation>нужен PIN питбосса ({who} — не питбосс)</translation>
    </message>
    <message>
        <source>{name} is no longer a croupier in the staff file: nothing was changed</source>
        <translation>{name} больше не числится крупье в файле персонала: ничего не изменено</translation>
    </message>
    <message>
        <source>{name} is no longer a pit boss in the staff file: nothing was changed</source>
        <translation>{name} больше не числится питбоссом в файле персонала: ничего не изменено</translation>
    </message>
    <message>
        <source>{name} is no longer a technician in the staff file: nothing was changed</source>
        <translation>{name} больше не числится техником в файле персонала: ничего не изменено</translation>
    </message>
    <message>
        <source>{name} was added again, moved or given a new PIN after this PIN was entered: nothing was changed</source>
        <translation>после ввода этого PIN запись сотрудника {name} в файле персонала сменилась (повторное добавление, смена роли или новый PIN): ничего не изменено</translation>
    </message>
    <message>
        <source>{name} is locked out (too many wrong PINs): nothing was changed</source>
        <translation>вход для {name} заблокирован (слишком много неверных PIN): ничего не изменено</translation>
    </message>
    <message>
        <source>a rotation needs a croupier's PIN ({who} is not a croupier)</source>
        <translation>для смены крупье нужен PIN крупье ({who} — не крупье)</translation>
    </message>
    <message>
        <source>only a pit boss may change another person's PIN ({who} may not)</source>
        <translation>менять PIN другого человека может только питбосс ({who} — нет)</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>croupier</source>
        <translation>крупье</translation>
    </message>
    <message>
        <source>pit boss</source>
        <translation>питбосс</translation>
    </message>
    <message>
        <source>technician</source>
        <translation>техник</translation>
    </message>
    <message>
        <source>a role is one of {roles}, not {role}</source>
        <translation>роль — одна из {roles}, а не {role}</translation>
    </message>
    <message>
        <source>say why (the audit trail keeps the reason)</source>
        <translation>укажите причину (журнал аудита её сохраняет)</translation>
    </message>
    <message>
        <source>a change needs a name for what was changed</source>
        <translation>у изменения должно быть название того, что изменено</translation>
    </message>
    <message>
        <source>{action} entries are written by the staff store itself</source>
        <translation>записи {action} пишет только сам файл персонала</translation>
    </message>
    <message numerus="yes">
        <source>wrong PIN (%n tries left before a lock-out)</source>
        <translation>
            <numerusform>неверный PIN (до блокировки осталась %n попытка)</numerusform>
            <numerusform>неверный PIN (до блокировки осталось %n попытки)</numerusform>
            <numerusform>неверный PIN (до блокировки осталось %n попыток)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wrong PIN: {name} is now locked out for %n minutes</source>
        <translation>
            <numerusform>неверный PIN: вход для {name} заблокирован на %n минуту</numerusform>
            <numerusform>неверный PIN: вход для {name} заблокирован на %n минуты</numerusform>
            <numerusform>неверный PIN: вход для {name} заблокирован на %n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is locked out after %n wrong PINs; try again later</source>
        <translation>
            <numerusform>вход для {name} заблокирован после %n неверного PIN; попробуйте позже</numerusform>
            <numerusform>вход для {name} заблокирован после %n неверных PIN; попробуйте позже</numerusform>
            <numerusform>вход для {name} заблокирован после %n неверных PIN; попробуйте позже</numerusform>
        </translation>
    </message>
    <message>
        <source>staff file {path}: already closed</source>
        <translation>файл персонала {path}: уже закрыт</translation>
    </message>
    <message>
        <source>staff key {key_file} is in the staff file's own folder: keep it apart (a copy of that folder must not carry the key)</source>
        <translation>ключ персонала {key_file} лежит в папке самого файла персонала: храните его отдельно (копия этой папки не должна уносить с собой ключ)</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be read: {why}</source>
        <translation>ключ персонала {path}: не читается: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: not a staff key: {why}</source>
        <translation>ключ персонала {path}: это не ключ персонала: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be created: {why}</source>
        <translation>ключ персонала {path}: не удаётся создать: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be created</source>
        <translation>ключ персонала {path}: не удаётся создать</translation>
    </message>
    <message>
        <source>staff anchors {path}: cannot be read: {why}</source>
        <translation>якоря персонала {path}: не читаются: {why}</translation>
    </message>
    <message>
        <source>staff anchors {path}: cannot be written: {why}</source>
        <translation>якоря персонала {path}: не записываются: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: an older staff file whose audit entry {seq} fails its check: not migrated; restore it from a backup, or move it aside and set up the staff again</source>
        <translation>файл персонала {path}: файл персонала старого формата, запись {seq} журнала аудита которого не проходит проверку: не перенесён; восстановите его из резервной копии или уберите в сторону и заведите персонал заново</translation>
    </message>
    <message>
        <source>staff file {path}: an older staff file whose {role} {name} was not added through its audit trail, or with other scrypt parameters: not migrated; move it aside and set up the staff again</source>
        <translation>файл персонала {path}: файл персонала старого формата, в котором {role} {name} добавлен не через журнал аудита или с другими параметрами scrypt: не перенесён; уберите его в сторону и заведите персонал заново</translation>
    </message>
    <message>
        <source>staff file {path}: {problem}; no PIN is accepted until it is restored from a backup</source>
        <translation>файл персонала {path}: {problem}; ни один PIN не принимается, пока файл не восстановлен из резервной копии</translation>
    </message>
    <message>
        <source>staff file {path}: {problem}</source>
        <translation>файл персонала {path}: {problem}</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be written now: {why}</source>
        <translation>файл персонала {path}: сейчас в него нельзя записать: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be read now: {why}</source>
        <translation>файл персонала {path}: сейчас его нельзя прочитать: {why}</translation>
    </message>
    <message>
        <source>its key check is missing (the file was altered)</source>
        <translation>в нём нет проверки ключа (файл изменён)</translation>
    </message>
    <message>
        <source>it was not written with this installation's key ({key_file})</source>
        <translation>он записан не ключом этой установки ({key_file})</translation>
    </message>
    <message>
        <source>audit entry {seq} is missing (removed)</source>
        <translation>запись {seq} журнала аудита отсутствует (удалена)</translation>
    </message>
    <message>
        <source>audit entry {seq} does not follow the entry before it (one was removed or inserted)</source>
        <translation>запись {seq} журнала аудита не следует за предыдущей (запись удалена или вставлена)</translation>
    </message>
    <message>
        <source>audit entry {seq} was changed after it was written, or written without the key</source>
        <translation>запись {seq} журнала аудита изменена после записи или записана без ключа</translation>
    </message>
    <message>
        <source>audit entry {seq}: {problem}</source>
        <translation>запись {seq} журнала аудита: {problem}</translation>
    </message>
    <message>
        <source>its anchor (entry count and newest entry) is missing</source>
        <translation>его якорь (число записей и последняя запись) отсутствует</translation>
    </message>
    <message>
        <source>its anchor is not readable</source>
        <translation>его якорь не читается</translation>
    </message>
    <message>
        <source>its anchor was altered</source>
        <translation>его якорь изменён</translation>
    </message>
    <message numerus="yes">
        <source>the newest %n audit entries were removed ({kept} of {written})</source>
        <translation>
            <numerusform>удалена %n последняя запись журнала аудита (осталось {kept} из {written})</numerusform>
            <numerusform>удалены %n последние записи журнала аудита (осталось {kept} из {written})</numerusform>
            <numerusform>удалены %n последних записей журнала аудита (осталось {kept} из {written})</numerusform>
        </translation>
    </message>
    <message>
        <source>audit entries were added after its anchor, without the key</source>
        <translation>после его якоря без ключа добавлены записи журнала аудита</translation>
    </message>
    <message>
        <source>it holds {count} audit entries where this installation wrote {wrote}: it was rolled back, replaced or deleted (anchor {anchors})</source>
        <translation>записей журнала аудита в нём {count}, а эта установка записала {wrote}: его откатили, заменили или удалили (якорь {anchors})</translation>
    </message>
    <message>
        <source>it was replaced by another staff file (anchor {anchors})</source>
        <translation>его заменили другим файлом персонала (якорь {anchors})</translation>
    </message>
    <message>
        <source>its anchor in {anchors} was altered or made with another key</source>
        <translation>его якорь в {anchors} изменён или создан другим ключом</translation>
    </message>
    <message>
        <source>{action} of {subject}, not a person</source>
        <translation>{action} для {subject}: это не человек</translation>
    </message>
    <message>
        <source>{action} of {subject}, who is already there</source>
        <translation>{action} для {subject}, который уже есть</translation>
    </message>
    <message>
        <source>{action} of {subject}, who is not there</source>
        <translation>{action} для {subject}, которого нет</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} is not readable</source>
        <translation>хеш PIN {subject} не читается</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} uses scrypt n={scrypt_n} r={scrypt_r} p={scrypt_p}; this code uses only n={our_n} r={our_r} p={our_p}</source>
        <translation>хеш PIN {subject} использует scrypt n={scrypt_n} r={scrypt_r} p={scrypt_p}; этот код использует только n={our_n} r={our_r} p={our_p}</translation>
    </message>
    <message>
        <source>the new role or PIN hash of {subject} is not readable</source>
        <translation>новая роль или хеш PIN {subject} не читается</translation>
    </message>
    <message>
        <source>{subject} moved to a role that is not free</source>
        <translation>{subject} переведён на роль, которая занята</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} uses scrypt parameters this code does not</source>
        <translation>хеш PIN {subject} использует параметры scrypt, которые этот код не использует</translation>
    </message>
    <message>
        <source>a wrong-PIN count that is not readable</source>
        <translation>счётчик неверных PIN не читается</translation>
    </message>
    <message>
        <source>a wrong-PIN count of {subject} that does not follow from the entries before it</source>
        <translation>счётчик неверных PIN {subject} не следует из предыдущих записей</translation>
    </message>
    <message>
        <source>the staff file's audit trail was altered ({problem}): the table settings cannot be trusted</source>
        <translation>журнал изменений файла персонала изменён ({problem}): настройкам стола нельзя доверять</translation>
    </message>
    <message>
        <source>the profile {game} changed after the pit boss approved it (SHA-256 {now}…, approved {approved}…): a pit boss must approve it again</source>
        <translation>профиль {game} изменился после одобрения пит-боссом (SHA-256 {now}…, одобрен {approved}…): пит-босс должен одобрить его снова</translation>
    </message>
    <message>
        <source>{path}: cannot read the profile: {why}</source>
        <translation>{path}: не удаётся прочитать профиль: {why}</translation>
    </message>
    <message>
        <source>the profile {game} changed while it was read: try again</source>
        <translation>профиль {game} изменился во время чтения: попробуйте ещё раз</translation>
    </message>
    <message>
        <source>table {table}: approval_threshold must be positive</source>
        <translation>стол {table}: порог одобрения должен быть положительным</translation>
    </message>
    <message>
        <source>table {table}: approval_threshold {amount} is not a whole number of chip units ({unit})</source>
        <translation>стол {table}: порог одобрения {amount} — не целое число единиц фишки ({unit})</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <source>{where}: {name} must be positive, not {value}</source>
        <translation>{where}: {name} должен быть положительным, а не {value}</translation>
    </message>
    <message>
        <source>{where}: max_bet {high} is below min_bet {low}</source>
        <translation>{where}: максимальная ставка {high} меньше минимальной {low}</translation>
    </message>
    <message>
        <source>{where}: side_bet_max {high} is below side_bet_min {low}</source>
        <translation>{where}: максимальная побочная ставка {high} меньше минимальной {low}</translation>
    </message>
    <message>
        <source>{where}: max_payout {high} is below max_bet {low}</source>
        <translation>{where}: максимальная выплата {high} меньше максимальной ставки {low}</translation>
    </message>
    <message>
        <source>the four corners are degenerate (three on one line?)</source>
        <translation>четыре угла не образуют четырёхугольник (три на одной линии?)</translation>
    </message>
    <message>
        <source>the four corners must be clicked in order round the layout</source>
        <translation>четыре угла нужно отмечать по порядку вокруг сукна</translation>
    </message>
    <message>
        <source>cannot write calibration {path}: {why}</source>
        <translation>не удаётся записать калибровку {path}: {why}</translation>
    </message>
    <message>
        <source>card folder {folder} does not exist</source>
        <translation>папки с картами {folder} нет</translation>
    </message>
    <message>
        <source>{folder} holds no card images (AS.png, TD.png ...)</source>
        <translation>в {folder} нет изображений карт (AS.png, TD.png ...)</translation>
    </message>
    <message>
        <source>image {path} does not exist</source>
        <translation>изображения {path} нет</translation>
    </message>
    <message>
        <source>{path} is not an image OpenCV can read</source>
        <translation>{path} — не изображение, которое может прочитать OpenCV</translation>
    </message>
    <message>
        <source>{image}: {why}</source>
        <translation>{image}: {why}</translation>
    </message>
    <message>
        <source>{image}: the file name must be a card code such as AS.png or TD.png</source>
        <translation>{image}: имя файла должно быть кодом карты, например AS.png или TD.png</translation>
    </message>
    <message>
        <source>{image} and {other} are the same card</source>
        <translation>{image} и {other} — одна и та же карта</translation>
    </message>
    <message>
        <source>no card found (nothing white enough in the frame)</source>
        <translation>карта не найдена (в кадре нет ничего достаточно белого)</translation>
    </message>
    <message>
        <source>no card found (the largest white shape is too small)</source>
        <translation>карта не найдена (самая большая белая фигура слишком мала)</translation>
    </message>
    <message>
        <source>no card found (the white shape is not a card's rectangle)</source>
        <translation>карта не найдена (белая фигура — не прямоугольник карты)</translation>
    </message>
    <message>
        <source>the card is cut by the edge of the image (show all of it)</source>
        <translation>карта обрезана краем изображения (покажите её целиком)</translation>
    </message>
    <message>
        <source>floor unreachable ({url}): {why}</source>
        <translation>нет связи с залом ({url}): {why}</translation>
    </message>
    <message>
        <source>the floor refused the login ({url}): {why}</source>
        <translation>зал отклонил вход ({url}): {why}</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Это не каталог</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Это каталог</translation>
    </message>
    <message>
        <source>round log {path}: cannot be read: {why}</source>
        <translation>журнал раундов {path}: не удаётся прочитать: {why}</translation>
    </message>
    <message>
        <source>no round {round_id} in the log</source>
        <translation>в журнале нет раунда {round_id}</translation>
    </message>
    <message>
        <source>{value} is not a date (2025-03-01) or a date and time</source>
        <translation>{value} — не дата (2025-03-01) и не дата со временем</translation>
    </message>
    <message>
        <source>round log {path}: the round in progress at table {table} (saved {saved_at}) cannot be read back: {problem}</source>
        <translation>журнал раундов {path}: незавершённый раунд стола {table} (сохранён {saved_at}) не читается: {problem}</translation>
    </message>
    <message>
        <source>it is not JSON ({why})</source>
        <translation>это не JSON ({why})</translation>
    </message>
    <message>
        <source>it holds {kind}, not a round</source>
        <translation>в нём {kind}, а не раунд</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>не удаётся записать {path}: {why}</translation>
    </message>
    <message>
        <source>floor: {why}</source>
        <translation>ошибка базы данных зала: {why}</translation>
    </message>
    <message>
        <source>floor connection lost: {why}</source>
        <translation>связь с залом потеряна: {why}</translation>
    </message>
    <message>
        <source>no round {round_id} on the floor</source>
        <translation>в зале нет раунда {round_id}</translation>
    </message>
    <message>
        <source>no round {round_id} of table {table} on the floor</source>
        <translation>в зале нет раунда {round_id} стола {table}</translation>
    </message>
    <message>
        <source>{game} has no {drill}</source>
        <translation>в игре {game} нет {drill}</translation>
    </message>
    <message>
        <source>pay drill</source>
        <translation>задания на выплату</translation>
    </message>
    <message>
        <source>second hand drill</source>
        <translation>задания на вторую руку</translation>
    </message>
    <message>
        <source>insurance drill</source>
        <translation>задания на страховку</translation>
    </message>
    <message>
        <source>cap drill</source>
        <translation>задания на ограничение максимумом стола</translation>
    </message>
    <message>
        <source>no game drill</source>
        <translation>задания «у дилера нет игры»</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Файл существует</translation>
    </message>
    <message>
        <source>round log {path}: {doing} failed: {why}</source>
        <translation>журнал раундов {path}: не удалось {doing}: {why}</translation>
    </message>
    <message>
        <source>{failed}. Nothing of it was written; everything recorded before is kept</source>
        <translation>{failed}. Ничего из этого не записано; всё записанное ранее сохранено</translation>
    </message>
    <message>
        <source>it is locked by another program (still locked after waiting)</source>
        <translation>он заблокирован другой программой (блокировка не снята после ожидания)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>это не база данных SQLite</translation>
    </message>
    <message>
        <source>the file is damaged (truncated or overwritten)</source>
        <translation>файл повреждён (обрезан или перезаписан)</translation>
    </message>
    <message>
        <source>it is read-only here</source>
        <translation>здесь он доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk refused a read or write ({text}: full, removed, or a size limit)</source>
        <translation>диск отказал в чтении или записи ({text}: заполнен, извлечён или ограничение размера)</translation>
    </message>
    <message>
        <source>the file cannot be opened (check the folder exists and may be written)</source>
        <translation>файл не удаётся открыть (проверьте, что папка существует и в неё можно писать)</translation>
    </message>
    <message>
        <source>recording round {round_id}</source>
        <translation>записать раунд {round_id}</translation>
    </message>
    <message>
        <source>recording rounds</source>
        <translation>записать раунды</translation>
    </message>
    <message>
        <source>saving the round in progress at table {table}</source>
        <translation>сохранить текущий раунд стола {table}</translation>
    </message>
    <message>
        <source>voiding the round in progress at table {table}</source>
        <translation>аннулировать текущий раунд стола {table}</translation>
    </message>
    <message>
        <source>clearing the journal of table {table}</source>
        <translation>очистить сохранённый текущий раунд стола {table}</translation>
    </message>
    <message>
        <source>the camera has no calibration file: run the calibration wizard first</source>
        <translation>у камеры нет файла калибровки: сначала откалибруйте её (Настройки → Калибровка камеры)</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>открыть</translation>
    </message>
    <message>
        <source>creating the log</source>
        <translation>создать журнал</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>прочитать</translation>
    </message>
    <message>
        <source>reading the last entry</source>
        <translation>прочитать последнюю запись</translation>
    </message>
    <message>
        <source>reading the head</source>
        <translation>прочитать конец цепочки</translation>
    </message>
    <message>
        <source>recording a clock alert</source>
        <translation>записать предупреждение о часах</translation>
    </message>
    <message>
        <source>recording a void of round {round_id}</source>
        <translation>записать аннулирование раунда {round_id}</translation>
    </message>
    <message>
        <source>recording an adjustment of round {round_id}</source>
        <translation>записать корректировку раунда {round_id}</translation>
    </message>
    <message>
        <source>reading the journal</source>
        <translation>прочитать сохранённые текущие раунды</translation>
    </message>
    <message>
        <source>counting voided rounds in progress</source>
        <translation>подсчитать аннулированные текущие раунды</translation>
    </message>
    <message>
        <source>reading round {round_id}</source>
        <translation>прочитать раунд {round_id}</translation>
    </message>
    <message>
        <source>reading the records of round {round_id}</source>
        <translation>прочитать шаги раунда {round_id}</translation>
    </message>
    <message>
        <source>reading the adjustments of round {round_id}</source>
        <translation>прочитать аннулирования и корректировки раунда {round_id}</translation>
    </message>
    <message>
        <source>reading rounds</source>
        <translation>прочитать раунды</translation>
    </message>
    <message>
        <source>searching the log</source>
        <translation>выполнить поиск в журнале</translation>
    </message>
    <message>
        <source>counting rounds</source>
        <translation>подсчитать раунды</translation>
    </message>
    <message>
        <source>round log {path}: {doing} refused: opened read-only</source>
        <translation>журнал раундов {path}: нельзя {doing}: он открыт только для чтения</translation>
    </message>
    <message>
        <source>its link to the previous entry is broken (entries removed, reordered or changed)</source>
        <translation>нарушена её связь с предыдущей записью (записи удалены, переставлены или изменены)</translation>
    </message>
    <message>
        <source>entry {n} is missing: removed from the log</source>
        <translation>запись {n} отсутствует: удалена из журнала</translation>
    </message>
    <message>
        <source>entries {first} to {last} are missing: removed from the log</source>
        <translation>записи с {first} по {last} отсутствуют: удалены из журнала</translation>
    </message>
    <message>
        <source>{table} rows at position {position} belong to no chain entry</source>
        <translation>строки таблицы {table} в позиции {position} не относятся ни к одной записи цепочки</translation>
    </message>
    <message>
        <source>its {table} row is missing</source>
        <translation>отсутствует её строка в таблице {table}</translation>
    </message>
    <message>
        <source>its stored content does not match its hash (a value was changed after it was recorded)</source>
        <translation>сохранённое содержимое не совпадает с её хешем (значение изменено после записи)</translation>
    </message>
    <message>
        <source>unexpected trigger(s) {names}</source>
        <translation>лишние триггеры: {names}</translation>
    </message>
    <message>
        <source>the log issued {issued} positions but holds entries up to {last}: entries were put in by other means</source>
        <translation>журнал выдал позиций: {issued}, но содержит записи до {last}: записи добавлены в обход программы</translation>
    </message>
    <message>
        <source>the log once held {issued} entries and now ends at {last}: entries were removed from the end</source>
        <translation>журнал содержал записей: {issued}, а теперь заканчивается на {last}: записи удалены с конца</translation>
    </message>
    <message>
        <source>it is dated {confirmed}, before a round of its table logged ahead of it ({before}): backdated (or the clock was stepped while the log was written)</source>
        <translation>она датирована {confirmed}, раньше раунда своего стола, записанного до неё ({before}): дата задним числом (или часы перевели во время записи журнала)</translation>
    </message>
    <message>
        <source>it is dated {confirmed}, after it was written ({recorded}): dated ahead (or the clock was stepped while the log was written)</source>
        <translation>она датирована {confirmed}, позже, чем была записана ({recorded}): дата в будущем (или часы перевели во время записи журнала)</translation>
    </message>
    <message>
        <source>the anchor {hash} noted at position {position} is not in the log</source>
        <translation>якорь {hash}, отмеченный в позиции {position}, в журнале не найден</translation>
    </message>
    <message>
        <source>index {indexes} does not match the rounds it indexes, so searches, counts and exports would not show what the log holds ({sqlite})</source>
        <translation>индекс {indexes} не соответствует раундам, которые он индексирует, поэтому поиск, подсчёты и выгрузки не покажут того, что есть в журнале ({sqlite})</translation>
    </message>
    <message>
        <source>the file's structure is damaged: {sqlite}</source>
        <translation>структура файла повреждена: {sqlite}</translation>
    </message>
    <message>
        <source>{first}; {more}</source>
        <translation>{first}; {more}</translation>
    </message>
    <message>
        <source>unknown log schema {version}</source>
        <translation>неизвестная схема журнала {version}</translation>
    </message>
    <message>
        <source>table {table} is missing</source>
        <translation>таблица {table} отсутствует</translation>
    </message>
    <message>
        <source>table {table} has columns {names}, expected {expected}</source>
        <translation>в таблице {table} столбцы {names}, ожидались {expected}</translation>
    </message>
    <message>
        <source>append-only trigger {name} is missing</source>
        <translation>триггер защиты от изменений {name} отсутствует</translation>
    </message>
    <message>
        <source>append-only trigger {name} is altered</source>
        <translation>триггер защиты от изменений {name} изменён</translation>
    </message>
    <message>
        <source>{kind} {name}</source>
        <translation>{kind} {name}</translation>
    </message>
    <message>
        <source>{object} is missing</source>
        <translation>{object}: отсутствует</translation>
    </message>
    <message>
        <source>{object} is not defined as this version defines it</source>
        <translation>{object}: определение отличается от заданного этой версией</translation>
    </message>
    <message>
        <source>unexpected {objects} in the file</source>
        <translation>в файле лишние объекты: {objects}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>таблица</translation>
    </message>
    <message>
        <source>index</source>
        <translation>индекс</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>триггер</translation>
    </message>
    <message>
        <source>view</source>
        <translation>представление</translation>
    </message>
    <message>
        <source>{where}: stored {stored}, engine {engine}</source>
        <translation>{where}: в журнале {stored}, при пересчёте {engine}</translation>
    </message>
    <message>
        <source>{where}: stored {stored}, engine has none</source>
        <translation>{where}: в журнале {stored}, при пересчёте отсутствует</translation>
    </message>
    <message>
        <source>{where}: stored none, engine {engine}</source>
        <translation>{where}: в журнале отсутствует, при пересчёте {engine}</translation>
    </message>
    <message>
        <source>{where}: stored {stored} items, engine {engine}</source>
        <translation>{where}: элементов в журнале {stored}, при пересчёте {engine}</translation>
    </message>
    <message>
        <source>{head}[box {box}]{rest}</source>
        <translation>{head}[бокс {box}]{rest}</translation>
    </message>
    <message>
        <source>round</source>
        <translation>раунд</translation>
    </message>
    <message>
        <source>box {box}: {path}</source>
        <translation>бокс {box}: {path}</translation>
    </message>
    <message>
        <source>nested deeper than a round file needs (at most {depth} levels)</source>
        <translation>вложенность глубже, чем нужно файлу раунда (не более {depth} уровней)</translation>
    </message>
    <message>
        <source>duplicate key {name} in one JSON object</source>
        <translation>ключ {name} повторяется в одном объекте JSON</translation>
    </message>
    <message>
        <source>the number {number} has an exponent; write amounts in plain digits</source>
        <translation>число {number} записано с экспонентой; записывайте суммы обычными цифрами</translation>
    </message>
    <message>
        <source>a number of {digits} digits: more digits than the engine keeps</source>
        <translation>число из {digits} цифр: больше цифр, чем хранит движок</translation>
    </message>
    <message>
        <source>{text} is not an amount a table can hold</source>
        <translation>{text} — не сумма, которая может быть на столе</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>некорректный JSON: {why}</translation>
    </message>
    <message>
        <source>{where}: must be an object, not {kind}</source>
        <translation>{where}: должен быть объект, а не {kind}</translation>
    </message>
    <message>
        <source>{where}: unknown key {name}</source>
        <translation>{where}: неизвестный ключ {name}</translation>
    </message>
    <message>
        <source>{where}: {why}</source>
        <translation>{where}: {why}</translation>
    </message>
    <message>
        <source>{where}: must be a list of cards</source>
        <translation>{where}: должен быть список карт</translation>
    </message>
    <message>
        <source>{where}: must not be negative, not {amount}</source>
        <translation>{where}: не может быть отрицательным, а здесь {amount}</translation>
    </message>
    <message>
        <source>{where}: must be a whole number, not {value}</source>
        <translation>{where}: должно быть целым числом, а не {value}</translation>
    </message>
    <message>
        <source>{where}: needs "box" and "amount"</source>
        <translation>{where}: нужны "box" и "amount"</translation>
    </message>
    <message>
        <source>{where}: {do} is not an action ({actions})</source>
        <translation>{where}: {do} не является действием ({actions})</translation>
    </message>
    <message>
        <source>{where}: {street} is not one of {streets}</source>
        <translation>{where}: {street} — не одно из {streets}</translation>
    </message>
    <message>
        <source>{where}: missing key {name}</source>
        <translation>{where}: нет ключа {name}</translation>
    </message>
    <message>
        <source>game: must be a profile name or a path</source>
        <translation>game: должно быть имя профиля или путь</translation>
    </message>
    <message>
        <source>dealer.bought_game.draw: the dealer's bought game is one card</source>
        <translation>dealer.bought_game.draw: купленная дилеру игра — это одна карта</translation>
    </message>
    <message>
        <source>boxes: must be a non-empty list</source>
        <translation>boxes: должен быть непустой список</translation>
    </message>
    <message>
        <source>{where}: actions must be a list</source>
        <translation>{where}: actions должен быть списком</translation>
    </message>
    <message>
        <source>{where}: blind_box must be true or false</source>
        <translation>{where}: blind_box должен быть true или false</translation>
    </message>
    <message>
        <source>{where}: player must be text</source>
        <translation>{where}: player должен быть текстом</translation>
    </message>
    <message>
        <source>not a card: {text} (expected a code such as 'As' or '10h')</source>
        <translation>не карта: {text} (ожидается код вида 'As' или '10h')</translation>
    </message>
    <message>
        <source>not a card: {text} (rank 2-9, T or 10, J, Q, K, A; then suit s, h, d or c)</source>
        <translation>не карта: {text} (достоинство 2-9, T или 10, J, Q, K, A; затем масть s, h, d или c)</translation>
    </message>
    <message>
        <source>{what} must be a number, not {value}</source>
        <translation>{what}: должно быть число, а не {value}</translation>
    </message>
    <message>
        <source>{what} {value} is a binary float; give it as a string</source>
        <translation>{what} {value} — двоичное число с плавающей точкой; укажите его строкой</translation>
    </message>
    <message>
        <source>{what} {value} is not a number</source>
        <translation>{what} {value} — не число</translation>
    </message>
    <message>
        <source>{what} {value} is not a finite number</source>
        <translation>{what} {value} — не конечное число</translation>
    </message>
    <message>
        <source>{what} {value} has an exponent; write the amount in plain digits</source>
        <translation>{what} {value} записано с экспонентой; запишите сумму обычными цифрами</translation>
    </message>
    <message>
        <source>{what} {amount} has more digits than the engine keeps (at most {digits} whole digits)</source>
        <translation>{what} {amount}: больше цифр, чем хранит движок (не более {digits} цифр в целой части)</translation>
    </message>
    <message>
        <source>{what} {amount} has more than {places} decimal places; no table pays that finely</source>
        <translation>{what} {amount}: больше {places} знаков после запятой; ни один стол не платит так мелко</translation>
    </message>
    <message>
        <source>unknown game {game} (shipped: {shipped}; or a .toml path)</source>
        <translation>неизвестная игра {game} (в поставке: {shipped}; или путь к файлу .toml)</translation>
    </message>
    <message>
        <source>{path}: not valid TOML: {why}</source>
        <translation>{path}: некорректный TOML: {why}</translation>
    </message>
    <message>
        <source>{path}: nested deeper than a profile needs</source>
        <translation>{path}: вложенность глубже, чем нужно профилю</translation>
    </message>
    <message>
        <source>{path}: a number has more digits than the engine keeps</source>
        <translation>{path}: в числе больше цифр, чем хранит движок</translation>
    </message>
    <message>
        <source>round log {path}: no such file</source>
        <translation>журнал раундов {path}: файл не существует</translation>
    </message>
    <message>
        <source>round log {path}: the file is empty (no log yet)</source>
        <translation>журнал раундов {path}: файл пуст (журнала ещё нет)</translation>
    </message>
    <message>
        <source>round log {path}: unknown log schema {version}</source>
        <translation>журнал раундов {path}: неизвестная схема журнала {version}</translation>
    </message>
    <message>
        <source>round log {path}: cannot use a WAL journal ({mode})</source>
        <translation>журнал раундов {path}: нельзя использовать журнал WAL ({mode})</translation>
    </message>
    <message>
        <source>round log {path}: it is read-only here and its last rounds are still in {wal}, which cannot be read without a -shm file beside it; copy the folder to a writable place and check the copy</source>
        <translation>журнал раундов {path}: здесь он только для чтения, а его последние раунды ещё в {wal}, который нельзя прочитать без файла -shm рядом; скопируйте папку туда, где можно писать, и проверьте копию</translation>
    </message>
    <message>
        <source>table {table} has no round in progress to void</source>
        <translation>у стола {table} нет текущего раунда, который можно аннулировать</translation>
    </message>
    <message>
        <source>round log {path}: round {round_id}: {why}</source>
        <translation>журнал раундов {path}: раунд {round_id}: {why}</translation>
    </message>
    <message>
        <source>round log {path}: entry {position} (a void or adjustment of round {round_id}): {why}</source>
        <translation>журнал раундов {path}: запись {position} (аннулирование или корректировка раунда {round_id}): {why}</translation>
    </message>
    <message>
        <source>its stored content is not the JSON the log writes (changed behind the log, or damaged): {why}</source>
        <translation>сохранённое содержимое не является JSON, который пишет журнал (изменено в обход журнала или повреждено): {why}</translation>
    </message>
    <message>
        <source>its stored content is not the JSON object the log writes (changed behind the log, or damaged)</source>
        <translation>сохранённое содержимое не является объектом JSON, который пишет журнал (изменено в обход журнала или повреждено)</translation>
    </message>
    <message>
        <source>round {round_id} is already void</source>
        <translation>раунд {round_id} уже аннулирован</translation>
    </message>
    <message>
        <source>round {round_id} was altered after it was written (entry {position}): it cannot be voided or adjusted; the log's check names it: call the technician</source>
        <translation>раунд {round_id} изменён после записи (запись {position}): его нельзя аннулировать или скорректировать; проверка журнала указывает на него: вызовите техника</translation>
    </message>
    <message>
        <source>round {round_id} cannot be shown: its stored content is not in the form this version reads ({why}); the log's check says whether it was changed behind the log</source>
        <translation>раунд {round_id} нельзя показать: его сохранённое содержимое не в том виде, который читает эта версия ({why}); проверка журнала покажет, не изменено ли оно в обход журнала</translation>
    </message>
    <message>
        <source>a record time in the compact body is {value}</source>
        <translation>время шага в сжатых данных раунда — {value}</translation>
    </message>
    <message>
        <source>a round's compact body is damaged (not deflated text of its stated size)</source>
        <translation>сжатые данные раунда повреждены (это не сжатый текст указанного размера)</translation>
    </message>
    <message>
        <source>a round's compact body is damaged (its text is not of its stated size)</source>
        <translation>сжатые данные раунда повреждены (их текст не того размера, который указан)</translation>
    </message>
    <message>
        <source>a round's compact body is damaged: {why}</source>
        <translation>сжатые данные раунда повреждены: {why}</translation>
    </message>
    <message>
        <source>a round's compact body has {lines} lines, not {want}</source>
        <translation>в сжатых данных раунда строк: {lines}, а должно быть {want}</translation>
    </message>
    <message>
        <source>a round's compact body cannot be read: {why}</source>
        <translation>не удаётся прочитать сжатые данные раунда: {why}</translation>
    </message>
    <message>
        <source>a round's compact body holds records of unequal lengths</source>
        <translation>в сжатых данных раунда шаги разной длины</translation>
    </message>
    <message>
        <source>a round's compact body cannot be read: its record kinds are not a list</source>
        <translation>не удаётся прочитать сжатые данные раунда: виды шагов — не список</translation>
    </message>
    <message>
        <source>training log {path}: {doing} failed: {why}</source>
        <translation>журнал обучения {path}: не удалось {doing}: {why}</translation>
    </message>
    <message>
        <source>starting a session</source>
        <translation>начать занятие</translation>
    </message>
    <message>
        <source>ending a session</source>
        <translation>завершить занятие</translation>
    </message>
    <message>
        <source>recording an answer</source>
        <translation>записать ответ</translation>
    </message>
    <message>
        <source>floor {spec}: neither a postgresql:// URL nor a credentials file ({why})</source>
        <translation>зал {spec}: это ни URL postgresql://, ни файл учётных данных ({why})</translation>
    </message>
    <message>
        <source>credentials file {path} may be read by others (mode {mode}): chmod 600 {path}</source>
        <translation>файл учётных данных {path} могут читать другие пользователи (режим {mode}): chmod 600 {path}</translation>
    </message>
    <message>
        <source>credentials file {path}: cannot be read: {why}</source>
        <translation>файл учётных данных {path}: не удаётся прочитать: {why}</translation>
    </message>
    <message>
        <source>credentials file {path}: expected one postgresql:// URL or conninfo line</source>
        <translation>файл учётных данных {path}: ожидается одна строка с URL postgresql:// или строкой подключения</translation>
    </message>
    <message>
        <source>table {table}, box {box}: already answered</source>
        <translation>стол {table}, бокс {box}: ответ уже дан</translation>
    </message>
    <message>
        <source>this login may not approve payouts (only a pit role may): {why}</source>
        <translation>эта учётная запись не может одобрять выплаты (это может только учётная запись пита): {why}</translation>
    </message>
    <message>
        <source>round {round_id} was logged by tables {tables}: filter by table to open the one meant</source>
        <translation>раунд {round_id} записан столами {tables}: отфильтруйте по столу, чтобы открыть нужный</translation>
    </message>
    <message>
        <source>making the shift report</source>
        <translation>составить отчёт за смену</translation>
    </message>
    <message>
        <source>the report's range ends ({high}) before it starts ({low})</source>
        <translation>период отчёта заканчивается ({high}) раньше, чем начинается ({low})</translation>
    </message>
    <message>
        <source>{wall} does not exist in {zone}: the clocks went forward then (type a time after the change)</source>
        <translation>времени {wall} в зоне {zone} не было: часы тогда перевели вперёд (введите время после перевода)</translation>
    </message>
    <message>
        <source>training log {path}: is a folder, not a file</source>
        <translation>журнал обучения {path}: это папка, а не файл</translation>
    </message>
    <message>
        <source>training log {path}: cannot create its folder: {why}</source>
        <translation>журнал обучения {path}: не удаётся создать его папку: {why}</translation>
    </message>
    <message>
        <source>training log {path}: not a training log (not an SQLite database)</source>
        <translation>журнал обучения {path}: это не журнал обучения (не база данных SQLite)</translation>
    </message>
    <message>
        <source>training log {path}: an SQLite database, but not a dealer-assist training log (the live round log is never used for training)</source>
        <translation>журнал обучения {path}: база данных SQLite, но не журнал обучения dealer-assist (живой журнал раундов для обучения не используется)</translation>
    </message>
    <message>
        <source>training log {path}: written by a newer dealer-assist (schema {version}; this version knows up to {known}); update the application to read it</source>
        <translation>журнал обучения {path}: записан более новой версией dealer-assist (схема {version}; эта версия знает до {known}); обновите приложение, чтобы его прочитать</translation>
    </message>
    <message>
        <source>floor: table {table}, entry {position} (round {round_id}): {why}; the floor's check names it: call the technician</source>
        <translation>зал: стол {table}, запись {position} (раунд {round_id}): {why}; проверка зала указывает на неё: вызовите техника</translation>
    </message>
    <message>
        <source>its stored content is not the rows a table ships (changed on the floor, or damaged)</source>
        <translation>сохранённое содержимое не является строками, которые отправляет стол (изменено в зале или повреждено)</translation>
    </message>
</context>
<context>
    <name>Approval</name>
    <message>
        <source>Box {n} pays {amount}: a pit boss approves it</source>
        <translation>Бокс {n} получает {amount}: нужно одобрение питбосса</translation>
    </message>
    <message>
        <source>box {n}: {amount}</source>
        <translation>бокс {n}: {amount}</translation>
    </message>
    <message>
        <source>approve the payout ({boxes})</source>
        <translation>одобрить выплату ({boxes})</translation>
    </message>
    <message>
        <source>Pit boss: approve</source>
        <translation>Питбосс: одобрить</translation>
    </message>
    <message>
        <source>Box {n}: {who} refused the payout of {amount} from the pit</source>
        <translation>Бокс {n}: {who} из пита отказал в выплате {amount}</translation>
    </message>
</context>
<context>
    <name>PitApprovals</name>
    <message numerus="yes">
        <source>waiting %n min</source>
        <translation>
            <numerusform>ждёт %n мин</numerusform>
            <numerusform>ждёт %n мин</numerusform>
            <numerusform>ждёт %n мин</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the floor…</source>
        <translation>Читаем данные зала…</translation>
    </message>
    <message>
        <source>Nothing waits for a pit boss</source>
        <translation>Одобрения питбосса ничего не ждёт</translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) wait for a pit boss</source>
        <translation>
            <numerusform>%n выплата ждёт одобрения питбосса</numerusform>
            <numerusform>%n выплаты ждут одобрения питбосса</numerusform>
            <numerusform>%n выплат ждут одобрения питбосса</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table} · box {box} pays {amount}</source>
        <translation>Стол {table} · бокс {box} получает {amount}</translation>
    </message>
    <message>
        <source>croupier {name}</source>
        <translation>крупье {name}</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Одобрить</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Отказать</translation>
    </message>
    <message>
        <source>Payouts waiting for a pit boss ({name})</source>
        <translation>Выплаты, ждущие одобрения питбосса ({name})</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>First decision</source>
        <translation>Первое решение</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>После обмена</translation>
    </message>
    <message>
        <source>After playing</source>
        <translation>После игры</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Best: {best} ({ev} Ante)</source>
        <translation>Лучше всего: {best} ({ev} анте)</translation>
    </message>
    <message>
        <source>{chosen}: the best decision ({ev} Ante)</source>
        <translation>{chosen}: лучшее решение ({ev} анте)</translation>
    </message>
    <message>
        <source>{best} was worth {margin} Ante more than {chosen}</source>
        <translation>{best} стоило на {margin} анте больше, чем {chosen}</translation>
    </message>
</context>
<context>
    <name>PitView</name>
    <message>
        <source>All rounds</source>
        <translation>Все раунды</translation>
    </message>
    <message>
        <source>Bets {low} to {high}</source>
        <translation>Ставки от {low} до {high}</translation>
    </message>
    <message>
        <source>Between rounds · {n} this shift</source>
        <translation>Между раундами · {n} за смену</translation>
    </message>
    <message>
        <source>Connecting to the floor…</source>
        <translation>Подключение к залу…</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Крупье</translation>
    </message>
    <message>
        <source>Croupier {name}</source>
        <translation>Крупье {name}</translation>
    </message>
    <message>
        <source>Every table</source>
        <translation>Все столы</translation>
    </message>
    <message>
        <source>FORKED</source>
        <translation>РАЗВИЛКА</translation>
    </message>
    <message>
        <source>Floor shift report</source>
        <translation>Отчёт зала за смену</translation>
    </message>
    <message>
        <source>Floor up to date</source>
        <translation>Зал в актуальном состоянии</translation>
    </message>
    <message>
        <source>Floor {n} rounds behind</source>
        <translation>Зал отстаёт на раунды: {n}</translation>
    </message>
    <message>
        <source>House this shift: {house}</source>
        <translation>Казино за смену: {house}</translation>
    </message>
    <message>
        <source>Log refused by the floor</source>
        <translation>Журнал отклонён залом</translation>
    </message>
    <message>
        <source>Never shipped</source>
        <translation>Ещё не отправлял</translation>
    </message>
    <message>
        <source>No alerts this shift</source>
        <translation>Без тревог за смену</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Раундов ещё нет</translation>
    </message>
    <message>
        <source>OFFLINE</source>
        <translation>НЕ В СЕТИ</translation>
    </message>
    <message>
        <source>Per croupier</source>
        <translation>По крупье</translation>
    </message>
    <message>
        <source>Per table</source>
        <translation>По столам</translation>
    </message>
    <message>
        <source>Pit view</source>
        <translation>Обзор пита</translation>
    </message>
    <message>
        <source>Pit {name}</source>
        <translation>Пит {name}</translation>
    </message>
    <message>
        <source>Round {n} in progress</source>
        <translation>Идёт раунд {n}</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Reading the floor's rounds: {n}…</source>
        <translation>Чтение раундов зала: {n}…</translation>
    </message>
    <message>
        <source>Rounds this hour: {n}</source>
        <translation>Раундов за час: {n}</translation>
    </message>
    <message>
        <source>Silent for {s} s</source>
        <translation>Нет связи {s} с</translation>
    </message>
    <message>
        <source>Table {t}</source>
        <translation>Стол {t}</translation>
    </message>
    <message>
        <source>capped payout</source>
        <translation>выплата по лимиту</translation>
    </message>
    <message>
        <source>dealer-assist: pit view</source>
        <translation>dealer-assist: обзор пита</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>раздача</translation>
    </message>
    <message>
        <source>duplicate card</source>
        <translation>повтор карты</translation>
    </message>
    <message>
        <source>integrity</source>
        <translation>целостность</translation>
    </message>
    <message>
        <source>live</source>
        <translation>в сети</translation>
    </message>
    <message>
        <source>reader lost</source>
        <translation>считыватель потерян</translation>
    </message>
    <message>
        <source>◀ Tables</source>
        <translation>◀ Столы</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Одобрения</translation>
    </message>
    <message>
        <source>Payout {amount} waits for approval</source>
        <translation>Выплата {amount} ждёт одобрения</translation>
    </message>
    <message numerus="yes">
        <source>%n payouts wait for approval</source>
        <translation>
            <numerusform>%n выплата ждёт одобрения</numerusform>
            <numerusform>%n выплаты ждут одобрения</numerusform>
            <numerusform>%n выплат ждут одобрения</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing waits for approval</source>
        <translation>Нет выплат на одобрение</translation>
    </message>
    <message>
        <source>payouts to approve</source>
        <translation>одобрение выплат</translation>
    </message>
    <message>
        <source>{tables} · {red} · live</source>
        <translation>{tables} · {red} · в реальном времени</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln стол</numerusform>
            <numerusform>%Ln стола</numerusform>
            <numerusform>%Ln столов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln need a look</source>
        <translation>
            <numerusform>%Ln требует внимания</numerusform>
            <numerusform>%Ln требуют внимания</numerusform>
            <numerusform>%Ln требуют внимания</numerusform>
        </translation>
    </message>
    <message>
        <source>the podium's staff</source>
        <translation>персонал подиума</translation>
    </message>
    <message>
        <source>Podium staff · pit boss {who}</source>
        <translation>Персонал подиума · питбосс {who}</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Персонал</translation>
    </message>
</context>
</TS>
