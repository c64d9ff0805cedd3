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
        <source>Card reader sent two different cards as one</source>
        <translation>El lector envió dos cartas distintas como una</translation>
    </message>
    <message>
        <source>Card reader overflowed: cards lost</source>
        <translation>Lector desbordado: cartas perdidas</translation>
    </message>
    <message>
        <source>Card reader: messages dropped</source>
        <translation>Lector: mensajes descartados</translation>
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
    <message>
        <source>Pit boss needed</source>
        <translation>Se necesita al jefe de mesa</translation>
    </message>
    <message>
        <source>Pit boss: PIN</source>
        <translation>Jefe de mesa: PIN</translation>
    </message>
    <message>
        <source>checked by the pit boss</source>
        <translation>revisado por el jefe de mesa</translation>
    </message>
    <message>
        <source>clear the alert</source>
        <translation>cerrar la alerta</translation>
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
        <source>Ultimate Texas Hold'em</source>
        <translation>Ultimate Texas Hold'em</translation>
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
    <message>
        <source>Ace high</source>
        <translation>Carta alta: As</translation>
    </message>
    <message>
        <source>King high</source>
        <translation>Carta alta: Rey</translation>
    </message>
    <message>
        <source>Queen high</source>
        <translation>Carta alta: Dama</translation>
    </message>
    <message>
        <source>Jack high</source>
        <translation>Carta alta: Jota</translation>
    </message>
    <message>
        <source>Ten high</source>
        <translation>Carta alta: Diez</translation>
    </message>
    <message>
        <source>Nine high</source>
        <translation>Carta alta: Nueve</translation>
    </message>
    <message>
        <source>Eight high</source>
        <translation>Carta alta: Ocho</translation>
    </message>
    <message>
        <source>Seven high</source>
        <translation>Carta alta: Siete</translation>
    </message>
    <message>
        <source>Six high</source>
        <translation>Carta alta: Seis</translation>
    </message>
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>in chips of {unit}</source>
        <translation>en fichas de {unit}</translation>
    </message>
    <message>
        <source>{amount}: not a whole number of chips of {unit}</source>
        <translation>{amount}: no es un número entero de fichas de {unit}</translation>
    </message>
    <message>
        <source>{amount} is outside the table limits {low} to {high}</source>
        <translation>{amount} está fuera de los límites de la mesa, de {low} a {high}</translation>
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
    <name>PitBoss</name>
    <message>
        <source>staff file</source>
        <translation>archivo de personal</translation>
    </message>
    <message>
        <source>Insurance closed</source>
        <translation>Seguro cerrado</translation>
    </message>
    <message>
        <source>Buying cards closed</source>
        <translation>Compra de cartas cerrada</translation>
    </message>
    <message>
        <source>Buying the dealer a game closed</source>
        <translation>Compra de juego al crupier cerrada</translation>
    </message>
    <message>
        <source>{n} wrong PINs in a row</source>
        <translation>{n} PIN incorrectos seguidos</translation>
    </message>
    <message>
        <source>locked out when the staff file was migrated</source>
        <translation>bloqueado al migrar el archivo de personal</translation>
    </message>
    <message>
        <source>{n} minutes passed</source>
        <translation>pasaron {n} minutos</translation>
    </message>
    <message>
        <source>first pit boss of the installation</source>
        <translation>primer jefe de mesa de la instalación</translation>
    </message>
    <message>
        <source>PIN entered</source>
        <translation>PIN introducido</translation>
    </message>
    <message>
        <source>PIN kept</source>
        <translation>PIN conservado</translation>
    </message>
    <message>
        <source>Changes to the table settings</source>
        <translation>Cambios en la configuración de la mesa</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Unidad de ficha</translation>
    </message>
    <message>
        <source>Not set by a pit boss yet: the shipped profile's values</source>
        <translation>Aún no la fijó un jefe de mesa: valores del perfil de fábrica</translation>
    </message>
    <message>
        <source>Pit boss approval from</source>
        <translation>Aprobación del jefe de mesa desde</translation>
    </message>
    <message>
        <source>Profile file</source>
        <translation>Archivo de perfil</translation>
    </message>
    <message>
        <source>Set by {who}, {time}: {why}</source>
        <translation>Fijada por {who}, {time}: {why}</translation>
    </message>
    <message>
        <source>Side-bet maximum payout</source>
        <translation>Pago máximo de apuestas laterales</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Qué cambió</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin fijar</translation>
    </message>
    <message>
        <source>table settings</source>
        <translation>configuración de la mesa</translation>
    </message>
    <message>
        <source>the profile's: {v}</source>
        <translation>la del perfil: {v}</translation>
    </message>
    <message>
        <source>Capped</source>
        <translation>Limitadas</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corregidas</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anuladas</translation>
    </message>
    <message>
        <source>Adjusted</source>
        <translation>Ajustadas</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>any game</source>
        <translation>cualquier juego</translation>
    </message>
    <message>
        <source>any box</source>
        <translation>cualquier box</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>box {n}</translation>
    </message>
    <message>
        <source>payout at least</source>
        <translation>pago mínimo</translation>
    </message>
    <message>
        <source>round id</source>
        <translation>id de ronda</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Última hora</translation>
    </message>
    <message>
        <source>Last 8 h</source>
        <translation>Últimas 8 h</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Quitar filtros</translation>
    </message>
    <message>
        <source>Counting the matching rounds…</source>
        <translation>Contando las rondas…</translation>
    </message>
    <message>
        <source>No rounds in this range</source>
        <translation>No hay rondas en este periodo</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>Apostado</translation>
    </message>
    <message>
        <source>House result (won)</source>
        <translation>Resultado de la casa (gana)</translation>
    </message>
    <message>
        <source>House result (lost)</source>
        <translation>Resultado de la casa (pierde)</translation>
    </message>
    <message>
        <source> (blind box)</source>
        <translation> (box ciego)</translation>
    </message>
    <message>
        <source>Wagers: {w}</source>
        <translation>Apuestas: {w}</translation>
    </message>
    <message>
        <source>Card {card} held (not expected)</source>
        <translation>Carta {card} retenida (no esperada)</translation>
    </message>
    <message>
        <source>Card {card} refused: already on the table</source>
        <translation>Carta {card} rechazada: ya está en la mesa</translation>
    </message>
    <message>
        <source>CORRECTION {slot}: {old} → {new}</source>
        <translation>CORRECCIÓN {slot}: {old} → {new}</translation>
    </message>
    <message>
        <source>ALERT: {m}</source>
        <translation>ALERTA: {m}</translation>
    </message>
    <message>
        <source>Deal started</source>
        <translation>Reparto iniciado</translation>
    </message>
    <message>
        <source>Dealer's cards opened</source>
        <translation>Cartas del crupier abiertas</translation>
    </message>
    <message>
        <source>Settlement confirmed</source>
        <translation>Liquidación confirmada</translation>
    </message>
    <message>
        <source>UNDO of step {n}</source>
        <translation>DESHACER el paso {n}</translation>
    </message>
    <message>
        <source>Box removed</source>
        <translation>Box quitado</translation>
    </message>
    <message>
        <source>Alert acknowledged</source>
        <translation>Alerta vista</translation>
    </message>
    <message>
        <source>Alert resolved</source>
        <translation>Alerta resuelta</translation>
    </message>
    <message>
        <source>Unreadable card entered: {card}</source>
        <translation>Carta ilegible introducida: {card}</translation>
    </message>
    <message>
        <source>Closed: {what}</source>
        <translation>Cerrado: {what}</translation>
    </message>
    <message>
        <source>given up</source>
        <translation>entregada</translation>
    </message>
    <message>
        <source>Box {n}</source>
        <translation>Box {n}</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>CAPPED at the table maximum</source>
        <translation>LIMITADO al máximo de la mesa</translation>
    </message>
    <message>
        <source>Which box, and its net as it should have been</source>
        <translation>Qué box, y su neto correcto</translation>
    </message>
    <message>
        <source>Box {n}: {net}</source>
        <translation>Box {n}: {net}</translation>
    </message>
    <message>
        <source>new net for the box (e.g. 120, or -10)</source>
        <translation>nuevo neto del box (p. ej. 120 o -10)</translation>
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
        <source>Continue: pit boss PIN</source>
        <translation>Seguir: PIN del jefe de mesa</translation>
    </message>
    <message>
        <source>Tap the box to adjust</source>
        <translation>Toque el box a ajustar</translation>
    </message>
    <message>
        <source>The new net must be an amount, like 120 or -10</source>
        <translation>El nuevo neto debe ser un importe, como 120 o -10</translation>
    </message>
    <message>
        <source>The new net must differ from the settled one</source>
        <translation>El nuevo neto debe ser distinto del liquidado</translation>
    </message>
    <message>
        <source>Say why: the log keeps the reason</source>
        <translation>Indique el motivo: el registro lo guarda</translation>
    </message>
    <message>
        <source>◀ Rounds</source>
        <translation>◀ Rondas</translation>
    </message>
    <message>
        <source>Round {id}</source>
        <translation>Ronda {id}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>ANULADA</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Void round</source>
        <translation>Anular ronda</translation>
    </message>
    <message>
        <source>Adjust payout</source>
        <translation>Ajustar pago</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source> (does not qualify)</source>
        <translation> (no califica)</translation>
    </message>
    <message>
        <source>bought game →</source>
        <translation>juego comprado →</translation>
    </message>
    <message>
        <source>board</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>burns</source>
        <translation>quemadas</translation>
    </message>
    <message>
        <source>Every step, in order</source>
        <translation>Cada paso, en orden</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Who / why</source>
        <translation>Quién / por qué</translation>
    </message>
    <message>
        <source>Corrections and who made them</source>
        <translation>Correcciones y quién las hizo</translation>
    </message>
    <message>
        <source>Round voided</source>
        <translation>Ronda anulada</translation>
    </message>
    <message>
        <source>Payout adjusted</source>
        <translation>Pago ajustado</translation>
    </message>
    <message>
        <source>box {n}: {old} → {new}</source>
        <translation>box {n}: {old} → {new}</translation>
    </message>
    <message>
        <source>✔ Replay agrees: the engine settles this round exactly as it was paid ({n} lines).</source>
        <translation>✔ El recálculo coincide: el motor liquida esta ronda exactamente como se pagó ({n} líneas).</translation>
    </message>
    <message>
        <source>✘ Replay DISAGREES: {what}</source>
        <translation>✘ El recálculo NO COINCIDE: {what}</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Error de reparto</translation>
    </message>
    <message>
        <source>Wrong cards in play</source>
        <translation>Cartas erróneas en juego</translation>
    </message>
    <message>
        <source>Dispute settled by the pit boss</source>
        <translation>Disputa resuelta por el jefe de mesa</translation>
    </message>
    <message>
        <source>Void round {id}</source>
        <translation>Anular la ronda {id}</translation>
    </message>
    <message>
        <source>Paid short</source>
        <translation>Pagado de menos</translation>
    </message>
    <message>
        <source>Paid over</source>
        <translation>Pagado de más</translation>
    </message>
    <message>
        <source>Goodwill by the pit boss</source>
        <translation>Cortesía del jefe de mesa</translation>
    </message>
    <message>
        <source>Adjust a payout of round {id}</source>
        <translation>Ajustar un pago de la ronda {id}</translation>
    </message>
    <message>
        <source>No pit boss PIN can be asked here</source>
        <translation>Aquí no se puede pedir el PIN del jefe de mesa</translation>
    </message>
    <message>
        <source>No table is running</source>
        <translation>No hay ninguna mesa en marcha</translation>
    </message>
    <message>
        <source>A round is in progress: change the table between rounds</source>
        <translation>Hay una ronda en curso: cambie la mesa entre rondas</translation>
    </message>
    <message>
        <source>Technician: {who}</source>
        <translation>Técnico: {who}</translation>
    </message>
    <message>
        <source>Card reader: {state} {detail} · protocol errors: {n}</source>
        <translation>Lector de cartas: {state} {detail} · errores de protocolo: {n}</translation>
    </message>
    <message>
        <source>Round log: {path}</source>
        <translation>Registro de rondas: {path}</translation>
    </message>
    <message>
        <source>Lock and close</source>
        <translation>Bloquear y cerrar</translation>
    </message>
    <message>
        <source>Croupier sign-in</source>
        <translation>Entrada del crupier</translation>
    </message>
    <message>
        <source>sign in</source>
        <translation>entrar</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Jefe de mesa</translation>
    </message>
    <message>
        <source>review</source>
        <translation>revisión</translation>
    </message>
    <message>
        <source>Technician</source>
        <translation>Técnico</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>configuración</translation>
    </message>
    <message>
        <source>table set-up</source>
        <translation>configuración de la mesa</translation>
    </message>
    <message>
        <source>dealer-assist: pit boss</source>
        <translation>dealer-assist: jefe de mesa</translation>
    </message>
    <message>
        <source>Locked: tap to enter a pit boss PIN</source>
        <translation>Bloqueado: toque para introducir el PIN del jefe de mesa</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Checking the log's hash chain…</source>
        <translation>Comprobando la cadena de hashes del registro…</translation>
    </message>
    <message>
        <source>Checking the log's hash chain… {p}%</source>
        <translation>Comprobando la cadena de hashes del registro… {p} %</translation>
    </message>
    <message>
        <source> at entry {n}</source>
        <translation> en la entrada {n}</translation>
    </message>
    <message>
        <source> (round {id})</source>
        <translation> (ronda {id})</translation>
    </message>
    <message>
        <source>⚠ LOG ALTERED{where}: {why} — checked at {time}. Do not trust it; call the technician.</source>
        <translation>⚠ REGISTRO ALTERADO{where}: {why} — comprobado a las {time}. No se fíe de él: llame al técnico.</translation>
    </message>
    <message>
        <source>⚠ THE LOG CANNOT BE CHECKED: {why}</source>
        <translation>⚠ NO SE PUEDE COMPROBAR EL REGISTRO: {why}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxes</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <source>House result</source>
        <translation>Resultado de la casa</translation>
    </message>
    <message>
        <source>Top payout</source>
        <translation>Pago mayor</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <source>adjusted</source>
        <translation>ajustada</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>limitada</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>corregida</translation>
    </message>
    <message>
        <source>alert</source>
        <translation>alerta</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Enter the PIN</source>
        <translation>Introduzca el PIN</translation>
    </message>
    <message>
        <source>{role} PIN</source>
        <translation>{role}: PIN</translation>
    </message>
    <message>
        <source>No pit boss yet: set up the first one (name and PIN).</source>
        <translation>Aún no hay jefe de mesa: configure el primero (nombre y PIN).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>No {role} has a PIN yet: a pit boss adds one under Staff.</source>
        <translation>Aún no hay PIN de {role}: lo añade un jefe de mesa en Personal.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>{name} is locked out until {time}</source>
        <translation>{name} está bloqueado hasta las {time}</translation>
    </message>
    <message>
        <source>Tap your name first</source>
        <translation>Primero toque su nombre</translation>
    </message>
    <message>
        <source>Wrong PIN: {left} tries left before a lock-out</source>
        <translation>PIN incorrecto: quedan {left} intentos antes del bloqueo</translation>
    </message>
    <message>
        <source>Enter the same PIN again</source>
        <translation>Introduzca el mismo PIN otra vez</translation>
    </message>
    <message>
        <source>The two PINs differ: start again</source>
        <translation>Los dos PIN no coinciden: empiece de nuevo</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>void</source>
        <translation>anulación</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ajuste</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>corrección</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>override</source>
        <translation>forzado</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Total wagered</source>
        <translation>Total apostado</translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation>Total pagado</translation>
    </message>
    <message>
        <source>Capped payouts</source>
        <translation>Pagos limitados</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correcciones</translation>
    </message>
    <message>
        <source>Voided rounds</source>
        <translation>Rondas anuladas</translation>
    </message>
    <message>
        <source>After adjustments</source>
        <translation>Tras los ajustes</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>todas las mesas</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>todos los juegos</translation>
    </message>
    <message>
        <source>Make report</source>
        <translation>Crear informe</translation>
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
        <translation>El registro aún no tiene rondas</translation>
    </message>
    <message>
        <source>table {t}</source>
        <translation>mesa {t}</translation>
    </message>
    <message>
        <source>Hour by hour</source>
        <translation>Hora a hora</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Por juego</translation>
    </message>
    <message>
        <source>Per box</source>
        <translation>Por box</translation>
    </message>
    <message>
        <source>Largest payouts</source>
        <translation>Pagos más altos</translation>
    </message>
    <message>
        <source>Corrections, voids and adjustments</source>
        <translation>Correcciones, anulaciones y ajustes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Save the report as CSV</source>
        <translation>Guardar el informe como CSV</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Guardar el informe como PDF</translation>
    </message>
    <message>
        <source>Log head at the time of the report: {pos}:{hash} (dealer-assist verify --anchor checks it later)</source>
        <translation>Última entrada del registro al hacer el informe: {pos}:{hash} (dealer-assist verify --anchor la comprueba después)</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Informe de turno</translation>
    </message>
    <message>
        <source>Pit boss: {who}</source>
        <translation>Jefe de mesa: {who}</translation>
    </message>
    <message>
        <source>Staff and PINs</source>
        <translation>Personal y PIN</translation>
    </message>
    <message>
        <source>void the round</source>
        <translation>anular la ronda</translation>
    </message>
    <message>
        <source>adjust a payout</source>
        <translation>ajustar un pago</translation>
    </message>
    <message>
        <source>change the table</source>
        <translation>cambiar la mesa</translation>
    </message>
    <message>
        <source>Limits for the evening session</source>
        <translation>Límites de la sesión de noche</translation>
    </message>
    <message>
        <source>Requested by the casino manager</source>
        <translation>A petición del director del casino</translation>
    </message>
    <message>
        <source>Game changed for the table</source>
        <translation>Cambio de juego en la mesa</translation>
    </message>
    <message>
        <source>Change table {t}</source>
        <translation>Cambiar la mesa {t}</translation>
    </message>
    <message>
        <source>person added</source>
        <translation>persona añadida</translation>
    </message>
    <message>
        <source>person removed</source>
        <translation>persona quitada</translation>
    </message>
    <message>
        <source>PIN changed</source>
        <translation>PIN cambiado</translation>
    </message>
    <message>
        <source>locked out</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>table limits</source>
        <translation>límites de la mesa</translation>
    </message>
    <message>
        <source>game profile</source>
        <translation>perfil del juego</translation>
    </message>
    <message>
        <source>signed in</source>
        <translation>entró</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>el mismo PIN otra vez</translation>
    </message>
    <message>
        <source>why (kept in the audit trail)</source>
        <translation>motivo (queda en la auditoría)</translation>
    </message>
    <message>
        <source>The two PINs differ</source>
        <translation>Los dos PIN no coinciden</translation>
    </message>
    <message>
        <source>People with a PIN</source>
        <translation>Personas con PIN</translation>
    </message>
    <message>
        <source>Add a person</source>
        <translation>Añadir persona</translation>
    </message>
    <message>
        <source>Change PIN</source>
        <translation>Cambiar PIN</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Audit trail: what was changed, by whom, when and why</source>
        <translation>Auditoría: qué se cambió, quién, cuándo y por qué</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>LOCKED OUT until {t}</source>
        <translation>BLOQUEADO hasta las {t}</translation>
    </message>
    <message>
        <source>{n} wrong PINs</source>
        <translation>{n} PIN erróneos</translation>
    </message>
    <message>
        <source>The audit trail is intact (hash chain checked).</source>
        <translation>La auditoría está intacta (cadena de hashes comprobada).</translation>
    </message>
    <message>
        <source>added by the pit boss</source>
        <translation>añadido por el jefe de mesa</translation>
    </message>
    <message>
        <source>Tap a person in the list first</source>
        <translation>Primero toque una persona de la lista</translation>
    </message>
    <message>
        <source>new PIN set by the pit boss</source>
        <translation>nuevo PIN puesto por el jefe de mesa</translation>
    </message>
    <message>
        <source>New PIN for {name}</source>
        <translation>Nuevo PIN para {name}</translation>
    </message>
    <message>
        <source>removed by the pit boss</source>
        <translation>quitado por el jefe de mesa</translation>
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
        <source>No table is running on this screen: limits are changed at the table's own screen.</source>
        <translation>No hay ninguna mesa en marcha en esta pantalla: los límites se cambian en la pantalla de la mesa.</translation>
    </message>
    <message>
        <source>Table {t}: game and limits (from the next round)</source>
        <translation>Mesa {t}: juego y límites (desde la próxima ronda)</translation>
    </message>
    <message>
        <source>the profile's</source>
        <translation>los del perfil</translation>
    </message>
    <message>
        <source>Apply (pit boss PIN)</source>
        <translation>Aplicar (PIN del jefe de mesa)</translation>
    </message>
    <message>
        <source>{what} must be an amount</source>
        <translation>{what}: debe ser un importe</translation>
    </message>
    <message>
        <source>{what} must be more than 0</source>
        <translation>{what}: debe ser mayor que 0</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>No ha cambiado nada</translation>
    </message>
    <message>
        <source>Changed: the table uses the new settings from the next round.</source>
        <translation>Cambiado: la mesa usa los nuevos ajustes desde la próxima ronda.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n clock alert(s): the computer's clock jumped while rounds were logged (dealer-assist verify lists them); round times around them may mislead</source>
        <translation>
            <numerusform>⚠ %n alerta de reloj: el reloj del ordenador saltó mientras se registraban rondas (dealer-assist verify las lista); las horas de las rondas cercanas pueden engañar</numerusform>
            <numerusform>⚠ %n alertas de reloj: el reloj del ordenador saltó mientras se registraban rondas (dealer-assist verify las lista); las horas de las rondas cercanas pueden engañar</numerusform>
        </translation>
    </message>
    <message>
        <source>No pit boss yet: set up the first one (name and a PIN of {low} to {high} digits).</source>
        <translation>Aún no hay jefe de sala: configure el primero (nombre y un PIN de {low} a {high} cifras).</translation>
    </message>
    <message>
        <source>PIN ({low} to {high} digits)</source>
        <translation>PIN (de {low} a {high} cifras)</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Desbloquear</translation>
    </message>
    <message>
        <source>unlocked by the pit boss</source>
        <translation>desbloqueado por el jefe de sala</translation>
    </message>
    <message>
        <source>wrong PIN</source>
        <translation>PIN incorrecto</translation>
    </message>
    <message>
        <source>right PIN after wrong ones</source>
        <translation>PIN correcto tras otros incorrectos</translation>
    </message>
    <message>
        <source>lock-out ended</source>
        <translation>fin del bloqueo</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>desbloqueado</translation>
    </message>
    <message>
        <source>person carried over</source>
        <translation>persona trasladada</translation>
    </message>
    <message>
        <source>staff file migrated</source>
        <translation>archivo de personal convertido</translation>
    </message>
    <message>
        <source>{n} of {most} wrong PINs</source>
        <translation>{n} de {most} PIN incorrectos</translation>
    </message>
    <message>
        <source>locked for {minutes} min</source>
        <translation>bloqueado {minutes} min</translation>
    </message>
    <message>
        <source>role changed</source>
        <translation>cambio de puesto</translation>
    </message>
    <message>
        <source>croupier rotation</source>
        <translation>relevo de crupier</translation>
    </message>
    <message>
        <source>from (2025-03-01 21:00)</source>
        <translation>desde 01/03/2025 21:00</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rounds match, newest first</source>
        <translation>
            <numerusform>%Ln ronda, las más recientes primero</numerusform>
            <numerusform>%Ln rondas, las más recientes primero</numerusform>
        </translation>
    </message>
    <message>
        <source>hour ({zone})</source>
        <translation>hora ({zone})</translation>
    </message>
    <message>
        <source>{game} · table {table} · croupier {croupier} · started {start} · confirmed {end} ({zone}) · {id}</source>
        <translation>{game} · mesa {table} · crupier {croupier} · inicio {start} · confirmada {end} ({zone}) · {id}</translation>
    </message>
    <message>
        <source>Time ({zone})</source>
        <translation>Hora ({zone})</translation>
    </message>
    <message numerus="yes">
        <source>✔ Log verified: %Ln rounds intact (hash chain), checked at {time}</source>
        <translation>
            <numerusform>✔ Registro verificado: %Ln ronda intacta (cadena de hashes), comprobado a las {time}</numerusform>
            <numerusform>✔ Registro verificado: %Ln rondas intactas (cadena de hashes), comprobado a las {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirmed ({zone})</source>
        <translation>Confirmada ({zone})</translation>
    </message>
    <message numerus="yes">
        <source>%n alerts</source>
        <translation>
            <numerusform>%n alerta</numerusform>
            <numerusform>%n alertas</numerusform>
        </translation>
    </message>
    <message>
        <source>from (2025-03-01 18:00)</source>
        <translation>desde 01/03/2025 18:00</translation>
    </message>
    <message>
        <source>Shift {start} to {end} ({zone})</source>
        <translation>Turno del {start} al {end} ({zone})</translation>
    </message>
    <message>
        <source>Hour ({zone})</source>
        <translation>Hora ({zone})</translation>
    </message>
    <message>
        <source>PIN at the table</source>
        <translation>PIN en la mesa</translation>
    </message>
    <message>
        <source>from the pit</source>
        <translation>desde el pit</translation>
    </message>
    <message>
        <source>Payout {amount} approved by {who} ({how})</source>
        <translation>Pago de {amount} aprobado por {who} ({how})</translation>
    </message>
    <message>
        <source>role changed by the pit boss</source>
        <translation>rol cambiado por el jefe de mesa</translation>
    </message>
    <message>
        <source>New role for {name}</source>
        <translation>Nuevo rol para {name}</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Cambiar rol</translation>
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
        <source>Open the dealer's cards</source>
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
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
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
    <message>
        <source>Express: dealer</source>
        <translation>Express: crupier</translation>
    </message>
    <message>
        <source>Express: box {n}</source>
        <translation>Express: box {n}</translation>
    </message>
    <message>
        <source>max {limit}</source>
        <translation>máx. {limit}</translation>
    </message>
    <message>
        <source>(exact {v})</source>
        <translation>(exacto {v})</translation>
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
        <source>dealer's bought card</source>
        <translation>carta comprada del crupier</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Approve the changed profile (pit boss PIN)</source>
        <translation>Aprobar el perfil modificado (PIN del jefe de mesa)</translation>
    </message>
    <message>
        <source>Approve the profile {game} as it is now</source>
        <translation>Aprobar el perfil {game} tal como está ahora</translation>
    </message>
    <message>
        <source>Asked for {game} on the command line: a pit boss approves it below.</source>
        <translation>Se pidió {game} en la línea de órdenes: un jefe de mesa lo aprueba abajo.</translation>
    </message>
    <message>
        <source>Change the game: {old} → {new}</source>
        <translation>Cambiar el juego: {old} → {new}</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Unidad de ficha</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Game, limits and chip unit come from the protected table settings: only a pit boss changes them (PIN and reason, recorded).</source>
        <translation>El juego, los límites y la unidad de ficha vienen de la configuración protegida de la mesa: solo un jefe de mesa los cambia (PIN y motivo, registrados).</translation>
    </message>
    <message>
        <source>Ignored in gui.ini (not a place for payout settings): {keys}</source>
        <translation>Ignorado en gui.ini (no es lugar para ajustes de pago): {keys}</translation>
    </message>
    <message>
        <source>New table set-up</source>
        <translation>Nueva configuración de la mesa</translation>
    </message>
    <message>
        <source>No croupier has a PIN yet: rounds are logged as “croupier” (a pit boss adds croupiers under Staff).</source>
        <translation>Ningún crupier tiene PIN todavía: las rondas se registran como «croupier» (un jefe de mesa añade crupieres en Personal).</translation>
    </message>
    <message>
        <source>Pit boss approval from</source>
        <translation>Aprobación del jefe de mesa desde</translation>
    </message>
    <message>
        <source>Profile file</source>
        <translation>Archivo de perfil</translation>
    </message>
    <message>
        <source>Side-bet maximum payout</source>
        <translation>Pago máximo de apuestas laterales</translation>
    </message>
    <message>
        <source>Table {t}: not set by a pit boss yet (the shipped profile's values)</source>
        <translation>Mesa {t}: aún no la fijó un jefe de mesa (valores del perfil de fábrica)</translation>
    </message>
    <message>
        <source>Table {t}: set by {who}, {time}: {why}</source>
        <translation>Mesa {t}: fijada por {who}, {time}: {why}</translation>
    </message>
    <message>
        <source>The staff file cannot be opened</source>
        <translation>No se puede abrir el archivo del personal</translation>
    </message>
    <message>
        <source>a pit boss approves a game</source>
        <translation>un jefe de mesa aprueba el juego</translation>
    </message>
    <message>
        <source>change what is paid</source>
        <translation>cambiar lo que se paga</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin fijar</translation>
    </message>
    <message>
        <source>the profile's value</source>
        <translation>el valor del perfil</translation>
    </message>
    <message>
        <source>who deals</source>
        <translation>quién reparte</translation>
    </message>
    <message>
        <source>{what}: {old} → {new}</source>
        <translation>{what}: {old} → {new}</translation>
    </message>
    <message>
        <source>Profile's value</source>
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
    <message>
        <source>checking camera: {why}</source>
        <translation>cámara de control: {why}</translation>
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
        <source>Reader {name} NOT TRUSTED</source>
        <translation>Lector {name} NO FIABLE</translation>
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
    <message>
        <source>Box {n} decides first</source>
        <translation>Decide primero el box {n}</translation>
    </message>
    <message>
        <source>Box {n} was passed: box {m} has already decided (box order)</source>
        <translation>El box {n} ya pasó: el box {m} ya decidió (orden de los boxes)</translation>
    </message>
    <message>
        <source>Simulated shoe</source>
        <translation>Zapato simulado</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No second hand</source>
        <translation>Sin segunda mano</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>PUSH (0)</source>
        <translation>EMPATE (0)</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>no box</source>
        <translation>ningún box</translation>
    </message>
    <message>
        <source>boxes {list}</source>
        <translation>boxes {list}</translation>
    </message>
    <message>
        <source>PAY</source>
        <translation>PAGAR</translation>
    </message>
    <message>
        <source>COLLECT</source>
        <translation>COBRAR</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Tap every box that is paid; none tapped: no box is paid.</source>
        <translation>Toque cada box al que se paga; ninguno tocado: no se paga a ningún box.</translation>
    </message>
    <message>
        <source>Pay this box</source>
        <translation>Pagar este box</translation>
    </message>
    <message>
        <source>Which second hand?</source>
        <translation>¿Qué segunda mano?</translation>
    </message>
    <message>
        <source>How much insurance may this player take?</source>
        <translation>¿Cuánto seguro puede tomar este jugador?</translation>
    </message>
    <message>
        <source>What does the table maximum cap this to?</source>
        <translation>¿A cuánto lo limita el máximo de la mesa?</translation>
    </message>
    <message>
        <source>Which boxes get paid when the dealer doesn't qualify?</source>
        <translation>¿A qué boxes se paga si el crupier no califica?</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pago</translation>
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
        <source>Table maximum</source>
        <translation>Máximo de la mesa</translation>
    </message>
    <message>
        <source>Dealer without a game</source>
        <translation>Crupier sin juego</translation>
    </message>
    <message>
        <source>Box {n}: how much do you pay or collect?</source>
        <translation>Box {n}: ¿cuánto paga o cobra?</translation>
    </message>
    <message>
        <source>Box {n}: which second hand does it hold?</source>
        <translation>Box {n}: ¿qué segunda mano tiene?</translation>
    </message>
    <message>
        <source>Box {n} wants insurance: the least and the most it may take?</source>
        <translation>El box {n} pide seguro: ¿cuánto puede tomar como mínimo y como máximo?</translation>
    </message>
    <message>
        <source>Box {n} wins more than the table allows: what do you pay?</source>
        <translation>El box {n} gana más de lo que permite la mesa: ¿cuánto paga?</translation>
    </message>
    <message>
        <source>The dealer has no game. Which boxes are paid on their main game?</source>
        <translation>El crupier no tiene juego. ¿A qué boxes se paga el juego principal?</translation>
    </message>
    <message>
        <source>Minimum: {k} × Ante {ante} = {low}</source>
        <translation>Mínimo: {k} × Ante {ante} = {low}</translation>
    </message>
    <message>
        <source>Minimum: {k} × Ante {ante} = {exact}, up to the chip ({unit}) = {low}</source>
        <translation>Mínimo: {k} × Ante {ante} = {exact}, redondeado al alza a la ficha ({unit}) = {low}</translation>
    </message>
    <message>
        <source>Possible win: Bet {bet} × {ratio} ({hand}) = {win}</source>
        <translation>Ganancia posible: Apuesta {bet} × {ratio} ({hand}) = {win}</translation>
    </message>
    <message>
        <source>  + second hand: Bet {bet} × {ratio} ({hand}) = {win}; together {total}</source>
        <translation>  + segunda mano: Apuesta {bet} × {ratio} ({hand}) = {win}; en total {total}</translation>
    </message>
    <message>
        <source>{pct}% of the possible win = {amount}</source>
        <translation>{pct} % de la ganancia posible = {amount}</translation>
    </message>
    <message>
        <source>Table maximum {max} − Ante {ante} = {room}</source>
        <translation>Máximo de la mesa {max} − Ante {ante} = {room}</translation>
    </message>
    <message>
        <source>Maximum: the smaller, rounded down to the chip ({unit}) = {high}</source>
        <translation>Máximo: el menor, redondeado a la baja a la ficha ({unit}) = {high}</translation>
    </message>
    <message>
        <source>✓ RIGHT</source>
        <translation>✓ BIEN</translation>
    </message>
    <message>
        <source>✗ WRONG</source>
        <translation>✗ MAL</translation>
    </message>
    <message>
        <source>Your answer: {given}</source>
        <translation>Su respuesta: {given}</translation>
    </message>
    <message>
        <source>Right answer: {expected}</source>
        <translation>Respuesta correcta: {expected}</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>PAID</source>
        <translation>SE PAGA</translation>
    </message>
    <message>
        <source>NOT PAID</source>
        <translation>NO SE PAGA</translation>
    </message>
    <message>
        <source>Worked answer</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Principal hand: {hand}</source>
        <translation>Mano principal: {hand}</translation>
    </message>
    <message>
        <source>second hand: {hand} ({cards})</source>
        <translation>segunda mano: {hand} ({cards})</translation>
    </message>
    <message>
        <source>no second hand</source>
        <translation>sin segunda mano</translation>
    </message>
    <message>
        <source>CHECK</source>
        <translation>COMPROBAR</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Siguiente ejercicio</translation>
    </message>
    <message>
        <source>SIMULATION · TRAINING — NOT A LIVE TABLE</source>
        <translation>SIMULACIÓN · FORMACIÓN — NO ES UNA MESA REAL</translation>
    </message>
    <message>
        <source>Sixth card</source>
        <translation>Sexta carta</translation>
    </message>
    <message>
        <source>Dealt: {cards}</source>
        <translation>Repartidas: {cards}</translation>
    </message>
    <message>
        <source>Decisions: {what}</source>
        <translation>Decisiones: {what}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>bought game: {card}</source>
        <translation>juego comprado: {card}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>Table maximum {max} · side bets {side} · chip {unit}</source>
        <translation>Máximo de la mesa {max} · apuestas laterales {side} · ficha {unit}</translation>
    </message>
    <message>
        <source>table maximum</source>
        <translation>máximo de la mesa</translation>
    </message>
    <message>
        <source>side bet maximum</source>
        <translation>máximo de apuestas laterales</translation>
    </message>
    <message>
        <source>second hand</source>
        <translation>segunda mano</translation>
    </message>
    <message>
        <source>six-card box</source>
        <translation>box de seis cartas</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>seguro</translation>
    </message>
    <message>
        <source>insurance limited by the table maximum</source>
        <translation>seguro limitado por el máximo de la mesa</translation>
    </message>
    <message>
        <source>dealer without a game</source>
        <translation>crupier sin juego</translation>
    </message>
    <message>
        <source>bought dealer game</source>
        <translation>juego comprado al crupier</translation>
    </message>
    <message>
        <source>exchange, sixth card and bought card fees</source>
        <translation>comisiones de cambio, sexta carta y carta comprada</translation>
    </message>
    <message>
        <source>Express Bonus, BONUS, Seguro, Trips</source>
        <translation>Express Bonus, BONUS, Seguro, Trips</translation>
    </message>
    <message>
        <source>instant payout</source>
        <translation>pago instantáneo</translation>
    </message>
    <message>
        <source>Blind pay table</source>
        <translation>tabla de pagos de la Ciega</translation>
    </message>
    <message>
        <source>blind box</source>
        <translation>box ciego</translation>
    </message>
    <message>
        <source>folded box</source>
        <translation>box retirado</translation>
    </message>
    <message>
        <source>tie with the dealer</source>
        <translation>empate con el crupier</translation>
    </message>
    <message>
        <source>rounding down to the chip unit</source>
        <translation>redondeo a la baja a la ficha</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Bien</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>{name}: {n} answers, {pct} right (times are medians)</source>
        <translation>{name}: {n} respuestas, {pct} bien (tiempos: medianas)</translation>
    </message>
    <message>
        <source>By drill</source>
        <translation>Por ejercicio</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Por días</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>{right} of {n} right ({pct}) · median {median} s · {total} s in all</source>
        <translation>{right} de {n} bien ({pct}) · mediana {median} s · {total} s en total</translation>
    </message>
    <message>
        <source>Rules to practise: {rules}</source>
        <translation>Reglas a practicar: {rules}</translation>
    </message>
    <message>
        <source>No mistakes: well done.</source>
        <translation>Sin errores: ¡bien hecho!</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Respuesta correcta</translation>
    </message>
    <message>
        <source>box {n}</source>
        <translation>box {n}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Box {n} asked for {asked}, not {tapped}</source>
        <translation>El box {n} pidió {asked}, no {tapped}</translation>
    </message>
    <message>
        <source>Box {n} still asks for {asked}</source>
        <translation>El box {n} aún pide {asked}</translation>
    </message>
    <message>
        <source>box {i} of {n}</source>
        <translation>box {i} de {n}</translation>
    </message>
    <message>
        <source>Show the settlement</source>
        <translation>Ver la liquidación</translation>
    </message>
    <message>
        <source>Next box</source>
        <translation>Siguiente box</translation>
    </message>
    <message>
        <source>Work out every box's payout before the settlement is shown</source>
        <translation>Calcule el pago de cada box antes de ver la liquidación</translation>
    </message>
    <message>
        <source>The players have placed their wagers: tap DEAL</source>
        <translation>Los jugadores han apostado: toque REPARTIR</translation>
    </message>
    <message>
        <source>Box {n} asks: {what}</source>
        <translation>El box {n} pide: {what}</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>five cards, one box at a time</source>
        <translation>cinco cartas, un box cada vez</translation>
    </message>
    <message>
        <source>exchanges, six cards and second hands, insurance</source>
        <translation>cambios, seis cartas y segundas manos, seguro</translation>
    </message>
    <message>
        <source>table maximum, bought dealer games, every box</source>
        <translation>máximo de mesa, juego comprado, todos los boxes</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>su nombre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Practicar</translation>
    </message>
    <message>
        <source>Deal at the simulated table</source>
        <translation>Repartir en la mesa simulada</translation>
    </message>
    <message>
        <source>My statistics</source>
        <translation>Mis estadísticas</translation>
    </message>
    <message>
        <source>{pct} right of {n}</source>
        <translation>{pct} bien de {n}</translation>
    </message>
    <message>
        <source>not tried yet</source>
        <translation>sin intentar</translation>
    </message>
    <message>
        <source>All drills, mixed</source>
        <translation>Todos los ejercicios, mezclados</translation>
    </message>
    <message>
        <source>Focus on my mistakes</source>
        <translation>Repasar mis errores</translation>
    </message>
    <message>
        <source>dealer-assist — SIMULATION (training)</source>
        <translation>dealer-assist — SIMULACIÓN (formación)</translation>
    </message>
    <message>
        <source>level {n}</source>
        <translation>nivel {n}</translation>
    </message>
    <message>
        <source>{right}/{n} right</source>
        <translation>{right}/{n} bien</translation>
    </message>
    <message>
        <source>Type your name first: your answers are kept under it.</source>
        <translation>Escriba primero su nombre: sus respuestas se guardan con él.</translation>
    </message>
    <message>
        <source>focus on your mistakes</source>
        <translation>repaso de sus errores</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Terminar la sesión</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Resumen de la sesión</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>Export for the instructor</source>
        <translation>Exportar para el instructor</translation>
    </message>
    <message>
        <source>Written: {paths}</source>
        <translation>Guardado: {paths}</translation>
    </message>
    <message>
        <source>simulated table</source>
        <translation>mesa simulada</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>No registrado</translation>
    </message>
    <message>
        <source>Nothing of it was kept. Tap again once the training log can be written (the other program closed, disk space freed); if it stays, ask the technician.</source>
        <translation>No se ha guardado nada. Vuelva a pulsar cuando se pueda escribir en el registro de formación (cerrado el otro programa, liberado espacio en el disco); si sigue así, avise al técnico.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>The training log cannot be opened</source>
        <translation>No se puede abrir el registro de formación</translation>
    </message>
    <message>
        <source>Nothing was recorded and the live table is not affected. Close this window and ask the technician to repair the file or its folder, or to start the training with another file (dealer-assist train --log FILE).</source>
        <translation>No se ha registrado nada y la mesa en vivo no se ve afectada. Cierre esta ventana y pida al técnico que repare el archivo o su carpeta, o que inicie la formación con otro archivo (dealer-assist train --log ARCHIVO).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
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
    <message>
        <source>Express Bonus (box {n})</source>
        <translation>Express Bonus (box {n})</translation>
    </message>
    <message>
        <source>On the hand of box:</source>
        <translation>Sobre la mano del box:</translation>
    </message>
    <message>
        <source>Choose the box whose hand the Express Bonus is on</source>
        <translation>Elija el box sobre cuya mano va el Express Bonus</translation>
    </message>
    <message>
        <source>{wager}: required at this table</source>
        <translation>{wager}: obligatoria en esta mesa</translation>
    </message>
    <message>
        <source>{wager} {amount} must be at least the {other} {least}</source>
        <translation>{wager} {amount} debe ser al menos {other} {least}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugada</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>camera calibration</source>
        <translation>calibración de la cámara</translation>
    </message>
    <message>
        <source>first (dealer's left)</source>
        <translation>primera (a la izquierda del crupier)</translation>
    </message>
    <message>
        <source>second</source>
        <translation>segunda</translation>
    </message>
    <message>
        <source>third</source>
        <translation>tercera</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>cuarta</translation>
    </message>
    <message>
        <source>Camera calibration: who are you?</source>
        <translation>Calibración de la cámara: ¿quién es usted?</translation>
    </message>
    <message>
        <source>Camera calibration</source>
        <translation>Calibración de la cámara</translation>
    </message>
    <message>
        <source>Grab frame</source>
        <translation>Tomar imagen</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Abrir imagen…</translation>
    </message>
    <message>
        <source>Undo last tap</source>
        <translation>Deshacer último toque</translation>
    </message>
    <message>
        <source>Close zone</source>
        <translation>Cerrar zona</translation>
    </message>
    <message>
        <source>Hold'em board</source>
        <translation>Mesa de Hold'em</translation>
    </message>
    <message>
        <source>Standard layout</source>
        <translation>Diseño estándar</translation>
    </message>
    <message>
        <source>Learn cards from folder…</source>
        <translation>Aprender cartas de carpeta…</translation>
    </message>
    <message>
        <source>Save calibration</source>
        <translation>Guardar calibración</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Camera frame</source>
        <translation>Imagen de la cámara</translation>
    </message>
    <message>
        <source>Folder with one image per card</source>
        <translation>Carpeta con una imagen por carta</translation>
    </message>
    <message>
        <source>Step 1: grab a frame from the camera, or open an image of the table.</source>
        <translation>Paso 1: tome una imagen de la cámara o abra una imagen de la mesa.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>No frame yet: grab one from the camera or open an image</source>
        <translation>Aún no hay imagen: tome una de la cámara o abra una imagen</translation>
    </message>
    <message>
        <source>Layout width</source>
        <translation>Ancho del tapete</translation>
    </message>
    <message>
        <source>Layout depth</source>
        <translation>Fondo del tapete</translation>
    </message>
    <message>
        <source>Zone to tap</source>
        <translation>Zona a marcar</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxes</translation>
    </message>
    <message>
        <source>the camera gave no frame (is it connected?)</source>
        <translation>la cámara no dio imagen (¿está conectada?)</translation>
    </message>
    <message>
        <source>a zone needs at least three corners</source>
        <translation>una zona necesita al menos tres esquinas</translation>
    </message>
    <message>
        <source>tap the layout's four corners first</source>
        <translation>toque primero las cuatro esquinas del tapete</translation>
    </message>
    <message>
        <source>zone {name} marked</source>
        <translation>zona {name} marcada</translation>
    </message>
    <message>
        <source>standard layout: {zones}</source>
        <translation>diseño estándar: {zones}</translation>
    </message>
    <message>
        <source>learning the cards in {folder}…</source>
        <translation>aprendiendo las cartas de {folder}…</translation>
    </message>
    <message>
        <source>nothing to save yet: tap the corners or learn the cards</source>
        <translation>nada que guardar aún: toque las esquinas o aprenda las cartas</translation>
    </message>
    <message>
        <source>saved {path}</source>
        <translation>guardado en {path}</translation>
    </message>
    <message>
        <source>Step 3: tap each zone's four corners (pick the zone first), or use Standard layout. Then learn the cards from a folder (AS.png, TD.png …).</source>
        <translation>Paso 3: toque las cuatro esquinas de cada zona (elija antes la zona) o use Diseño estándar. Luego aprenda las cartas de una carpeta (AS.png, TD.png …).</translation>
    </message>
    <message>
        <source>learned {n} cards</source>
        <translation>{n} cartas aprendidas</translation>
    </message>
    <message>
        <source>Step 2: tap the layout's {corner} corner (go round the layout), and set its size.</source>
        <translation>Paso 2: toque la esquina {corner} del tapete (rodeándolo) y ajuste su tamaño.</translation>
    </message>
    <message>
        <source>no frame: {reason}</source>
        <translation>sin imagen: {reason}</translation>
    </message>
    <message>
        <source>{error} (it will be replaced on save)</source>
        <translation>{error} (se reemplazará al guardar)</translation>
    </message>
    <message>
        <source>Step 4: save. Zones: {zones}</source>
        <translation>Paso 4: guarde. Zonas: {zones}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna aún</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>A round of {game} is in progress at table {table}: resume it, or have a pit boss void it, first</source>
        <translation>Una ronda de {game} está en curso en la mesa {table}: continúela, o que un jefe de mesa la anule, antes</translation>
    </message>
    <message>
        <source>1 box</source>
        <translation>1 box</translation>
    </message>
    <message numerus="yes">
        <source>%n boxes</source>
        <translation>
            <numerusform>%n box</numerusform>
            <numerusform>%n boxes</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n} of {game}, {boxes}, in progress since {time}</source>
        <translation>Ronda {n} de {game}, {boxes}, en curso desde las {time}</translation>
    </message>
    <message>
        <source>A round of {game}, {boxes}, in progress since {time}</source>
        <translation>Una ronda de {game}, {boxes}, en curso desde las {time}</translation>
    </message>
    <message>
        <source>Finish it, or have a pit boss void it, before another game starts.</source>
        <translation>Termínela, o que un jefe de mesa la anule, antes de empezar otro juego.</translation>
    </message>
    <message>
        <source>The round in progress at table {table} cannot be read: a pit boss can void it.</source>
        <translation>La ronda en curso de la mesa {table} no se puede leer: un jefe de mesa puede anularla.</translation>
    </message>
    <message>
        <source>Nothing was deleted; the void keeps its saved text in the log. ({reason})</source>
        <translation>No se ha borrado nada; la anulación guarda su texto en el registro. ({reason})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar la ronda</translation>
    </message>
    <message>
        <source>Void (pit boss)</source>
        <translation>Anular (jefe de mesa)</translation>
    </message>
    <message>
        <source>The round cannot be finished</source>
        <translation>La ronda no se puede terminar</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Error de reparto</translation>
    </message>
    <message>
        <source>The table closed</source>
        <translation>La mesa cerró</translation>
    </message>
    <message>
        <source>void the round in progress</source>
        <translation>anular la ronda en curso</translation>
    </message>
    <message>
        <source>Void: {what}</source>
        <translation>Anular: {what}</translation>
    </message>
    <message>
        <source>The round in progress was voided and recorded in the log</source>
        <translation>La ronda en curso se anuló y quedó en el registro</translation>
    </message>
    <message>
        <source>Close dealer-assist?</source>
        <translation>¿Cerrar dealer-assist?</translation>
    </message>
    <message>
        <source>Round {n} is in progress. It stays saved: when the table starts again, resume it or void it.</source>
        <translation>La ronda {n} está en curso. Queda guardada: al volver a abrir la mesa, continúela o anúlela.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Keep the round for later</source>
        <translation>Guardar la ronda para después</translation>
    </message>
    <message>
        <source>Round {n} of {game} is in progress at table {table}: resume it, or have a pit boss void it, first</source>
        <translation>La ronda {n} de {game} está en curso en la mesa {table}: continúela, o que un jefe de mesa la anule, antes</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Box {n}: {reason}</source>
        <translation>Box {n}: {reason}</translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message numerus="yes">
        <source>floor: %n rounds waiting</source>
        <translation>
            <numerusform>sala: %n ronda en espera</numerusform>
            <numerusform>sala: %n rondas en espera</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rotation</name>
    <message>
        <source>A round is in progress: the croupier changes between rounds</source>
        <translation>Hay una ronda en curso: el crupier cambia entre rondas</translation>
    </message>
    <message>
        <source>The last round is not in the log yet: tap Retry first</source>
        <translation>La última ronda aún no está en el registro: toque Reintentar primero</translation>
    </message>
    <message>
        <source>{name} is already dealing</source>
        <translation>{name} ya está repartiendo</translation>
    </message>
    <message>
        <source>Dealing: nobody signed in</source>
        <translation>Reparte: nadie ha entrado</translation>
    </message>
    <message>
        <source>Dealing: {name}</source>
        <translation>Reparte: {name}</translation>
    </message>
    <message>
        <source>take over the table</source>
        <translation>tomar la mesa</translation>
    </message>
    <message>
        <source>Change croupier</source>
        <translation>Cambiar crupier</translation>
    </message>
    <message>
        <source>croupier</source>
        <translation>crupier</translation>
    </message>
    <message>
        <source>Per croupier</source>
        <translation>Por crupier</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Manos repartidas</translation>
    </message>
    <message>
        <source>Hours dealing</source>
        <translation>Horas repartiendo</translation>
    </message>
    <message>
        <source>Hands per hour</source>
        <translation>Manos por hora</translation>
    </message>
    <message>
        <source>Corrections per 100 rounds</source>
        <translation>Correcciones por 100 rondas</translation>
    </message>
    <message>
        <source>Payouts capped</source>
        <translation>Pagos limitados</translation>
    </message>
    <message>
        <source>(nobody signed in)</source>
        <translation>(nadie entró)</translation>
    </message>
    <message>
        <source>croupier rotation</source>
        <translation>relevo de crupier</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anuladas</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) dealt by {old}: {new} deals now</source>
        <translation>
            <numerusform>%n ronda repartida por {old}: ahora reparte {new}</numerusform>
            <numerusform>%n rondas repartidas por {old}: ahora reparte {new}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>pays {amount}: a pit boss approves it</source>
        <translation>paga {amount}: lo aprueba un jefe de mesa</translation>
    </message>
    <message>
        <source>the box pays {owed}, not {amount}: the approval is for another payout</source>
        <translation>el box paga {owed}, no {amount}: la aprobación es de otro pago</translation>
    </message>
    <message>
        <source>no payout of this box waits for a pit boss's approval</source>
        <translation>ningún pago de este box espera la aprobación de un jefe de mesa</translation>
    </message>
    <message>
        <source>an approval's amount is not an amount: {amount}</source>
        <translation>el importe de una aprobación no es un importe: {amount}</translation>
    </message>
    <message>
        <source>an approval names the pit boss who gave it</source>
        <translation>una aprobación nombra al jefe de mesa que la dio</translation>
    </message>
    <message>
        <source>an approval is given from the floor or by PIN, not {how}</source>
        <translation>una aprobación se da desde el pit o con el PIN, no {how}</translation>
    </message>
    <message>
        <source>this table has no approval threshold: no payout waits for approval</source>
        <translation>esta mesa no tiene umbral de aprobación: ningún pago espera aprobación</translation>
    </message>
    <message>
        <source>a payout is approved at settlement</source>
        <translation>un pago se aprueba en la liquidación</translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt, a box gets {want}</source>
        <translation>
            <numerusform>%n carta repartida; un box recibe {want}</numerusform>
            <numerusform>%n cartas repartidas; un box recibe {want}</numerusform>
        </translation>
    </message>
    <message>
        <source>'{action}' is not an action of {game}</source>
        <translation>'{action}' no es una acción de {game}</translation>
    </message>
    <message>
        <source>{action} is not allowed now ({phase})</source>
        <translation>{action} no está permitido ahora ({phase})</translation>
    </message>
    <message>
        <source>waiting for the cards of the {action}</source>
        <translation>esperando las cartas de: {action}</translation>
    </message>
    <message>
        <source>the box has no cards yet</source>
        <translation>el box aún no tiene cartas</translation>
    </message>
    <message>
        <source>{hand} was paid instantly; the box takes no decisions</source>
        <translation>{hand} se pagó al instante; el box no toma decisiones</translation>
    </message>
    <message>
        <source>the box has folded</source>
        <translation>el box se ha retirado</translation>
    </message>
    <message>
        <source>a blind box takes no decisions</source>
        <translation>un box ciego no toma decisiones</translation>
    </message>
    <message>
        <source>cannot {action}: the box has already {done}</source>
        <translation>no se puede {action}: el box ya ha hecho: {done}</translation>
    </message>
    <message>
        <source>cannot fold: the box has {status}</source>
        <translation>no se puede retirar: el box está {status}</translation>
    </message>
    <message>
        <source>this game has no exchange</source>
        <translation>este juego no tiene cambio</translation>
    </message>
    <message>
        <source>an exchange discards {low} to 5 cards, not {count}</source>
        <translation>un cambio descarta de {low} a 5 cartas, no {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards discarded but {drawn} drawn</source>
        <translation>
            <numerusform>%n carta descartada pero {drawn} recibidas</numerusform>
            <numerusform>%n cartas descartadas pero {drawn} recibidas</numerusform>
        </translation>
    </message>
    <message>
        <source>this game has no sixth card</source>
        <translation>este juego no tiene sexta carta</translation>
    </message>
    <message>
        <source>a sixth card is one card, not {count}</source>
        <translation>la sexta carta es una sola carta, no {count}</translation>
    </message>
    <message>
        <source>this game has no bought card</source>
        <translation>este juego no tiene carta comprada</translation>
    </message>
    <message>
        <source>only a box that has called may buy a card</source>
        <translation>solo un box que ha ido puede comprar carta</translation>
    </message>
    <message>
        <source>the box has already bought a card</source>
        <translation>el box ya ha comprado una carta</translation>
    </message>
    <message>
        <source>the dealer has opened</source>
        <translation>el crupier ya ha abierto</translation>
    </message>
    <message>
        <source>the player gives up exactly one card, not {count}</source>
        <translation>el jugador entrega exactamente una carta, no {count}</translation>
    </message>
    <message>
        <source>a bought card is one card</source>
        <translation>la carta comprada es una sola carta</translation>
    </message>
    <message>
        <source>{card} is discarded twice</source>
        <translation>{card} se descarta dos veces</translation>
    </message>
    <message>
        <source>{card} is not one of the box's cards</source>
        <translation>{card} no es una carta del box</translation>
    </message>
    <message>
        <source>this game has no insurance</source>
        <translation>este juego no tiene seguro</translation>
    </message>
    <message>
        <source>only a box that has played may insure</source>
        <translation>solo un box que ha ido puede asegurar</translation>
    </message>
    <message>
        <source>the box is already insured</source>
        <translation>el box ya está asegurado</translation>
    </message>
    <message>
        <source>insurance closes when the dealer opens</source>
        <translation>el seguro se cierra cuando el crupier abre</translation>
    </message>
    <message>
        <source>insurance needs {hand} or better and room under the table maximum</source>
        <translation>el seguro requiere {hand} o más y margen bajo el máximo de la mesa</translation>
    </message>
    <message>
        <source>insurance {amount} is outside the allowed {low} to {high}</source>
        <translation>seguro {amount} fuera del rango permitido de {low} a {high}</translation>
    </message>
    <message>
        <source>buying the dealer a game is off at this table</source>
        <translation>comprar juego al crupier no está permitido en esta mesa</translation>
    </message>
    <message>
        <source>only a box that has played may buy the dealer a game</source>
        <translation>solo un box que ha ido puede comprar juego al crupier</translation>
    </message>
    <message>
        <source>the box has already bought the dealer a game</source>
        <translation>el box ya ha comprado juego al crupier</translation>
    </message>
    <message>
        <source>the dealer has not opened</source>
        <translation>el crupier no ha abierto</translation>
    </message>
    <message>
        <source>the dealer has a game ({hand}): there is nothing to buy</source>
        <translation>el crupier tiene juego ({hand}): no hay nada que comprar</translation>
    </message>
    <message>
        <source>no exchange or purchase is waiting for cards</source>
        <translation>ningún cambio ni compra espera cartas</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) wanted, {given} given</source>
        <translation>
            <numerusform>se espera %n carta, llegaron {given}</numerusform>
            <numerusform>se esperan %n cartas, llegaron {given}</numerusform>
        </translation>
    </message>
    <message>
        <source>the box has not played or folded ({status})</source>
        <translation>el box no ha ido ni se ha retirado ({status})</translation>
    </message>
    <message>
        <source>the dealer's bought card is missing</source>
        <translation>falta la carta comprada del crupier</translation>
    </message>
    <message>
        <source>the box has {status}: no more decisions</source>
        <translation>el box está {status}: no hay más decisiones</translation>
    </message>
    <message>
        <source>the box's decision is on the {street}, not the {phase}</source>
        <translation>la decisión del box es en {street}, no en {phase}</translation>
    </message>
    <message>
        <source>unknown street '{street}'</source>
        <translation>calle desconocida '{street}'</translation>
    </message>
    <message>
        <source>{action} on the {given}, but the box is on the {street}</source>
        <translation>{action} en {given}, pero el box está en {street}</translation>
    </message>
    <message>
        <source>a blind box plays before the deal and takes no decisions</source>
        <translation>un box ciego juega antes del reparto y no toma decisiones</translation>
    </message>
    <message>
        <source>after the river: play 1x or fold</source>
        <translation>tras el river: jugar 1x o retirarse</translation>
    </message>
    <message>
        <source>no fold on the {street}: check or play</source>
        <translation>no se puede retirar en {street}: pasar o jugar</translation>
    </message>
    <message>
        <source>Play on the {street} is {allowed} the Ante, not {given}</source>
        <translation>Jugada en {street}: {allowed} el Ante, no {given}</translation>
    </message>
    <message>
        <source>{wager} {amount} is not a whole number of chip units (chip unit {unit})</source>
        <translation>{wager} {amount} no es un número entero de fichas de {unit}</translation>
    </message>
    <message>
        <source>{wager} {amount} is outside the table limits {low} to {high}</source>
        <translation>{wager} {amount} está fuera de los límites de la mesa, de {low} a {high}</translation>
    </message>
    <message>
        <source>the Ante is mandatory</source>
        <translation>el Ante es obligatorio</translation>
    </message>
    <message>
        <source>{wagers}: no such wager in {game}</source>
        <translation>{wagers}: esa apuesta no existe en {game}</translation>
    </message>
    <message>
        <source>Ante and Blind must be equal (Ante {ante}, Blind {blind})</source>
        <translation>Ante y Blind deben ser iguales (Ante {ante}, Blind {blind})</translation>
    </message>
    <message>
        <source>the Express Bonus is mandatory at this table</source>
        <translation>el Express Bonus es obligatorio en esta mesa</translation>
    </message>
    <message>
        <source>Express Bonus {amount} must be at least the Ante {ante}</source>
        <translation>el Express Bonus {amount} debe ser al menos el Ante {ante}</translation>
    </message>
    <message>
        <source>Express Bonus on box {target}: not another box in play</source>
        <translation>Express Bonus en el box {target}: no es otro box en juego</translation>
    </message>
    <message>
        <source>no such box: this table has boxes 1 to {boxes}</source>
        <translation>no existe ese box: esta mesa tiene los boxes 1 a {boxes}</translation>
    </message>
    <message>
        <source>the box appears twice in the round</source>
        <translation>el box aparece dos veces en la ronda</translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n boxes, at most {limit}</source>
        <translation>
            <numerusform>el jugador '{player}' juega %n box, como máximo {limit}</numerusform>
            <numerusform>el jugador '{player}' juega %n boxes, como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n open boxes, at most {limit}</source>
        <translation>
            <numerusform>el jugador '{player}' juega %n box abierto, como máximo {limit}</numerusform>
            <numerusform>el jugador '{player}' juega %n boxes abiertos, como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player '{player}' plays %n blind boxes, at most {limit}</source>
        <translation>
            <numerusform>el jugador '{player}' juega %n box ciego, como máximo {limit}</numerusform>
            <numerusform>el jugador '{player}' juega %n boxes ciegos, como máximo {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{action} without the cards drawn</source>
        <translation>{action} sin las cartas recibidas</translation>
    </message>
    <message>
        <source>box(es) bought the dealer a game but the dealer's new card is missing</source>
        <translation>uno o más boxes compraron juego al crupier pero falta la nueva carta del crupier</translation>
    </message>
    <message>
        <source>the dealer has a bought card but no box bought the dealer a game</source>
        <translation>el crupier tiene una carta comprada pero ningún box le compró juego</translation>
    </message>
    <message>
        <source>the dealer has {count} cards, not {want}</source>
        <translation>el crupier tiene {count} cartas, no {want}</translation>
    </message>
    <message>
        <source>the board has {count} cards, not 5</source>
        <translation>la mesa tiene {count} cartas comunes, no 5</translation>
    </message>
    <message>
        <source>{game} has no board</source>
        <translation>{game} no tiene cartas comunes</translation>
    </message>
    <message>
        <source>no final decision: the box is {status}</source>
        <translation>sin decisión final: el box está {status}</translation>
    </message>
    <message>
        <source>the box is not in play</source>
        <translation>el box no está en juego</translation>
    </message>
    <message>
        <source>the box has no wagers</source>
        <translation>el box no tiene apuestas</translation>
    </message>
    <message>
        <source>no box has wagers: nothing to deal</source>
        <translation>ningún box tiene apuestas: no hay nada que repartir</translation>
    </message>
    <message>
        <source>no card is expected now</source>
        <translation>ahora no se espera ninguna carta</translation>
    </message>
    <message>
        <source>{card} is already on the table ({where})</source>
        <translation>{card} ya está en la mesa ({where})</translation>
    </message>
    <message>
        <source>a blind box's Play (3x or 4x the Ante) is decided before the deal</source>
        <translation>la Jugada de un box ciego (3x o 4x el Ante) se decide antes del reparto</translation>
    </message>
    <message>
        <source>an unreadable card must be entered first</source>
        <translation>primero hay que introducir la carta ilegible</translation>
    </message>
    <message>
        <source>no decisions now ({phase})</source>
        <translation>ahora no hay decisiones ({phase})</translation>
    </message>
    <message>
        <source>only a pit boss clears this alert (with the PIN)</source>
        <translation>solo un jefe de mesa despeja esta alerta (con el PIN)</translation>
    </message>
    <message>
        <source>the round is not ready to settle ({phase})</source>
        <translation>la ronda no está lista para liquidar ({phase})</translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s) open: {first}</source>
        <translation>
            <numerusform>%n alerta abierta: {first}</numerusform>
            <numerusform>%n alertas abiertas: {first}</numerusform>
        </translation>
    </message>
    <message>
        <source>{why} (now: {phase})</source>
        <translation>{why} (ahora: {phase})</translation>
    </message>
    <message>
        <source>{slot} has no card yet</source>
        <translation>{slot} aún no tiene carta</translation>
    </message>
    <message>
        <source>unknown record kind '{kind}'</source>
        <translation>tipo de registro desconocido '{kind}'</translation>
    </message>
    <message>
        <source>no held card {id}</source>
        <translation>no hay carta retenida {id}</translation>
    </message>
    <message>
        <source>{slot} is not waiting for an unreadable card</source>
        <translation>{slot} no espera una carta ilegible</translation>
    </message>
    <message>
        <source>correction refused: with {card} in {slot} the recorded round no longer holds ({why}); a pit boss can void the round</source>
        <translation>corrección rechazada: con {card} en {slot} la ronda registrada ya no es válida ({why}); un jefe de mesa puede anular la ronda</translation>
    </message>
    <message>
        <source>no alert {id}</source>
        <translation>no hay alerta {id}</translation>
    </message>
    <message>
        <source>a {kind} alert is resolved by fixing its card</source>
        <translation>una alerta {kind} se resuelve corrigiendo su carta</translation>
    </message>
    <message>
        <source>cannot close '{what}'</source>
        <translation>no se puede cerrar '{what}'</translation>
    </message>
    <message>
        <source>box {turn} decides first (decisions go in box order)</source>
        <translation>el box {turn} decide primero (las decisiones van en orden de box)</translation>
    </message>
    <message>
        <source>box {passed} has already taken the offer: it goes round in box order and this box was passed</source>
        <translation>el box {passed} ya ha tomado la oferta: va en orden de box y este box quedó atrás</translation>
    </message>
    <message>
        <source>a correction needs a reason</source>
        <translation>una corrección necesita un motivo</translation>
    </message>
    <message>
        <source>{slot} has no card to correct</source>
        <translation>{slot} no tiene carta que corregir</translation>
    </message>
    <message>
        <source>nothing to undo: after the dealer opens (or a card was dealt) only a recorded correction can change the round</source>
        <translation>nada que deshacer: tras abrir el crupier (o repartir una carta) solo una corrección registrada puede cambiar la ronda</translation>
    </message>
    <message>
        <source>{step} refused: that card is already on the table face down — a pit boss must check the cards</source>
        <translation>{step} rechazada: esa carta ya está en la mesa boca abajo — un jefe de mesa debe revisar las cartas</translation>
    </message>
    <message>
        <source>the round is confirmed and logged: only a void or adjustment record can change it</source>
        <translation>la ronda está confirmada y registrada: solo una anulación o un ajuste pueden cambiarla</translation>
    </message>
    <message>
        <source>wagers are placed before the deal</source>
        <translation>las apuestas se colocan antes del reparto</translation>
    </message>
    <message>
        <source>boxes are removed before the deal</source>
        <translation>los boxes se quitan antes del reparto</translation>
    </message>
    <message>
        <source>the deal has started</source>
        <translation>el reparto ya ha empezado</translation>
    </message>
    <message>
        <source>insurance is not open</source>
        <translation>el seguro no está abierto</translation>
    </message>
    <message>
        <source>bought cards are not being offered</source>
        <translation>no se ofrecen cartas compradas</translation>
    </message>
    <message>
        <source>the dealer's game is not offered</source>
        <translation>no se ofrece el juego del crupier</translation>
    </message>
    <message>
        <source>the dealer opens after the decisions and insurance</source>
        <translation>el crupier abre tras las decisiones y el seguro</translation>
    </message>
    <message>
        <source>the round is not settled yet</source>
        <translation>la ronda aún no está liquidada</translation>
    </message>
    <message>
        <source>card entry</source>
        <translation>Entrada de carta</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>Corrección</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <source>held</source>
        <translation>retenida</translation>
    </message>
    <message>
        <source>the dealer's hand</source>
        <translation>la mano del crupier</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>las cartas comunes</translation>
    </message>
    <message>
        <source>burned</source>
        <translation>quemada</translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation>box {box}</translation>
    </message>
    <message>
        <source>drawn by box {box}</source>
        <translation>recibida por el box {box}</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>apartada</translation>
    </message>
    <message>
        <source>no amount</source>
        <translation>sin importe</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>cambiado</translation>
    </message>
    <message>
        <source>bought a sixth card</source>
        <translation>comprado una sexta carta</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} o {b}</translation>
    </message>
    <message>
        <source>{n}x</source>
        <translation>{n}x</translation>
    </message>
    <message>
        <source>Express Bonus on the dealer</source>
        <translation>Express Bonus al crupier</translation>
    </message>
    <message>
        <source>Express Bonus on another box</source>
        <translation>Express Bonus a otro box</translation>
    </message>
    <message>
        <source>box {box} card {i}</source>
        <translation>box {box}, carta {i}</translation>
    </message>
    <message>
        <source>box {box} draw {i}</source>
        <translation>box {box}, carta recibida {i}</translation>
    </message>
    <message>
        <source>burn {i}</source>
        <translation>carta quemada {i}</translation>
    </message>
    <message>
        <source>dealer card {i}</source>
        <translation>carta {i} del crupier</translation>
    </message>
    <message>
        <source>board card {i}</source>
        <translation>carta común {i}</translation>
    </message>
    <message>
        <source>dealer's bought card</source>
        <translation>carta comprada del crupier</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>apuestas</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>reparto</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>decisiones</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>cartas de cambio</translation>
    </message>
    <message>
        <source>buy_cards</source>
        <translation>compra de cartas</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>seguro</translation>
    </message>
    <message>
        <source>open_dealer</source>
        <translation>apertura del crupier</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>crupier abierto</translation>
    </message>
    <message>
        <source>dealer_game_offer</source>
        <translation>oferta de juego al crupier</translation>
    </message>
    <message>
        <source>dealer_game_draw</source>
        <translation>carta del juego comprado</translation>
    </message>
    <message>
        <source>preflop</source>
        <translation>preflop</translation>
    </message>
    <message>
        <source>flop_deal</source>
        <translation>reparto del flop</translation>
    </message>
    <message>
        <source>flop</source>
        <translation>flop</translation>
    </message>
    <message>
        <source>river_deal</source>
        <translation>reparto del turn y river</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>liquidación</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmada</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando cartas</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>con cartas</translation>
    </message>
    <message>
        <source>draw_pending</source>
        <translation>esperando cartas de cambio</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>con cartas nuevas</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugado</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>pagado al instante</translation>
    </message>
    <message>
        <source>{slot}: the reader could not read this card — enter or confirm it</source>
        <translation>{slot}: el lector no pudo leer esta carta — introdúzcala o confírmela</translation>
    </message>
    <message>
        <source>{card} was read again ({where}): not accepted — check the card and the shoe</source>
        <translation>{card} se leyó otra vez ({where}): no aceptada — revise la carta y el zapato</translation>
    </message>
    <message>
        <source>a card already on the table face down was read again: not accepted — check the card and the shoe</source>
        <translation>una carta que ya está boca abajo en la mesa se leyó otra vez: no aceptada — revise la carta y el zapato</translation>
    </message>
    <message>
        <source>{card} arrived when no card was expected: held — place it or set it aside</source>
        <translation>{card} llegó cuando no se esperaba ninguna carta: retenida — colóquela o apártela</translation>
    </message>
    <message>
        <source>a card entered for {slot} is already on the table face down: a pit boss must check the cards</source>
        <translation>una carta introducida para {slot} ya está boca abajo en la mesa: un jefe de mesa debe revisar las cartas</translation>
    </message>
    <message>
        <source>an unreadable card arrived when none was expected: check the shoe</source>
        <translation>llegó una carta ilegible cuando no se esperaba ninguna: revise el zapato</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) from the reader never arrived: a card may be missing — check the cards</source>
        <translation>
            <numerusform>%n mensaje del lector no llegó: puede faltar una carta — revise las cartas</numerusform>
            <numerusform>%n mensajes del lector no llegaron: puede faltar una carta — revise las cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>card reader lost: {reason}</source>
        <translation>lector de cartas perdido: {reason}</translation>
    </message>
    <message>
        <source>card reader back: check no card was dealt meanwhile</source>
        <translation>el lector de cartas ha vuelto: compruebe que no se repartió ninguna carta mientras tanto</translation>
    </message>
    <message>
        <source>the reader reports {code}</source>
        <translation>el lector informa {code}</translation>
    </message>
    <message>
        <source>checking camera lost: {reason}</source>
        <translation>cámara de control perdida: {reason}</translation>
    </message>
    <message>
        <source>checking camera back</source>
        <translation>la cámara de control ha vuelto</translation>
    </message>
    <message>
        <source>the reader sent message {sequence} again with different content, which was not taken: check the cards on the layout</source>
        <translation>el lector envió otra vez el mensaje {sequence} con otro contenido, que no se tomó: revise las cartas en la mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n card message(s) from the reader found no room and were lost — check every card on the layout</source>
        <translation>
            <numerusform>%n mensaje de carta del lector no tuvo sitio y se perdió — revise todas las cartas en la mesa</numerusform>
            <numerusform>%n mensajes de carta del lector no tuvieron sitio y se perdieron — revise todas las cartas en la mesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the reader's queue overflowed: %n protocol error(s) or heartbeat(s) dropped</source>
        <translation>
            <numerusform>la cola del lector se desbordó: se descartó %n error de protocolo o latido</numerusform>
            <numerusform>la cola del lector se desbordó: se descartaron %n errores de protocolo o latidos</numerusform>
        </translation>
    </message>
    <message>
        <source>folded</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>folded: the BONUS is lost with the Ante</source>
        <translation>retirado: el BONUS se pierde con el Ante</translation>
    </message>
    <message>
        <source>folded [trips_lost_on_fold]</source>
        <translation>retirado: Trips se pierde</translation>
    </message>
    <message>
        <source>dealer has no game</source>
        <translation>el crupier no tiene juego</translation>
    </message>
    <message>
        <source>bought game: the dealer still has no game</source>
        <translation>juego comprado: el crupier sigue sin juego</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>tie [insurance_on_tie = lose]</source>
        <translation>empate: el seguro pierde</translation>
    </message>
    <message>
        <source>dealer qualifies and the box beats it</source>
        <translation>el crupier califica y el box le gana</translation>
    </message>
    <message>
        <source>dealer qualifies and equals or beats the box</source>
        <translation>el crupier califica e iguala o gana al box</translation>
    </message>
    <message>
        <source>dealer has no pair: the Ante pushes</source>
        <translation>el crupier no tiene pareja: el Ante empata</translation>
    </message>
    <message>
        <source>wins below a straight: the Blind pushes</source>
        <translation>gana por debajo de escalera: el Blind empata</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>won {won}, capped at {limit}: pays {limit}</source>
        <translation>ganado {won}, limitado a {limit}: paga {limit}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>No existe el archivo o el directorio</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permiso denegado</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Dispositivo o recurso ocupado</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>No queda espacio en el dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>round log {path}: is a folder, not a file</source>
        <translation>registro de rondas {path}: es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>round log {path}: not a round log (not an SQLite database)</source>
        <translation>registro de rondas {path}: no es un registro de rondas (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>round log {path}: an SQLite database, but not a dealer-assist round log</source>
        <translation>registro de rondas {path}: es una base de datos SQLite, pero no un registro de rondas de dealer-assist</translation>
    </message>
    <message>
        <source>round log {path}: written by a newer dealer-assist (log schema {version}; this version knows up to {known}); update the application to read it</source>
        <translation>registro de rondas {path}: lo escribió una versión más nueva de dealer-assist (esquema {version}; esta versión conoce hasta el {known}); actualice la aplicación para leerlo</translation>
    </message>
    <message>
        <source>round log {path}: cannot create its folder: {why}</source>
        <translation>registro de rondas {path}: no se puede crear su carpeta: {why}</translation>
    </message>
    <message>
        <source>cannot open serial port {port}: {why}</source>
        <translation>no se puede abrir el puerto serie {port}: {why}</translation>
    </message>
    <message>
        <source>unknown card-reader protocol '{protocol}': choose framed or line</source>
        <translation>protocolo del lector de cartas desconocido '{protocol}': elija framed o line</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be opened: {why}</source>
        <translation>archivo de personal {path}: no se puede abrir: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: its key {key_file} is missing, so no PIN can be checked: put the key file back from the installation's backup</source>
        <translation>archivo de personal {path}: falta su clave {key_file}, así que no se puede comprobar ningún PIN: reponga el archivo de la clave desde la copia de seguridad de la instalación</translation>
    </message>
    <message>
        <source>staff key {path} can be read by other users (mode {mode}): chmod 600 {path}</source>
        <translation>otros usuarios pueden leer la clave del personal {path} (modo {mode}): chmod 600 {path}</translation>
    </message>
    <message>
        <source>staff key {path}: not a staff key (32 bytes in hex)</source>
        <translation>clave del personal {path}: no es una clave del personal (32 bytes en hexadecimal)</translation>
    </message>
    <message>
        <source>a PIN is {low} to {high} digits</source>
        <translation>un PIN tiene de {low} a {high} dígitos</translation>
    </message>
    <message>
        <source>a pit boss PIN is {low} to {high} digits</source>
        <translation>el PIN de un jefe de mesa tiene de {low} a {high} dígitos</translation>
    </message>
    <message>
        <source>a PIN of one digit repeated is too easy to guess</source>
        <translation>un PIN de un solo dígito repetido es demasiado fácil de adivinar</translation>
    </message>
    <message>
        <source>a name is 1 to 40 characters</source>
        <translation>un nombre tiene de 1 a 40 caracteres</translation>
    </message>
    <message>
        <source>no croupier called {name}</source>
        <translation>no hay ningún crupier llamado {name}</translation>
    </message>
    <message>
        <source>no pit boss called {name}</source>
        <translation>no hay ningún jefe de mesa llamado {name}</translation>
    </message>
    <message>
        <source>no technician called {name}</source>
        <translation>no hay ningún técnico llamado {name}</translation>
    </message>
    <message>
        <source>there is already a croupier called {name}</source>
        <translation>ya hay un crupier llamado {name}</translation>
    </message>
    <message>
        <source>there is already a pit boss called {name}</source>
        <translation>ya hay un jefe de mesa llamado {name}</translation>
    </message>
    <message>
        <source>there is already a technician called {name}</source>
        <translation>ya hay un técnico llamado {name}</translation>
    </message>
    <message>
        <source>{name} is not locked out</source>
        <translation>{name} no tiene ningún bloqueo</translation>
    </message>
    <message>
        <source>there is already a pit boss: ask them to add you</source>
        <translation>ya hay un jefe de mesa: pídale que le añada</translation>
    </message>
    <message>
        <source>a pit boss cannot remove themselves</source>
        <translation>un jefe de mesa no puede eliminarse a sí mismo</translation>
    </message>
    <message>
        <source>a pit boss cannot change their own role</source>
        <translation>un jefe de mesa no puede cambiar su propio rol</translation>
    </message>
    <message>
        <source>this needs a pit boss's PIN ({who} is not a pit boss)</source>
        <translation>hace falta el PIN de un jefe de mesa ({who} no es jefe de mesa)</translation>
    </message>
    <message>
        <source>{name} is no longer a croupier in the staff file: nothing was changed</source>
        <translation>{name} ya no es crupier en el archivo de personal: no se ha cambiado nada</translation>
    </message>
    <message>
        <source>{name} is no longer a pit boss in the staff file: nothing was changed</source>
        <translation>{name} ya no es jefe de mesa en el archivo de personal: no se ha cambiado nada</translation>
    </message>
    <message>
        <source>{name} is no longer a technician in the staff file: nothing was changed</source>
        <translation>{name} ya no es técnico en el archivo de personal: no se ha cambiado nada</translation>
    </message>
    <message>
        <source>{name} was added again, moved or given a new PIN after this PIN was entered: nothing was changed</source>
        <translation>la ficha de {name} en el archivo de personal cambió después de introducir este PIN (añadida de nuevo, cambio de rol o PIN nuevo): no se ha cambiado nada</translation>
    </message>
    <message>
        <source>{name} is locked out (too many wrong PINs): nothing was changed</source>
        <translation>{name} está bloqueado (demasiados PIN incorrectos): no se ha cambiado nada</translation>
    </message>
    <message>
        <source>a rotation needs a croupier's PIN ({who} is not a croupier)</source>
        <translation>un cambio de crupier necesita el PIN de un crupier ({who} no es crupier)</translation>
    </message>
    <message>
        <source>only a pit boss may change another person's PIN ({who} may not)</source>
        <translation>solo un jefe de mesa puede cambiar el PIN de otra persona ({who} no puede)</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>croupier</source>
        <translation>crupier</translation>
    </message>
    <message>
        <source>pit boss</source>
        <translation>jefe de mesa</translation>
    </message>
    <message>
        <source>technician</source>
        <translation>técnico</translation>
    </message>
    <message>
        <source>a role is one of {roles}, not {role}</source>
        <translation>un rol es uno de {roles}, no {role}</translation>
    </message>
    <message>
        <source>say why (the audit trail keeps the reason)</source>
        <translation>diga por qué (la auditoría guarda el motivo)</translation>
    </message>
    <message>
        <source>a change needs a name for what was changed</source>
        <translation>un cambio necesita el nombre de lo que se cambió</translation>
    </message>
    <message>
        <source>{action} entries are written by the staff store itself</source>
        <translation>las entradas {action} solo las escribe el propio archivo de personal</translation>
    </message>
    <message numerus="yes">
        <source>wrong PIN (%n tries left before a lock-out)</source>
        <translation>
            <numerusform>PIN incorrecto (queda %n intento antes del bloqueo)</numerusform>
            <numerusform>PIN incorrecto (quedan %n intentos antes del bloqueo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wrong PIN: {name} is now locked out for %n minutes</source>
        <translation>
            <numerusform>PIN incorrecto: {name} queda bloqueado durante %n minuto</numerusform>
            <numerusform>PIN incorrecto: {name} queda bloqueado durante %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is locked out after %n wrong PINs; try again later</source>
        <translation>
            <numerusform>{name} está bloqueado tras %n PIN incorrecto; inténtelo más tarde</numerusform>
            <numerusform>{name} está bloqueado tras %n PIN incorrectos; inténtelo más tarde</numerusform>
        </translation>
    </message>
    <message>
        <source>staff file {path}: already closed</source>
        <translation>archivo de personal {path}: ya está cerrado</translation>
    </message>
    <message>
        <source>staff key {key_file} is in the staff file's own folder: keep it apart (a copy of that folder must not carry the key)</source>
        <translation>la clave del personal {key_file} está en la misma carpeta que el archivo de personal: guárdela aparte (una copia de esa carpeta no debe llevarse la clave)</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be read: {why}</source>
        <translation>clave del personal {path}: no se puede leer: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: not a staff key: {why}</source>
        <translation>clave del personal {path}: no es una clave del personal: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be created: {why}</source>
        <translation>clave del personal {path}: no se puede crear: {why}</translation>
    </message>
    <message>
        <source>staff key {path}: cannot be created</source>
        <translation>clave del personal {path}: no se puede crear</translation>
    </message>
    <message>
        <source>staff anchors {path}: cannot be read: {why}</source>
        <translation>anclas del personal {path}: no se pueden leer: {why}</translation>
    </message>
    <message>
        <source>staff anchors {path}: cannot be written: {why}</source>
        <translation>anclas del personal {path}: no se pueden escribir: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: an older staff file whose audit entry {seq} fails its check: not migrated; restore it from a backup, or move it aside and set up the staff again</source>
        <translation>archivo de personal {path}: un archivo de personal antiguo cuya entrada {seq} de la auditoría no supera su comprobación: no se ha migrado; restáurelo desde una copia de seguridad, o apártelo y dé de alta al personal de nuevo</translation>
    </message>
    <message>
        <source>staff file {path}: an older staff file whose {role} {name} was not added through its audit trail, or with other scrypt parameters: not migrated; move it aside and set up the staff again</source>
        <translation>archivo de personal {path}: un archivo de personal antiguo en el que {role} {name} no se añadió a través de su auditoría, o con otros parámetros de scrypt: no se ha migrado; apártelo y dé de alta al personal de nuevo</translation>
    </message>
    <message>
        <source>staff file {path}: {problem}; no PIN is accepted until it is restored from a backup</source>
        <translation>archivo de personal {path}: {problem}; no se acepta ningún PIN hasta que se restaure desde una copia de seguridad</translation>
    </message>
    <message>
        <source>staff file {path}: {problem}</source>
        <translation>archivo de personal {path}: {problem}</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be written now: {why}</source>
        <translation>archivo de personal {path}: no se puede escribir ahora: {why}</translation>
    </message>
    <message>
        <source>staff file {path}: cannot be read now: {why}</source>
        <translation>archivo de personal {path}: no se puede leer ahora: {why}</translation>
    </message>
    <message>
        <source>its key check is missing (the file was altered)</source>
        <translation>falta su comprobación de clave (el archivo fue alterado)</translation>
    </message>
    <message>
        <source>it was not written with this installation's key ({key_file})</source>
        <translation>no se escribió con la clave de esta instalación ({key_file})</translation>
    </message>
    <message>
        <source>audit entry {seq} is missing (removed)</source>
        <translation>falta la entrada {seq} de la auditoría (eliminada)</translation>
    </message>
    <message>
        <source>audit entry {seq} does not follow the entry before it (one was removed or inserted)</source>
        <translation>la entrada {seq} de la auditoría no sigue a la anterior (se eliminó o se insertó una)</translation>
    </message>
    <message>
        <source>audit entry {seq} was changed after it was written, or written without the key</source>
        <translation>la entrada {seq} de la auditoría se cambió después de escribirse, o se escribió sin la clave</translation>
    </message>
    <message>
        <source>audit entry {seq}: {problem}</source>
        <translation>entrada {seq} de la auditoría: {problem}</translation>
    </message>
    <message>
        <source>its anchor (entry count and newest entry) is missing</source>
        <translation>falta su ancla (número de entradas y entrada más reciente)</translation>
    </message>
    <message>
        <source>its anchor is not readable</source>
        <translation>su ancla no se puede leer</translation>
    </message>
    <message>
        <source>its anchor was altered</source>
        <translation>su ancla fue alterada</translation>
    </message>
    <message numerus="yes">
        <source>the newest %n audit entries were removed ({kept} of {written})</source>
        <translation>
            <numerusform>se eliminó %n entrada, la más reciente, de la auditoría (quedan {kept} de {written})</numerusform>
            <numerusform>se eliminaron las %n entradas más recientes de la auditoría (quedan {kept} de {written})</numerusform>
        </translation>
    </message>
    <message>
        <source>audit entries were added after its anchor, without the key</source>
        <translation>se añadieron entradas de auditoría después de su ancla, sin la clave</translation>
    </message>
    <message>
        <source>it holds {count} audit entries where this installation wrote {wrote}: it was rolled back, replaced or deleted (anchor {anchors})</source>
        <translation>contiene {count} entradas de auditoría donde esta instalación escribió {wrote}: se revirtió, se sustituyó o se borró (ancla {anchors})</translation>
    </message>
    <message>
        <source>it was replaced by another staff file (anchor {anchors})</source>
        <translation>se sustituyó por otro archivo de personal (ancla {anchors})</translation>
    </message>
    <message>
        <source>its anchor in {anchors} was altered or made with another key</source>
        <translation>su ancla en {anchors} fue alterada o hecha con otra clave</translation>
    </message>
    <message>
        <source>{action} of {subject}, not a person</source>
        <translation>{action} de {subject}, que no es una persona</translation>
    </message>
    <message>
        <source>{action} of {subject}, who is already there</source>
        <translation>{action} de {subject}, que ya está</translation>
    </message>
    <message>
        <source>{action} of {subject}, who is not there</source>
        <translation>{action} de {subject}, que no está</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} is not readable</source>
        <translation>el hash del PIN de {subject} no se puede leer</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} uses scrypt n={scrypt_n} r={scrypt_r} p={scrypt_p}; this code uses only n={our_n} r={our_r} p={our_p}</source>
        <translation>el hash del PIN de {subject} usa scrypt n={scrypt_n} r={scrypt_r} p={scrypt_p}; este código solo usa n={our_n} r={our_r} p={our_p}</translation>
    </message>
    <message>
        <source>the new role or PIN hash of {subject} is not readable</source>
        <translation>el nuevo rol o el hash del PIN de {subject} no se pueden leer</translation>
    </message>
    <message>
        <source>{subject} moved to a role that is not free</source>
        <translation>{subject} pasó a un rol que no está libre</translation>
    </message>
    <message>
        <source>the PIN hash of {subject} uses scrypt parameters this code does not</source>
        <translation>el hash del PIN de {subject} usa parámetros de scrypt que este código no usa</translation>
    </message>
    <message>
        <source>a wrong-PIN count that is not readable</source>
        <translation>un recuento de PIN erróneos que no se puede leer</translation>
    </message>
    <message>
        <source>a wrong-PIN count of {subject} that does not follow from the entries before it</source>
        <translation>un recuento de PIN erróneos de {subject} que no se deduce de las entradas anteriores</translation>
    </message>
    <message>
        <source>the staff file's audit trail was altered ({problem}): the table settings cannot be trusted</source>
        <translation>el historial de cambios del archivo de personal ha sido alterado ({problem}): no se puede confiar en los ajustes de la mesa</translation>
    </message>
    <message>
        <source>the profile {game} changed after the pit boss approved it (SHA-256 {now}…, approved {approved}…): a pit boss must approve it again</source>
        <translation>el perfil {game} cambió después de que el jefe de mesa lo aprobara (SHA-256 {now}…, aprobado {approved}…): un jefe de mesa debe aprobarlo de nuevo</translation>
    </message>
    <message>
        <source>{path}: cannot read the profile: {why}</source>
        <translation>{path}: no se puede leer el perfil: {why}</translation>
    </message>
    <message>
        <source>the profile {game} changed while it was read: try again</source>
        <translation>el perfil {game} cambió mientras se leía: inténtelo de nuevo</translation>
    </message>
    <message>
        <source>table {table}: approval_threshold must be positive</source>
        <translation>mesa {table}: el umbral de aprobación debe ser positivo</translation>
    </message>
    <message>
        <source>table {table}: approval_threshold {amount} is not a whole number of chip units ({unit})</source>
        <translation>mesa {table}: el umbral de aprobación {amount} no es un número entero de unidades de ficha ({unit})</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <source>{where}: {name} must be positive, not {value}</source>
        <translation>{where}: {name} debe ser positivo, no {value}</translation>
    </message>
    <message>
        <source>{where}: max_bet {high} is below min_bet {low}</source>
        <translation>{where}: la apuesta máxima {high} es inferior a la mínima {low}</translation>
    </message>
    <message>
        <source>{where}: side_bet_max {high} is below side_bet_min {low}</source>
        <translation>{where}: la apuesta lateral máxima {high} es inferior a la mínima {low}</translation>
    </message>
    <message>
        <source>{where}: max_payout {high} is below max_bet {low}</source>
        <translation>{where}: el pago máximo {high} es inferior a la apuesta máxima {low}</translation>
    </message>
    <message>
        <source>the four corners are degenerate (three on one line?)</source>
        <translation>las cuatro esquinas no forman un cuadrilátero (¿tres en una línea?)</translation>
    </message>
    <message>
        <source>the four corners must be clicked in order round the layout</source>
        <translation>las cuatro esquinas deben marcarse en orden alrededor del tapete</translation>
    </message>
    <message>
        <source>cannot write calibration {path}: {why}</source>
        <translation>no se puede escribir la calibración {path}: {why}</translation>
    </message>
    <message>
        <source>card folder {folder} does not exist</source>
        <translation>la carpeta de cartas {folder} no existe</translation>
    </message>
    <message>
        <source>{folder} holds no card images (AS.png, TD.png ...)</source>
        <translation>{folder} no contiene imágenes de cartas (AS.png, TD.png ...)</translation>
    </message>
    <message>
        <source>image {path} does not exist</source>
        <translation>la imagen {path} no existe</translation>
    </message>
    <message>
        <source>{path} is not an image OpenCV can read</source>
        <translation>{path} no es una imagen que OpenCV pueda leer</translation>
    </message>
    <message>
        <source>{image}: {why}</source>
        <translation>{image}: {why}</translation>
    </message>
    <message>
        <source>{image}: the file name must be a card code such as AS.png or TD.png</source>
        <translation>{image}: el nombre del archivo debe ser el código de una carta, como AS.png o TD.png</translation>
    </message>
    <message>
        <source>{image} and {other} are the same card</source>
        <translation>{image} y {other} son la misma carta</translation>
    </message>
    <message>
        <source>no card found (nothing white enough in the frame)</source>
        <translation>no se encontró ninguna carta (nada lo bastante blanco en la imagen)</translation>
    </message>
    <message>
        <source>no card found (the largest white shape is too small)</source>
        <translation>no se encontró ninguna carta (la mayor forma blanca es demasiado pequeña)</translation>
    </message>
    <message>
        <source>no card found (the white shape is not a card's rectangle)</source>
        <translation>no se encontró ninguna carta (la forma blanca no es el rectángulo de una carta)</translation>
    </message>
    <message>
        <source>the card is cut by the edge of the image (show all of it)</source>
        <translation>el borde de la imagen corta la carta (muéstrela entera)</translation>
    </message>
    <message>
        <source>floor unreachable ({url}): {why}</source>
        <translation>no se puede conectar con la sala ({url}): {why}</translation>
    </message>
    <message>
        <source>the floor refused the login ({url}): {why}</source>
        <translation>la sala rechazó el inicio de sesión ({url}): {why}</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>No es un directorio</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Es un directorio</translation>
    </message>
    <message>
        <source>round log {path}: cannot be read: {why}</source>
        <translation>registro de rondas {path}: no se puede leer: {why}</translation>
    </message>
    <message>
        <source>no round {round_id} in the log</source>
        <translation>no hay ninguna ronda {round_id} en el registro</translation>
    </message>
    <message>
        <source>{value} is not a date (2025-03-01) or a date and time</source>
        <translation>{value} no es una fecha (2025-03-01) ni una fecha con hora</translation>
    </message>
    <message>
        <source>round log {path}: the round in progress at table {table} (saved {saved_at}) cannot be read back: {problem}</source>
        <translation>registro de rondas {path}: la ronda en curso de la mesa {table} (guardada {saved_at}) no se puede volver a leer: {problem}</translation>
    </message>
    <message>
        <source>it is not JSON ({why})</source>
        <translation>no es JSON ({why})</translation>
    </message>
    <message>
        <source>it holds {kind}, not a round</source>
        <translation>contiene {kind}, no una ronda</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>no se puede escribir {path}: {why}</translation>
    </message>
    <message>
        <source>floor: {why}</source>
        <translation>error de la base de datos de la sala: {why}</translation>
    </message>
    <message>
        <source>floor connection lost: {why}</source>
        <translation>conexión con la sala perdida: {why}</translation>
    </message>
    <message>
        <source>no round {round_id} on the floor</source>
        <translation>no hay ninguna ronda {round_id} en la sala</translation>
    </message>
    <message>
        <source>no round {round_id} of table {table} on the floor</source>
        <translation>no hay ninguna ronda {round_id} de la mesa {table} en la sala</translation>
    </message>
    <message>
        <source>{game} has no {drill}</source>
        <translation>{game} no tiene {drill}</translation>
    </message>
    <message>
        <source>pay drill</source>
        <translation>ejercicio de pago</translation>
    </message>
    <message>
        <source>second hand drill</source>
        <translation>ejercicio de segunda mano</translation>
    </message>
    <message>
        <source>insurance drill</source>
        <translation>ejercicio de seguro</translation>
    </message>
    <message>
        <source>cap drill</source>
        <translation>ejercicio de tope del máximo de la mesa</translation>
    </message>
    <message>
        <source>no game drill</source>
        <translation>ejercicio de crupier sin juego</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>El archivo ya existe</translation>
    </message>
    <message>
        <source>round log {path}: {doing} failed: {why}</source>
        <translation>registro de rondas {path}: ha fallado {doing}: {why}</translation>
    </message>
    <message>
        <source>{failed}. Nothing of it was written; everything recorded before is kept</source>
        <translation>{failed}. No se ha escrito nada de ello; todo lo registrado antes se conserva</translation>
    </message>
    <message>
        <source>it is locked by another program (still locked after waiting)</source>
        <translation>otro programa lo tiene bloqueado (sigue bloqueado tras esperar)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
    <message>
        <source>the file is damaged (truncated or overwritten)</source>
        <translation>el archivo está dañado (truncado o sobrescrito)</translation>
    </message>
    <message>
        <source>it is read-only here</source>
        <translation>aquí es de solo lectura</translation>
    </message>
    <message>
        <source>the disk refused a read or write ({text}: full, removed, or a size limit)</source>
        <translation>el disco rechazó una lectura o escritura ({text}: lleno, retirado o un límite de tamaño)</translation>
    </message>
    <message>
        <source>the file cannot be opened (check the folder exists and may be written)</source>
        <translation>no se puede abrir el archivo (compruebe que la carpeta existe y se puede escribir)</translation>
    </message>
    <message>
        <source>recording round {round_id}</source>
        <translation>el registro de la ronda {round_id}</translation>
    </message>
    <message>
        <source>recording rounds</source>
        <translation>el registro de rondas</translation>
    </message>
    <message>
        <source>saving the round in progress at table {table}</source>
        <translation>el guardado de la ronda en curso de la mesa {table}</translation>
    </message>
    <message>
        <source>voiding the round in progress at table {table}</source>
        <translation>la anulación de la ronda en curso de la mesa {table}</translation>
    </message>
    <message>
        <source>clearing the journal of table {table}</source>
        <translation>el borrado de la ronda en curso guardada de la mesa {table}</translation>
    </message>
    <message>
        <source>the camera has no calibration file: run the calibration wizard first</source>
        <translation>la cámara no tiene archivo de calibración: calíbrela primero (Ajustes → Calibrar la cámara)</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>la apertura</translation>
    </message>
    <message>
        <source>creating the log</source>
        <translation>la creación del registro</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>la lectura</translation>
    </message>
    <message>
        <source>reading the last entry</source>
        <translation>la lectura de la última entrada</translation>
    </message>
    <message>
        <source>reading the head</source>
        <translation>la lectura del final de la cadena</translation>
    </message>
    <message>
        <source>recording a clock alert</source>
        <translation>el registro de una alerta de reloj</translation>
    </message>
    <message>
        <source>recording a void of round {round_id}</source>
        <translation>el registro de la anulación de la ronda {round_id}</translation>
    </message>
    <message>
        <source>recording an adjustment of round {round_id}</source>
        <translation>el registro del ajuste de la ronda {round_id}</translation>
    </message>
    <message>
        <source>reading the journal</source>
        <translation>la lectura de las rondas en curso guardadas</translation>
    </message>
    <message>
        <source>counting voided rounds in progress</source>
        <translation>el recuento de las rondas en curso anuladas</translation>
    </message>
    <message>
        <source>reading round {round_id}</source>
        <translation>la lectura de la ronda {round_id}</translation>
    </message>
    <message>
        <source>reading the records of round {round_id}</source>
        <translation>la lectura de los pasos de la ronda {round_id}</translation>
    </message>
    <message>
        <source>reading the adjustments of round {round_id}</source>
        <translation>la lectura de las anulaciones y ajustes de la ronda {round_id}</translation>
    </message>
    <message>
        <source>reading rounds</source>
        <translation>la lectura de las rondas</translation>
    </message>
    <message>
        <source>searching the log</source>
        <translation>la búsqueda en el registro</translation>
    </message>
    <message>
        <source>counting rounds</source>
        <translation>el recuento de rondas</translation>
    </message>
    <message>
        <source>round log {path}: {doing} refused: opened read-only</source>
        <translation>registro de rondas {path}: no se permite {doing}: está abierto solo para lectura</translation>
    </message>
    <message>
        <source>its link to the previous entry is broken (entries removed, reordered or changed)</source>
        <translation>su enlace con la entrada anterior está roto (entradas eliminadas, reordenadas o cambiadas)</translation>
    </message>
    <message>
        <source>entry {n} is missing: removed from the log</source>
        <translation>falta la entrada {n}: eliminada del registro</translation>
    </message>
    <message>
        <source>entries {first} to {last} are missing: removed from the log</source>
        <translation>faltan las entradas {first} a {last}: eliminadas del registro</translation>
    </message>
    <message>
        <source>{table} rows at position {position} belong to no chain entry</source>
        <translation>las filas de {table} en la posición {position} no pertenecen a ninguna entrada de la cadena</translation>
    </message>
    <message>
        <source>its {table} row is missing</source>
        <translation>falta su fila de {table}</translation>
    </message>
    <message>
        <source>its stored content does not match its hash (a value was changed after it was recorded)</source>
        <translation>su contenido guardado no coincide con su hash (se cambió un valor después de registrarlo)</translation>
    </message>
    <message>
        <source>unexpected trigger(s) {names}</source>
        <translation>triggers inesperados: {names}</translation>
    </message>
    <message>
        <source>the log issued {issued} positions but holds entries up to {last}: entries were put in by other means</source>
        <translation>el registro emitió {issued} posiciones pero contiene entradas hasta la {last}: se añadieron entradas por otros medios</translation>
    </message>
    <message>
        <source>the log once held {issued} entries and now ends at {last}: entries were removed from the end</source>
        <translation>el registro llegó a tener {issued} entradas y ahora termina en la {last}: se eliminaron entradas del final</translation>
    </message>
    <message>
        <source>it is dated {confirmed}, before a round of its table logged ahead of it ({before}): backdated (or the clock was stepped while the log was written)</source>
        <translation>tiene fecha {confirmed}, anterior a una ronda de su mesa registrada antes ({before}): fecha atrasada (o se cambió la hora del reloj mientras se escribía el registro)</translation>
    </message>
    <message>
        <source>it is dated {confirmed}, after it was written ({recorded}): dated ahead (or the clock was stepped while the log was written)</source>
        <translation>tiene fecha {confirmed}, posterior a cuando se escribió ({recorded}): fecha adelantada (o se cambió la hora del reloj mientras se escribía el registro)</translation>
    </message>
    <message>
        <source>the anchor {hash} noted at position {position} is not in the log</source>
        <translation>el ancla {hash} anotada en la posición {position} no está en el registro</translation>
    </message>
    <message>
        <source>index {indexes} does not match the rounds it indexes, so searches, counts and exports would not show what the log holds ({sqlite})</source>
        <translation>el índice {indexes} no coincide con las rondas que indexa, así que las búsquedas, los recuentos y las exportaciones no mostrarían lo que contiene el registro ({sqlite})</translation>
    </message>
    <message>
        <source>the file's structure is damaged: {sqlite}</source>
        <translation>la estructura del archivo está dañada: {sqlite}</translation>
    </message>
    <message>
        <source>{first}; {more}</source>
        <translation>{first}; {more}</translation>
    </message>
    <message>
        <source>unknown log schema {version}</source>
        <translation>esquema de registro desconocido {version}</translation>
    </message>
    <message>
        <source>table {table} is missing</source>
        <translation>falta la tabla {table}</translation>
    </message>
    <message>
        <source>table {table} has columns {names}, expected {expected}</source>
        <translation>la tabla {table} tiene las columnas {names}, se esperaban {expected}</translation>
    </message>
    <message>
        <source>append-only trigger {name} is missing</source>
        <translation>falta el trigger de solo inserción {name}</translation>
    </message>
    <message>
        <source>append-only trigger {name} is altered</source>
        <translation>el trigger de solo inserción {name} está alterado</translation>
    </message>
    <message>
        <source>{kind} {name}</source>
        <translation>{kind} {name}</translation>
    </message>
    <message>
        <source>{object} is missing</source>
        <translation>{object}: falta</translation>
    </message>
    <message>
        <source>{object} is not defined as this version defines it</source>
        <translation>{object}: no está definido como lo define esta versión</translation>
    </message>
    <message>
        <source>unexpected {objects} in the file</source>
        <translation>objetos inesperados en el archivo: {objects}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tabla</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>trigger</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>{where}: stored {stored}, engine {engine}</source>
        <translation>{where}: registrado {stored}, recalculado {engine}</translation>
    </message>
    <message>
        <source>{where}: stored {stored}, engine has none</source>
        <translation>{where}: registrado {stored}, el recálculo no lo tiene</translation>
    </message>
    <message>
        <source>{where}: stored none, engine {engine}</source>
        <translation>{where}: no registrado, recalculado {engine}</translation>
    </message>
    <message>
        <source>{where}: stored {stored} items, engine {engine}</source>
        <translation>{where}: {stored} elementos registrados, {engine} en el recálculo</translation>
    </message>
    <message>
        <source>{head}[box {box}]{rest}</source>
        <translation>{head}[box {box}]{rest}</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>box {box}: {path}</source>
        <translation>box {box}: {path}</translation>
    </message>
    <message>
        <source>nested deeper than a round file needs (at most {depth} levels)</source>
        <translation>anidado a más profundidad de la que necesita un archivo de ronda (como máximo {depth} niveles)</translation>
    </message>
    <message>
        <source>duplicate key {name} in one JSON object</source>
        <translation>clave {name} repetida en un mismo objeto JSON</translation>
    </message>
    <message>
        <source>the number {number} has an exponent; write amounts in plain digits</source>
        <translation>el número {number} tiene exponente; escriba los importes con dígitos normales</translation>
    </message>
    <message>
        <source>a number of {digits} digits: more digits than the engine keeps</source>
        <translation>un número de {digits} cifras: más cifras de las que guarda el motor</translation>
    </message>
    <message>
        <source>{text} is not an amount a table can hold</source>
        <translation>{text} no es un importe que pueda haber en una mesa</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>no es un JSON válido: {why}</translation>
    </message>
    <message>
        <source>{where}: must be an object, not {kind}</source>
        <translation>{where}: debe ser un objeto, no {kind}</translation>
    </message>
    <message>
        <source>{where}: unknown key {name}</source>
        <translation>{where}: clave desconocida {name}</translation>
    </message>
    <message>
        <source>{where}: {why}</source>
        <translation>{where}: {why}</translation>
    </message>
    <message>
        <source>{where}: must be a list of cards</source>
        <translation>{where}: debe ser una lista de cartas</translation>
    </message>
    <message>
        <source>{where}: must not be negative, not {amount}</source>
        <translation>{where}: no puede ser negativo, y es {amount}</translation>
    </message>
    <message>
        <source>{where}: must be a whole number, not {value}</source>
        <translation>{where}: debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>{where}: needs "box" and "amount"</source>
        <translation>{where}: necesita "box" y "amount"</translation>
    </message>
    <message>
        <source>{where}: {do} is not an action ({actions})</source>
        <translation>{where}: {do} no es una acción ({actions})</translation>
    </message>
    <message>
        <source>{where}: {street} is not one of {streets}</source>
        <translation>{where}: {street} no es ninguna de {streets}</translation>
    </message>
    <message>
        <source>{where}: missing key {name}</source>
        <translation>{where}: falta la clave {name}</translation>
    </message>
    <message>
        <source>game: must be a profile name or a path</source>
        <translation>game: debe ser el nombre de un perfil o una ruta</translation>
    </message>
    <message>
        <source>dealer.bought_game.draw: the dealer's bought game is one card</source>
        <translation>dealer.bought_game.draw: el juego comprado al crupier es una sola carta</translation>
    </message>
    <message>
        <source>boxes: must be a non-empty list</source>
        <translation>boxes: debe ser una lista no vacía</translation>
    </message>
    <message>
        <source>{where}: actions must be a list</source>
        <translation>{where}: actions debe ser una lista</translation>
    </message>
    <message>
        <source>{where}: blind_box must be true or false</source>
        <translation>{where}: blind_box debe ser true o false</translation>
    </message>
    <message>
        <source>{where}: player must be text</source>
        <translation>{where}: player debe ser texto</translation>
    </message>
    <message>
        <source>not a card: {text} (expected a code such as 'As' or '10h')</source>
        <translation>no es una carta: {text} (se espera un código como 'As' o '10h')</translation>
    </message>
    <message>
        <source>not a card: {text} (rank 2-9, T or 10, J, Q, K, A; then suit s, h, d or c)</source>
        <translation>no es una carta: {text} (valor 2-9, T o 10, J, Q, K, A; luego el palo s, h, d o c)</translation>
    </message>
    <message>
        <source>{what} must be a number, not {value}</source>
        <translation>{what} debe ser un número, no {value}</translation>
    </message>
    <message>
        <source>{what} {value} is a binary float; give it as a string</source>
        <translation>{what} {value} es un número binario de coma flotante; indíquelo como texto</translation>
    </message>
    <message>
        <source>{what} {value} is not a number</source>
        <translation>{what} {value} no es un número</translation>
    </message>
    <message>
        <source>{what} {value} is not a finite number</source>
        <translation>{what} {value} no es un número finito</translation>
    </message>
    <message>
        <source>{what} {value} has an exponent; write the amount in plain digits</source>
        <translation>{what} {value} tiene exponente; escriba el importe con dígitos normales</translation>
    </message>
    <message>
        <source>{what} {amount} has more digits than the engine keeps (at most {digits} whole digits)</source>
        <translation>{what} {amount} tiene más cifras de las que guarda el motor (como máximo {digits} cifras enteras)</translation>
    </message>
    <message>
        <source>{what} {amount} has more than {places} decimal places; no table pays that finely</source>
        <translation>{what} {amount} tiene más de {places} decimales; ninguna mesa paga con tanta precisión</translation>
    </message>
    <message>
        <source>unknown game {game} (shipped: {shipped}; or a .toml path)</source>
        <translation>juego desconocido {game} (incluidos: {shipped}; o la ruta de un archivo .toml)</translation>
    </message>
    <message>
        <source>{path}: not valid TOML: {why}</source>
        <translation>{path}: no es un TOML válido: {why}</translation>
    </message>
    <message>
        <source>{path}: nested deeper than a profile needs</source>
        <translation>{path}: anidado a más profundidad de la que necesita un perfil</translation>
    </message>
    <message>
        <source>{path}: a number has more digits than the engine keeps</source>
        <translation>{path}: un número tiene más cifras de las que guarda el motor</translation>
    </message>
    <message>
        <source>round log {path}: no such file</source>
        <translation>registro de rondas {path}: el archivo no existe</translation>
    </message>
    <message>
        <source>round log {path}: the file is empty (no log yet)</source>
        <translation>registro de rondas {path}: el archivo está vacío (aún no hay registro)</translation>
    </message>
    <message>
        <source>round log {path}: unknown log schema {version}</source>
        <translation>registro de rondas {path}: esquema de registro desconocido {version}</translation>
    </message>
    <message>
        <source>round log {path}: cannot use a WAL journal ({mode})</source>
        <translation>registro de rondas {path}: no puede usar un diario WAL ({mode})</translation>
    </message>
    <message>
        <source>round log {path}: it is read-only here and its last rounds are still in {wal}, which cannot be read without a -shm file beside it; copy the folder to a writable place and check the copy</source>
        <translation>registro de rondas {path}: aquí es de solo lectura y sus últimas rondas siguen en {wal}, que no se puede leer sin un archivo -shm al lado; copie la carpeta a un lugar con permiso de escritura y compruebe la copia</translation>
    </message>
    <message>
        <source>table {table} has no round in progress to void</source>
        <translation>la mesa {table} no tiene ninguna ronda en curso que anular</translation>
    </message>
    <message>
        <source>round log {path}: round {round_id}: {why}</source>
        <translation>registro de rondas {path}: ronda {round_id}: {why}</translation>
    </message>
    <message>
        <source>round log {path}: entry {position} (a void or adjustment of round {round_id}): {why}</source>
        <translation>registro de rondas {path}: entrada {position} (una anulación o un ajuste de la ronda {round_id}): {why}</translation>
    </message>
    <message>
        <source>its stored content is not the JSON the log writes (changed behind the log, or damaged): {why}</source>
        <translation>su contenido guardado no es el JSON que escribe el registro (se cambió a espaldas del registro, o está dañado): {why}</translation>
    </message>
    <message>
        <source>its stored content is not the JSON object the log writes (changed behind the log, or damaged)</source>
        <translation>su contenido guardado no es el objeto JSON que escribe el registro (se cambió a espaldas del registro, o está dañado)</translation>
    </message>
    <message>
        <source>round {round_id} is already void</source>
        <translation>la ronda {round_id} ya está anulada</translation>
    </message>
    <message>
        <source>round {round_id} was altered after it was written (entry {position}): it cannot be voided or adjusted; the log's check names it: call the technician</source>
        <translation>la ronda {round_id} se alteró después de escribirse (entrada {position}): no se puede anular ni ajustar; la comprobación del registro la señala: llame al técnico</translation>
    </message>
    <message>
        <source>round {round_id} cannot be shown: its stored content is not in the form this version reads ({why}); the log's check says whether it was changed behind the log</source>
        <translation>la ronda {round_id} no se puede mostrar: su contenido guardado no tiene la forma que lee esta versión ({why}); la comprobación del registro dice si se cambió a espaldas del registro</translation>
    </message>
    <message>
        <source>a record time in the compact body is {value}</source>
        <translation>una hora de paso en los datos comprimidos es {value}</translation>
    </message>
    <message>
        <source>a round's compact body is damaged (not deflated text of its stated size)</source>
        <translation>los datos comprimidos de la ronda están dañados (no son texto comprimido del tamaño indicado)</translation>
    </message>
    <message>
        <source>a round's compact body is damaged (its text is not of its stated size)</source>
        <translation>los datos comprimidos de la ronda están dañados (su texto no tiene el tamaño indicado)</translation>
    </message>
    <message>
        <source>a round's compact body is damaged: {why}</source>
        <translation>los datos comprimidos de la ronda están dañados: {why}</translation>
    </message>
    <message>
        <source>a round's compact body has {lines} lines, not {want}</source>
        <translation>los datos comprimidos de la ronda tienen {lines} líneas, no {want}</translation>
    </message>
    <message>
        <source>a round's compact body cannot be read: {why}</source>
        <translation>no se pueden leer los datos comprimidos de la ronda: {why}</translation>
    </message>
    <message>
        <source>a round's compact body holds records of unequal lengths</source>
        <translation>los datos comprimidos de la ronda tienen pasos de longitudes distintas</translation>
    </message>
    <message>
        <source>a round's compact body cannot be read: its record kinds are not a list</source>
        <translation>no se pueden leer los datos comprimidos de la ronda: los tipos de paso no son una lista</translation>
    </message>
    <message>
        <source>training log {path}: {doing} failed: {why}</source>
        <translation>registro de formación {path}: ha fallado {doing}: {why}</translation>
    </message>
    <message>
        <source>starting a session</source>
        <translation>el inicio de una sesión</translation>
    </message>
    <message>
        <source>ending a session</source>
        <translation>el cierre de una sesión</translation>
    </message>
    <message>
        <source>recording an answer</source>
        <translation>el registro de una respuesta</translation>
    </message>
    <message>
        <source>floor {spec}: neither a postgresql:// URL nor a credentials file ({why})</source>
        <translation>sala {spec}: no es ni una URL postgresql:// ni un archivo de credenciales ({why})</translation>
    </message>
    <message>
        <source>credentials file {path} may be read by others (mode {mode}): chmod 600 {path}</source>
        <translation>otros usuarios pueden leer el archivo de credenciales {path} (modo {mode}): chmod 600 {path}</translation>
    </message>
    <message>
        <source>credentials file {path}: cannot be read: {why}</source>
        <translation>archivo de credenciales {path}: no se puede leer: {why}</translation>
    </message>
    <message>
        <source>credentials file {path}: expected one postgresql:// URL or conninfo line</source>
        <translation>archivo de credenciales {path}: se esperaba una sola línea con una URL postgresql:// o una cadena de conexión</translation>
    </message>
    <message>
        <source>table {table}, box {box}: already answered</source>
        <translation>mesa {table}, box {box}: ya estaba respondida</translation>
    </message>
    <message>
        <source>this login may not approve payouts (only a pit role may): {why}</source>
        <translation>este usuario no puede aprobar pagos (solo puede hacerlo un usuario del pit): {why}</translation>
    </message>
    <message>
        <source>round {round_id} was logged by tables {tables}: filter by table to open the one meant</source>
        <translation>la ronda {round_id} la registraron las mesas {tables}: filtre por mesa para abrir la que busca</translation>
    </message>
    <message>
        <source>making the shift report</source>
        <translation>la elaboración del informe de turno</translation>
    </message>
    <message>
        <source>the report's range ends ({high}) before it starts ({low})</source>
        <translation>el periodo del informe termina ({high}) antes de empezar ({low})</translation>
    </message>
    <message>
        <source>{wall} does not exist in {zone}: the clocks went forward then (type a time after the change)</source>
        <translation>la hora {wall} no existió en {zone}: esa noche se adelantaron los relojes (escriba una hora posterior al cambio)</translation>
    </message>
    <message>
        <source>training log {path}: is a folder, not a file</source>
        <translation>registro de formación {path}: es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>training log {path}: cannot create its folder: {why}</source>
        <translation>registro de formación {path}: no se puede crear su carpeta: {why}</translation>
    </message>
    <message>
        <source>training log {path}: not a training log (not an SQLite database)</source>
        <translation>registro de formación {path}: no es un registro de formación (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>training log {path}: an SQLite database, but not a dealer-assist training log (the live round log is never used for training)</source>
        <translation>registro de formación {path}: es una base de datos SQLite, pero no un registro de formación de dealer-assist (el registro de rondas en vivo nunca se usa para la formación)</translation>
    </message>
    <message>
        <source>training log {path}: written by a newer dealer-assist (schema {version}; this version knows up to {known}); update the application to read it</source>
        <translation>registro de formación {path}: lo escribió una versión más nueva de dealer-assist (esquema {version}; esta versión conoce hasta el {known}); actualice la aplicación para leerlo</translation>
    </message>
    <message>
        <source>floor: table {table}, entry {position} (round {round_id}): {why}; the floor's check names it: call the technician</source>
        <translation>sala: mesa {table}, entrada {position} (ronda {round_id}): {why}; la comprobación de la sala la señala: llame al técnico</translation>
    </message>
    <message>
        <source>its stored content is not the rows a table ships (changed on the floor, or damaged)</source>
        <translation>su contenido guardado no son las filas que envía una mesa (se cambió en la sala, o está dañado)</translation>
    </message>
</context>
<context>
    <name>Approval</name>
    <message>
        <source>Box {n} pays {amount}: a pit boss approves it</source>
        <translation>El box {n} paga {amount}: lo aprueba un jefe de mesa</translation>
    </message>
    <message>
        <source>box {n}: {amount}</source>
        <translation>box {n}: {amount}</translation>
    </message>
    <message>
        <source>approve the payout ({boxes})</source>
        <translation>aprobar el pago ({boxes})</translation>
    </message>
    <message>
        <source>Pit boss: approve</source>
        <translation>Jefe de mesa: aprobar</translation>
    </message>
    <message>
        <source>Box {n}: {who} refused the payout of {amount} from the pit</source>
        <translation>Box {n}: {who} rechazó desde el pit el pago de {amount}</translation>
    </message>
</context>
<context>
    <name>PitApprovals</name>
    <message numerus="yes">
        <source>waiting %n min</source>
        <translation>
            <numerusform>espera %n min</numerusform>
            <numerusform>espera %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the floor…</source>
        <translation>Leyendo la sala…</translation>
    </message>
    <message>
        <source>Nothing waits for a pit boss</source>
        <translation>Nada espera a un jefe de mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) wait for a pit boss</source>
        <translation>
            <numerusform>%n pago espera a un jefe de mesa</numerusform>
            <numerusform>%n pagos esperan a un jefe de mesa</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table} · box {box} pays {amount}</source>
        <translation>Mesa {table} · el box {box} paga {amount}</translation>
    </message>
    <message>
        <source>croupier {name}</source>
        <translation>crupier {name}</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Payouts waiting for a pit boss ({name})</source>
        <translation>Pagos que esperan a un jefe de mesa ({name})</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>First decision</source>
        <translation>Primera decisión</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>Tras el cambio</translation>
    </message>
    <message>
        <source>After playing</source>
        <translation>Tras jugar</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Pre-flop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Best: {best} ({ev} Ante)</source>
        <translation>Lo mejor: {best} ({ev} Ante)</translation>
    </message>
    <message>
        <source>{chosen}: the best decision ({ev} Ante)</source>
        <translation>{chosen}: la mejor decisión ({ev} Ante)</translation>
    </message>
    <message>
        <source>{best} was worth {margin} Ante more than {chosen}</source>
        <translation>{best} valía {margin} Ante más que {chosen}</translation>
    </message>
