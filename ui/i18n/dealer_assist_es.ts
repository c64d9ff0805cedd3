<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Actions</name>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Cambiar</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Buy card</source>
        <translation>Comprar carta</translation>
    </message>
    <message>
        <source>Insure</source>
        <translation>Asegurar</translation>
    </message>
    <message>
        <source>Buy dealer game</source>
        <translation>Comprar juego al crupier</translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <source>Duplicate card</source>
        <translation>Carta duplicada</translation>
    </message>
    <message>
        <source>Unreadable card</source>
        <translation>Carta ilegible</translation>
    </message>
    <message>
        <source>Card out of turn</source>
        <translation>Carta fuera de turno</translation>
    </message>
    <message>
        <source>Card reader lost</source>
        <translation>Lector de cartas perdido</translation>
    </message>
    <message>
        <source>Card reader back</source>
        <translation>Lector de cartas de nuevo</translation>
    </message>
    <message>
        <source>Messages from the reader missed</source>
        <translation>Mensajes del lector perdidos</translation>
    </message>
    <message>
        <source>Camera disagrees with the reader</source>
        <translation>La cámara no coincide con el lector</translation>
    </message>
    <message>
        <source>Card reader fault</source>
        <translation>Fallo del lector de cartas</translation>
    </message>
    <message>
        <source>Enter {slot}</source>
        <translation>Introducir {slot}</translation>
    </message>
    <message>
        <source>Use {card} as {slot}</source>
        <translation>Usar {card} como {slot}</translation>
    </message>
    <message>
        <source>Set {card} aside</source>
        <translation>Apartar {card}</translation>
    </message>
    <message>
        <source>Correct a card</source>
        <translation>Corregir una carta</translation>
    </message>
    <message>
        <source>Checked: the reader is right</source>
        <translation>Comprobado: el lector tiene razón</translation>
    </message>
    <message>
        <source>OK, seen</source>
        <translation>Visto</translation>
    </message>
    <message>
        <source>set aside by the croupier</source>
        <translation>apartada por el crupier</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Allowed: {low} to {high}</source>
        <translation>Permitido: de {low} a {high}</translation>
    </message>
    <message>
        <source>Minimum {v}</source>
        <translation>Mínimo {v}</translation>
    </message>
    <message>
        <source>Maximum {v}</source>
        <translation>Máximo {v}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Enter an amount</source>
        <translation>Introduzca un importe</translation>
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
        <translation>BOX {n}</translation>
    </message>
    <message>
        <source>BLIND</source>
        <translation>CIEGO</translation>
    </message>
    <message>
        <source>BLIND {m}×</source>
        <translation>CIEGO {m}×</translation>
    </message>
    <message>
        <source>No wagers</source>
        <translation>Sin apuestas</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Juega</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>Paid instantly</source>
        <translation>Pagado al instante</translation>
    </message>
    <message>
        <source>Waiting for cards</source>
        <translation>Esperando cartas</translation>
    </message>
    <message>
        <source>New cards: fold or play</source>
        <translation>Cartas nuevas: retirarse o jugar</translation>
    </message>
    <message>
        <source>Change wagers</source>
        <translation>Cambiar apuestas</translation>
    </message>
    <message>
        <source>Place wagers</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Exchange {n}</source>
        <translation>Cambiar {n}</translation>
    </message>
    <message>
        <source>Give up this card</source>
        <translation>Entregar esta carta</translation>
    </message>
    <message>
        <source>Tap the card to give up</source>
        <translation>Toque la carta a entregar</translation>
    </message>
