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
        <source>Ultimate Texas Hold&apos;em</source>
        <translation>Ultimate Texas Hold&apos;em</translation>
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
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Clear</source>
        <translation>Стереть</translation>
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
    <name>Prompt</name>
    <message>
        <source>The round is confirmed but not in the log yet: tap Retry</source>
        <translation>Раунд подтверждён, но ещё не записан в журнал: нажмите «Повторить»</translation>
    </message>
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
        <source>Open the dealer&apos;s cards</source>
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
        <source>TABLE MAXIMUM {limit}: won {won}, pays {limit}</source>
        <translation>МАКСИМУМ СТОЛА {limit}: выигрыш {won}, выплата {limit}</translation>
    </message>
    <message>
        <source>SIDE BET MAXIMUM {limit}: won {won}, pays {limit}</source>
        <translation>МАКСИМУМ ДОП. СТАВОК {limit}: выигрыш {won}, выплата {limit}</translation>
    </message>
    <message>
        <source>uncapped {uncapped}, pays {paid}</source>
        <translation>без ограничения {uncapped}, выплата {paid}</translation>
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
        <source>dealer&apos;s bought card</source>
        <translation>купленная карта дилера</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Profile&apos;s value</source>
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
        <source>Play</source>
        <translation>Play</translation>
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
</context>
</TS>