</context>
<context>
    <name>PitView</name>
    <message>
        <source>All rounds</source>
        <translation>Todas las rondas</translation>
    </message>
    <message>
        <source>Bets {low} to {high}</source>
        <translation>Apuestas de {low} a {high}</translation>
    </message>
    <message>
        <source>Between rounds · {n} this shift</source>
        <translation>Entre rondas · {n} en el turno</translation>
    </message>
    <message>
        <source>Connecting to the floor…</source>
        <translation>Conectando con la sala…</translation>
    </message>
    <message>
        <source>Croupier</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Croupier {name}</source>
        <translation>Crupier {name}</translation>
    </message>
    <message>
        <source>Every table</source>
        <translation>Todas las mesas</translation>
    </message>
    <message>
        <source>FORKED</source>
        <translation>BIFURCADA</translation>
    </message>
    <message>
        <source>Floor shift report</source>
        <translation>Informe de turno de la sala</translation>
    </message>
    <message>
        <source>Floor up to date</source>
        <translation>Sala al día</translation>
    </message>
    <message>
        <source>Floor {n} rounds behind</source>
        <translation>Sala: {n} rondas de retraso</translation>
    </message>
    <message>
        <source>House this shift: {house}</source>
        <translation>Casa en el turno: {house}</translation>
    </message>
    <message>
        <source>Log refused by the floor</source>
        <translation>Registro rechazado por la sala</translation>
    </message>
    <message>
        <source>Never shipped</source>
        <translation>Nunca enviado</translation>
    </message>
    <message>
        <source>No alerts this shift</source>
        <translation>Sin alertas en el turno</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Aún sin rondas</translation>
    </message>
    <message>
        <source>OFFLINE</source>
        <translation>SIN CONEXIÓN</translation>
    </message>
    <message>
        <source>Per croupier</source>
        <translation>Por crupier</translation>
    </message>
    <message>
        <source>Per table</source>
        <translation>Por mesa</translation>
    </message>
    <message>
        <source>Pit view</source>
        <translation>Vista del pit</translation>
    </message>
    <message>
        <source>Pit {name}</source>
        <translation>Pit {name}</translation>
    </message>
    <message>
        <source>Round {n} in progress</source>
        <translation>Ronda {n} en curso</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Reading the floor's rounds: {n}…</source>
        <translation>Leyendo las rondas de la sala: {n}…</translation>
    </message>
    <message>
        <source>Rounds this hour: {n}</source>
        <translation>Rondas en la última hora: {n}</translation>
    </message>
    <message>
        <source>Silent for {s} s</source>
        <translation>Sin señal desde hace {s} s</translation>
    </message>
    <message>
        <source>Table {t}</source>
        <translation>Mesa {t}</translation>
    </message>
    <message>
        <source>capped payout</source>
        <translation>pago limitado</translation>
    </message>
    <message>
        <source>dealer-assist: pit view</source>
        <translation>dealer-assist: vista del pit</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>repartiendo</translation>
    </message>
    <message>
        <source>duplicate card</source>
        <translation>carta duplicada</translation>
    </message>
    <message>
        <source>integrity</source>
        <translation>integridad</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en vivo</translation>
    </message>
    <message>
        <source>reader lost</source>
        <translation>lector perdido</translation>
    </message>
    <message>
        <source>◀ Tables</source>
        <translation>◀ Mesas</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Aprobaciones</translation>
    </message>
    <message>
        <source>Payout {amount} waits for approval</source>
        <translation>Pago de {amount} espera aprobación</translation>
    </message>
    <message numerus="yes">
        <source>%n payouts wait for approval</source>
        <translation>
            <numerusform>%n pago espera aprobación</numerusform>
            <numerusform>%n pagos esperan aprobación</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing waits for approval</source>
        <translation>Nada espera aprobación</translation>
    </message>
    <message>
        <source>payouts to approve</source>
        <translation>pagos por aprobar</translation>
    </message>
    <message>
        <source>{tables} · {red} · live</source>
        <translation>{tables} · {red} · en vivo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln mesa</numerusform>
            <numerusform>%Ln mesas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln need a look</source>
        <translation>
            <numerusform>%Ln requiere revisión</numerusform>
            <numerusform>%Ln requieren revisión</numerusform>
        </translation>
    </message>
    <message>
        <source>the podium's staff</source>
        <translation>el personal del podio</translation>
    </message>
    <message>
        <source>Podium staff · pit boss {who}</source>
        <translation>Personal del podio · jefe de mesa {who}</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
</context>
</TS>