</context>
<context>
    <name>Correct</name>
    <message>
        <source>The reader misread the card</source>
        <translation>El lector leyó mal la carta</translation>
    </message>
    <message>
        <source>The card went to another place</source>
        <translation>La carta fue a otro lugar</translation>
    </message>
    <message>
        <source>Checked on the table</source>
        <translation>Comprobado en la mesa</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>OK: {card}</source>
        <translation>Aceptar: {card}</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>DEALER</source>
        <translation>CRUPIER</translation>
    </message>
    <message>
        <source>bought game</source>
        <translation>juego comprado</translation>
    </message>
    <message>
        <source>BOARD</source>
        <translation>MESA</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Novo Poker</source>
        <translation>Novo Poker</translation>
    </message>
    <message>
        <source>Russian Poker</source>
        <translation>Póker ruso</translation>
    </message>
    <message>
        <source>Poker sin descarte</source>
        <translation>Poker sin descarte</translation>
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
        <translation>Sin juego</translation>
    </message>
    <message>
        <source>Ace-King</source>
        <translation>As-Rey</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Doble pareja</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Escalera real</translation>
    </message>
    <message>
        <source>Five picture cards</source>
        <translation>Cinco figuras</translation>
    </message>
    <message>
        <source>Ace-King-Queen</source>
        <translation>As-Rey-Dama</translation>
    </message>
    <message>
        <source>Five of one colour</source>
        <translation>Cinco del mismo color</translation>
    </message>
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>push</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>comisión</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>limitado</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>The round is confirmed but not in the log yet: tap Retry</source>
        <translation>La ronda está confirmada pero aún no en el registro: toque Reintentar</translation>
    </message>
    <message>
        <source>Enter the unreadable card first</source>
        <translation>Primero introduzca la carta ilegible</translation>
    </message>
    <message>
        <source>Place the wagers, then tap DEAL</source>
        <translation>Coloque las apuestas y toque REPARTIR</translation>
    </message>
    <message>
        <source>Deal: next card is {slot}</source>
        <translation>Repartir: la siguiente carta es {slot}</translation>
    </message>
    <message>
        <source>Box {n} decides</source>
        <translation>Decide el box {n}</translation>
    </message>
    <message>
        <source>Insurance: tap Insure on a box, or close insurance</source>
        <translation>Seguro: toque Asegurar en un box, o cierre el seguro</translation>
    </message>
    <message>
        <source>Boxes that called may buy a card</source>
        <translation>Los boxes que jugaron pueden comprar carta</translation>
    </message>
    <message>
        <source>Open the dealer&apos;s cards</source>
        <translation>Abra las cartas del crupier</translation>
    </message>
    <message>
        <source>The dealer has no game: boxes may buy the dealer a game</source>
        <translation>El crupier no tiene juego: los boxes pueden comprarle juego</translation>
    </message>
    <message>
        <source>Pay and collect as shown, then CONFIRM</source>
        <translation>Pague y cobre como se indica y CONFIRME</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Table set-up</source>
        <translation>Configuración de la mesa</translation>
    </message>
    <message>
        <source>Camera calibration</source>
        <translation>Calibrar la cámara</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Settlement</name>
    <message>
        <source>PAY {amount}</source>
        <translation>PAGAR {amount}</translation>
    </message>
    <message>
        <source>COLLECT {amount}</source>
        <translation>COBRAR {amount}</translation>
    </message>
    <message>
        <source>PUSH: nothing to pay</source>
        <translation>EMPATE: nada que pagar</translation>
    </message>
    <message>
        <source>(exact {v}, rounded down)</source>
        <translation>(exacto {v}, redondeado a la baja)</translation>
    </message>
    <message>
        <source>TABLE MAXIMUM {limit}: won {won}, pays {limit}</source>
        <translation>MÁXIMO DE LA MESA {limit}: ganado {won}, paga {limit}</translation>
    </message>
    <message>
        <source>SIDE BET MAXIMUM {limit}: won {won}, pays {limit}</source>
        <translation>MÁXIMO DE APUESTAS LATERALES {limit}: ganado {won}, paga {limit}</translation>
    </message>
    <message>
        <source>uncapped {uncapped}, pays {paid}</source>
        <translation>sin límite {uncapped}, paga {paid}</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Crupier: {hand}</translation>
    </message>
    <message>
        <source>qualifies</source>
        <translation>califica</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <translation>no califica</translation>
    </message>
    <message>
        <source>bought game: {hand}</source>
        <translation>juego comprado: {hand}</translation>
    </message>
</context>
<context>
    <name>Slots</name>
    <message>
        <source>box {box} card {i}</source>
        <translation>box {box} carta {i}</translation>
    </message>
    <message>
        <source>box {box} new card {i}</source>
        <translation>box {box} carta nueva {i}</translation>
    </message>
    <message>
        <source>dealer card {i}</source>
        <translation>carta {i} del crupier</translation>
    </message>
    <message>
        <source>board card {i}</source>
        <translation>carta {i} de la mesa</translation>
    </message>
    <message>
        <source>burn card</source>
        <translation>carta quemada</translation>
    </message>
    <message>
        <source>dealer&apos;s bought card</source>
        <translation>carta comprada del crupier</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Profile&apos;s value</source>
        <translation>Valor del perfil</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Table set-up</source>
        <translation>Configuración de la mesa</translation>
    </message>
    <message>
        <source>START</source>
        <translation>EMPEZAR</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxes</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Límites</translation>
    </message>
    <message>
        <source>Minimum bet</source>
        <translation>Apuesta mínima</translation>
    </message>
    <message>
        <source>Maximum bet</source>
        <translation>Apuesta máxima</translation>
    </message>
    <message>
        <source>Table maximum payout</source>
        <translation>Pago máximo de la mesa</translation>
    </message>
    <message>
        <source>(profile)</source>
        <translation>(perfil)</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Cartas de</translation>
    </message>
    <message>
        <source>Simulated shoe</source>
        <translation>Zapato simulado</translation>
    </message>
    <message>
        <source>Serial card reader</source>
        <translation>Lector de cartas serie</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>No serial port found</source>
        <translation>No se encontró ningún puerto serie</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Choose the serial port of the card reader</source>
        <translation>Elija el puerto serie del lector de cartas</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{game}  ·  table {table}  ·  round {n}</source>
        <translation>{game}  ·  mesa {table}  ·  ronda {n}</translation>
    </message>
    <message>
        <source>No card reader</source>
        <translation>Sin lector de cartas</translation>
    </message>
    <message>
        <source>Reader {name} LOST</source>
        <translation>Lector {name} PERDIDO</translation>
    </message>
    <message>
        <source>Reader {name} OK</source>
        <translation>Lector {name} OK</translation>
    </message>
    <message>
        <source>Retry writing the log</source>
        <translation>Reintentar escribir el registro</translation>
    </message>
    <message>
        <source>Undo box {n}: {what}</source>
        <translation>Deshacer box {n}: {what}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Stop correcting</source>
        <translation>Dejar de corregir</translation>
    </message>
    <message>
        <source>Correct a card</source>
        <translation>Corregir una carta</translation>
    </message>
    <message>
        <source>Deal 1 card</source>
        <translation>Repartir 1 carta</translation>
    </message>
    <message>
        <source>Deal {n} cards</source>
        <translation>Repartir {n} cartas</translation>
    </message>
    <message>
        <source>Same wagers again</source>
        <translation>Mismas apuestas</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>REPARTIR</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Cerrar seguro</translation>
    </message>
    <message>
        <source>No more bought cards</source>
        <translation>No más cartas compradas</translation>
    </message>
    <message>
        <source>Open the dealer</source>
        <translation>Abrir al crupier</translation>
    </message>
    <message>
        <source>No more dealer games</source>
        <translation>No más juegos al crupier</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message>
        <source>CONFIRM: chips moved</source>
        <translation>CONFIRMAR: fichas pagadas</translation>
    </message>
    <message>
        <source>Show the settlement</source>
        <translation>Ver la liquidación</translation>
    </message>
    <message>
        <source>Box {n}: insurance</source>
        <translation>Box {n}: seguro</translation>
    </message>
    <message>
        <source>Tap the card to correct</source>
        <translation>Toque la carta a corregir</translation>
    </message>
    <message>
        <source>{slot}: the reader could not read it. Tap the card that is on the table.</source>
        <translation>{slot}: el lector no pudo leerla. Toque la carta que está en la mesa.</translation>
    </message>
    <message>
        <source>Correct {slot} (now {card}): tap the right card and say why</source>
        <translation>Corregir {slot} (ahora {card}): toque la carta correcta y diga por qué</translation>
    </message>
</context>
<context>
    <name>Wagers</name>
    <message>
        <source>Box {n}: wagers</source>
        <translation>Box {n}: apuestas</translation>
    </message>
    <message>
        <source>Blind box, Play {m}×</source>
        <translation>Box ciego, Play {m}×</translation>
    </message>
    <message>
        <source>Blind box</source>
        <translation>Box ciego</translation>
    </message>
    <message>
        <source>Remove box</source>
        <translation>Quitar box</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>limits {low} to {high}</source>
        <translation>límites de {low} a {high}</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Ciega</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Trips</translation>
    </message>
    <message>
        <source>Second hand</source>
        <translation>Segunda mano</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Seguro</translation>
    </message>
    <message>
        <source>Instant payout</source>
        <translation>Pago instantáneo</translation>
    </message>
    <message>
        <source>Express Bonus</source>
        <translation>Express Bonus</translation>
    </message>
    <message>
        <source>Express Bonus (dealer)</source>
        <translation>Express Bonus (crupier)</translation>
    </message>
    <message>
        <source>Express Bonus (box)</source>
        <translation>Express Bonus (box)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Seguro</source>
        <translation>Seguro</translation>
    </message>
    <message>
        <source>Exchange fee</source>
        <translation>Comisión de cambio</translation>
    </message>
    <message>
        <source>Sixth card fee</source>
        <translation>Comisión de sexta carta</translation>
    </message>
    <message>
        <source>Bought card fee</source>
        <translation>Comisión de carta comprada</translation>
    </message>
    <message>
        <source>Dealer game fee</source>
        <translation>Comisión de juego al crupier</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>Máximo de la mesa</translation>
    </message>
    <message>
        <source>Side bet maximum</source>
        <translation>Máximo de apuestas laterales</translation>
    </message>
</context>
</TS>
