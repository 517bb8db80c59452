# La ventana de Klados en español. Los identificadores y las variables ({ $name }) son los mismos que
# en en.ftl; `tests/i18n.rs` comprueba que cada mensaje de en.ftl está aquí con las mismas variables.

## Números y nombres que comparten muchas pantallas

count-nodes = { $count ->
    [one] { $count } nodo
   *[other] { $count } nodos
}
budget-nodes = { $count ->
    [one] { $count } nodo ({ $memory })
   *[other] { $count } nodos ({ $memory })
}
book-built-in = el libro integrado ({ $count } aperturas con nombre)
algorithm-minimax = Minimax
algorithm-alpha-beta = Alfa-beta
algorithm-ordered = Alfa-beta ordenado
algorithm-mcts = Búsqueda en árbol Monte Carlo
technique-quiescence = Búsqueda de quiescencia
technique-quiescence-hint = Al llegar a la profundidad, sigue con capturas, promociones y respuestas al jaque hasta que la posición quede tranquila, como mucho 10 semijugadas más (contra el efecto horizonte)
technique-quiescence-words = quiescencia
technique-iterative = Profundización iterativa
technique-iterative-hint = Busca a profundidad 1, 2, … hasta la profundidad elegida; cada iteración prueba primero la mejor línea de la anterior, y todas se conservan
technique-iterative-words = profundización iterativa
technique-transpositions = Tabla de transposiciones
technique-transpositions-hint = Una posición a la que se vuelve a llegar por otro orden de jugadas toma su valor de una tabla, sin buscarla
technique-transpositions-words = una tabla de transposiciones
technique-killers = Jugadas asesinas
technique-killers-hint = Una jugada tranquila que causó un corte se guarda, dos por semijugada, y se prueba pronto en las demás posiciones de esa semijugada
technique-killers-words = jugadas asesinas
technique-history = Heurística de historia
technique-history-hint = Cada jugada tranquila que causó un corte suma profundidad² puntos en una tabla; las jugadas tranquilas se prueban de más a menos puntos
technique-history-words = la heurística de historia

## h-i45-pvs: search techniques

technique-pvs = Búsqueda de variante principal
technique-pvs-hint = La primera jugada se busca con la ventana completa, cada una de las siguientes con una ventana nula que solo pregunta si es mejor; la que lo es se busca de nuevo con la ventana completa
technique-pvs-words = la búsqueda de variante principal
technique-pvs-short = búsqueda de variante principal
technique-aspiration = Ventanas de aspiración
technique-aspiration-hint = La raíz se busca con una ventana estrecha alrededor de una estimación de su valor; si el valor cae fuera, se busca de nuevo con una ventana más ancha
technique-aspiration-words = ventanas de aspiración
technique-aspiration-short = ventanas de aspiración
technique-reductions = Reducciones de jugadas tardías
technique-reductions-hint = Una jugada tranquila tardía se busca una semijugada menos profunda; si aun así supera a la mejor hasta ahora, se busca de nuevo a toda la profundidad. El valor puede cambiar
technique-reductions-words = reducciones de jugadas tardías
technique-reductions-short = reducciones de jugadas tardías
technique-null-move = Poda de jugada nula
technique-null-move-hint = El bando que mueve pasa; si el otro bando, moviendo dos veces, aún no devuelve el valor a la ventana, el nodo se corta sin buscarlo. Falla en zugzwang, así que el valor puede cambiar
technique-null-move-words = la poda de jugada nula
technique-null-move-short = poda de jugada nula
narr-null-window = { $move } se busca con una ventana nula: la búsqueda de variante principal solo pregunta si es mejor que la mejor jugada hasta ahora, lo que cuesta menos que preguntar por cuánto.
narr-re-searched-null-window = { $move } se buscó primero con una ventana nula, que dijo que es mejor que la mejor jugada hasta ahora; se busca de nuevo con la ventana completa para saber su valor ({ $nodes } nodos de la primera búsqueda descartados).
narr-reduced = { $move } es una jugada tranquila tardía: las reducciones de jugadas tardías la buscan { $plies } semijugada menos profunda que la profundidad, suponiendo que es mala.
narr-re-searched-reduction = { $move }, una jugada tranquila tardía, se buscó primero una semijugada menos profunda y aun así superó a la mejor hasta ahora; se busca de nuevo a toda la profundidad ({ $nodes } nodos descartados).
narr-null-move-cut = La poda de jugada nula dejó pasar aquí al bando que mueve, y aun así el otro bando no devolvió el valor a la ventana: el nodo se corta sin buscar sus jugadas ({ $nodes } nodos de la búsqueda del pase, descartados). En zugzwang esto es un error.
narr-null-move-no-cut = La poda de jugada nula dejó pasar aquí al bando que mueve, pero el pase no bastó, así que se buscan sus jugadas ({ $nodes } nodos de la búsqueda del pase, descartados).
tree-badge-null-window = N
tree-badge-re-searched = R
tree-badge-reduced = −{ $plies }
tree-badge-null-move = P
table-null-window = ventana nula
table-re-searched = buscado de nuevo
table-reduced = reducido en { $plies }
table-null-move-cut = cortado por una jugada nula
table-null-move-no-cut = jugada nula, sin corte

## La barra de herramientas

toolbar-lessons = Lecciones
toolbar-lessons-hint = L: las lecciones, para enseñar a una clase paso a paso
toolbar-practice = Práctica
toolbar-practice-hint = E: ejercicios (minimax, alfa-beta, predecir al ordenador) y el constructor de árboles
toolbar-handouts = Fichas
toolbar-handouts-hint = Guarda el árbol como SVG y PNG (copia con respuestas y copia del alumno) y sus arreglos de nodos como CSV
toolbar-new-white = Nueva partida con blancas
toolbar-new-white-hint = Ctrl+N: juegas con blancas y mueves primero
toolbar-new-black = Nueva partida con negras
toolbar-new-black-hint = Ctrl+Shift+N: juegas con negras; el ordenador mueve primero
toolbar-take-back = Deshacer
toolbar-take-back-hint = Ctrl+Z: deshace tu jugada y la respuesta del ordenador
toolbar-redo = Rehacer
toolbar-redo-hint = Ctrl+Y: vuelve a jugar las jugadas deshechas
toolbar-flip = Girar tablero
toolbar-flip-hint = F: da la vuelta al tablero en esta partida
toolbar-lesson-search-hint = La búsqueda de la lección: sal de la lección para elegir la de la partida
toolbar-lesson-new-small-hint = { $game }: sale de la lección para una partida nueva. { $sides }
toolbar-depth = Profundidad (semijugadas):
toolbar-depth-hint = Teclas 1 a 6 (hasta 9 en los juegos pequeños): cuántas semijugadas mira hacia delante el ordenador
toolbar-computer-move = Jugada del ordenador
toolbar-computer-move-hint = M: el ordenador piensa y juega ahora
toolbar-fen-pgn = FEN / PGN
toolbar-fen-pgn-hint = Ctrl+L: copiar o pegar una posición o una partida
toolbar-settings = Ajustes
toolbar-settings-hint = Idioma, tema, límite de nodos, el tablero durante la reproducción, el libro de aperturas
toolbar-projector = Proyector
toolbar-projector-hint = P: letra grande y alto contraste
toolbar-help = Ayuda
toolbar-help-hint = F1: atajos de teclado
toolbar-algorithm-with-techniques = { $count ->
    [one] { $algorithm } + { $count } técnica
   *[other] { $algorithm } + { $count } técnicas
}
toolbar-algorithm-hint = A: la búsqueda que hace el ordenador; las técnicas que la acompañan están en este menú
toolbar-algorithm-techniques-hint = { $count ->
    [one] A: la búsqueda que hace el ordenador, acompañada de una técnica: { $techniques }
   *[other] A: la búsqueda que hace el ordenador, acompañada de técnicas: { $techniques }
}
toolbar-algorithm-named = Algoritmo: { $shown }
toolbar-mcts-hint = Hace crecer el árbol un nodo por iteración: selección, expansión, simulación, retropropagación; sus ajustes están arriba de su panel
toolbar-beside-algorithm = Junto al algoritmo

## Ajustes

settings-language = Idioma
settings-theme = Tema (T)
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-budget = Límite de nodos
settings-budget-explained = El máximo de nodos que puede guardar una búsqueda. Una búsqueda que necesite más pasa a alfa-beta ordenado y después a menos profundidad.
settings-board-follows = El tablero sigue la reproducción
settings-board-follows-hint = Mientras recorres una búsqueda paso a paso, el tablero muestra la posición que mira cada paso
settings-book = Libro de aperturas
settings-book-play = Jugar con el libro de aperturas
settings-book-play-hint = Mientras la partida sigue en el libro, el ordenador juega al instante una jugada del libro, sin buscar; las lecciones y la práctica nunca lo usan
settings-seed = Semilla:
settings-seed-hint = La misma semilla juega las mismas jugadas del libro: una clase puede repetir una partida jugada a jugada
settings-new-seed = Nueva semilla
settings-new-seed-hint = Otra semilla: otras jugadas del libro, elegidas según sus pesos
settings-book-in-use = Libro: { $book }
settings-book-file = Archivo de libro de aperturas…
settings-book-file-hint = Jugar con un libro Polyglot (.bin), según sus pesos
settings-book-built-in = Usar el libro integrado
settings-book-built-in-hint = Jugar con { $book }

## Palabras sobre la búsqueda y la partida, compartidas

count-plies = { $count ->
    [one] { $count } semijugada
   *[other] { $count } semijugadas
}
search-named = { $algorithm } a profundidad { $depth }
search-named-with = { $algorithm } con { $techniques } a profundidad { $depth }
side-white = Blancas
side-black = Negras
outcome-white-mates = Jaque mate: ganan las blancas.
outcome-black-mates = Jaque mate: ganan las negras.
outcome-stalemate = Ahogado: tablas.
outcome-fifty-moves = Tablas por la regla de las cincuenta jugadas.
outcome-repetition = Tablas por triple repetición.
outcome-material = Tablas: material insuficiente.
status-white-you = Juegan las blancas (tú)
status-white-computer = Juegan las blancas (el ordenador)
status-black-you = Juegan las negras (tú)
status-black-computer = Juegan las negras (el ordenador)
status-check = { $status } — ¡jaque!

## El panel de juego (bajo el tablero)

play-algorithm-with = { $algorithm } con { $techniques }
play-thinking = Pensando ({ $search }, { $plies }): nodos por nivel { $levels } — { $seconds } s
play-thinking-quiescence = Pensando ({ $search }, { $plies }): nodos por nivel { $levels }, quiescencia { $quiescence } — { $seconds } s
play-over-budget = ({ $search } superó el límite de nodos)
play-cancel = Cancelar
play-your-move = Tu jugada:
play-showing-ply = Se muestra la posición tras { $ply } de { $count } jugadas.
play-back-to-game = Volver a la partida
play-no-moves = Aún no hay jugadas.
play-move-named = jugada { $number } { $san }
play-named-line = La línea con nombre: { $line }
play-no-opening = Ninguna apertura con nombre
preview-root = la raíz de la búsqueda
preview-clicked = Una posición de la búsqueda: { $line }
preview-step = Este paso mira: { $line }
preview-hint = El tablero la muestra; las flechas numeradas son las jugadas desde la raíz de la búsqueda.
notice-bring-back = Recuperar la partida anterior
notice-bring-back-hint = Deshacer: seguir con { $previous }
notice-notes = { $count ->
    [one] { $count } nota sobre lo leído
   *[other] { $count } notas sobre lo leído
}

## Ayuda

help-title = Ayuda
help-moves = Haz clic en una pieza y luego en la casilla adonde debe ir (o arrástrala). Escribe las jugadas como e2e4 o Nf3.
help-answers = El ordenador responde; el panel de la derecha muestra su búsqueda, paso a paso.
help-shortcuts = Atajos de teclado (cuando ningún campo de texto está activo)
keycap-left = ←
keycap-right = →
keycap-space = Espacio
keycap-home = Inicio
keycap-end = Fin
keycap-enter = Intro
keycap-page-down = Av Pág
keycap-page-up = Re Pág
keycap-escape = Esc
key-new-black = Nueva partida, juegas con negras
key-new-white = Nueva partida, juegas con blancas
key-redo = Rehacer
key-take-back = Deshacer tu jugada y la respuesta
key-flip = Girar el tablero
key-study = Estudiar la búsqueda, o volver al tablero
key-code = El código de la búsqueda, con la línea en curso iluminada
key-computer-move = El ordenador juega ya
key-cancel = Cancelar la búsqueda del ordenador; cerrar la Ayuda
key-next-algorithm = Siguiente algoritmo de búsqueda
key-game-previous = Partida: la posición anterior
key-game-next = Partida: la posición siguiente
key-game-start = Partida: la posición inicial
key-game-present = Partida: volver al presente
key-replay-forward = Reproducción: un paso adelante
key-replay-back = Reproducción: un paso atrás
key-replay-play = Reproducción: reproducir o pausar
key-replay-start = Reproducción: ir al inicio
key-replay-end = Reproducción: ir al final
key-think-here = Buscar en la posición del tablero
key-copy-pgn = Copiar la partida como PGN
key-exchange = Ventana FEN y PGN
key-open-pgn = Abrir un archivo PGN
key-save-pgn = Guardar la partida como archivo PGN
key-type-move = Escribir una jugada
key-lessons = Lecciones
key-practice = Práctica (ejercicios, constructor de árboles)
key-lesson-next = Lección: paso siguiente (mando)
key-lesson-previous = Lección: paso anterior
key-theme = Tema claro u oscuro
key-projector = Modo proyector
key-help = Ayuda (esta ventana)
key-depth = Profundidad de búsqueda en semijugadas (en ajedrez, hasta 6)
key-copy-fen = Copiar la posición como FEN
key-paste = Pegar un FEN o una partida PGN
key-zoom = Ampliar, reducir, tamaño normal
play-move-hint = e2e4 o Nf3

## El panel de lecciones: la lista, el marco de una lección, la pregunta

lessons-choose = Elige una lección
lessons-back-to = Volver a «{ $title }»
lessons-built-in = Las lecciones que trae Klados
lessons-loading = Cargando las lecciones de { $folder }…
lessons-from-and-own = De { $folder } y las tuyas, { $own }
lessons-from = De { $folder }
lessons-no-folder = No se encontró ninguna carpeta de lecciones: escribe una en el campo o define { $variable }.
lessons-folder = Carpeta:
lessons-load = Cargar
lessons-kind-chess = ajedrez
lessons-kind-tree = árbol abstracto
lessons-kind-tictactoe = tres en raya
lessons-kind-connect4 = Conecta Cuatro
lessons-open = Abrir esta lección ({ $kind })
lessons-none = Aquí no hay lecciones.
lessons-english-only = Solo en inglés
lesson-all = Todas las lecciones
lesson-all-hint = Elige otra lección; esta sigue abierta
lesson-step-of = Paso { $step } de { $count }
lesson-previous = ◀ Anterior
lesson-previous-hint = El paso anterior de la lección (RePág)
lesson-next = Siguiente ▶
lesson-next-hint = El paso siguiente de la lección (AvPág)
lesson-next-asking-hint = El paso siguiente de la lección, dejando la pregunta sin responder (AvPág muestra antes la respuesta)
lesson-searching = Buscando…
lesson-search-failed = La búsqueda de la lección falló: { $message }
lesson-ask = Pregunta a la clase: { $question }
lesson-answer = Respuesta: { $answer }
lesson-reveal = Mostrar la respuesta
lesson-reveal-hint = Muestra la respuesta cuando la clase ya ha respondido (AvPág)
lesson-replay-elsewhere = La reproducción está en el paso { $shown }; esta parte de la lección está en el paso { $here }.
lesson-back-to-step = Volver a este paso
lesson-end = Aquí termina la lección.
lesson-next-lesson = Siguiente lección ▶
lesson-next-lesson-hint = Abrir «{ $name }», la siguiente del plan de clase
lesson-sweep-searching = Buscando a cada profundidad…
lesson-leave-play = Salir de la lección y seguir jugando desde aquí
lesson-leave-play-hint = Empieza una partida desde la posición de la lección; juegas con el bando al que le toca mover
lesson-leave = Salir de la lección
lesson-leave-hint = Cierra la lección y vuelve a la partida
sweep-depth = profundidad
sweep-plies = semijugadas
sweep-move = jugada
sweep-value = valor
sweep-searched = buscadas
sweep-evaluated = evaluadas
counts-hint = Buscadas: posiciones en las que entró la búsqueda. Evaluadas: las hojas, puntuadas por la evaluación o por las reglas. Podadas: jugadas que alfa-beta listó pero nunca buscó. Quiescencia: posiciones buscadas más allá de la profundidad: solo capturas, promociones y respuestas al jaque, como mucho 10 semijugadas más allá (una posición en ese límite se puntúa tal como está, tranquila o no). Transposiciones: posiciones a las que se volvió a llegar por otro orden de jugadas, cuyo valor salió de la tabla de transposiciones. Los arreglos de nodos guardan por igual las filas buscadas y las podadas.
position-to-move = { $whose }: juegan las { $side }.
position-came-about = Se llegó a ella con { $moves }.
position-lesson = La posición de la lección
position-lesson-waits = La partida espera hasta que salgas de la lección.
position-predict = La posición que hay que predecir
position-predict-waits = La partida espera hasta que salgas de Práctica.
position-file = La raíz del archivo
position-file-waits = La partida espera hasta que salgas del árbol del archivo.

## El paso a paso de la reproducción

stepper-kept-back = Lo que hace este paso queda oculto hasta que se muestre la respuesta: primero piensa la clase.
stepper-start = ⇤ Inicio
stepper-start-hint = Ir al inicio (Inicio)
stepper-back = ◀ Atrás
stepper-back-hint = Un paso atrás (←)
stepper-forward = Paso ▶
stepper-forward-hint = Un paso adelante (→)
stepper-end = Fin ⇥
stepper-end-hint = Ir al final (Fin)
stepper-pause = ■ Pausa
stepper-play = ▶ Reproducir
stepper-play-held-hint = La reproducción espera aquí hasta que se muestre la respuesta
stepper-play-hint = Reproducir o pausar (Espacio)
stepper-speed-unit = pasos/s
stepper-speed-hint = Velocidad de reproducción
stepper-order-menu = Orden: { $order } ▾
stepper-order-hint = El orden de la reproducción, y cuánto abarca un paso de retropropagación
stepper-step-capital = Paso { $step }
stepper-step = paso { $step }
stepper-step-of-capital = Paso { $step } de { $count }
stepper-step-of = paso { $step } de { $count }
stepper-order-depth-first = primero en profundidad
stepper-order-level = nivel a nivel, un nivel por paso
stepper-order-parent = nivel a nivel, un padre por paso
stepper-order-comparison = nivel a nivel, una comparación por paso
stepper-order = Orden:
stepper-level-by-level = Nivel a nivel
stepper-level-by-level-hint = El orden de Huo Chess: revela cada nivel y luego sube los valores nivel a nivel.
stepper-depth-first = Primero en profundidad
stepper-depth-first-hint = Como corre de verdad la recursión: entra en un nodo, busca sus hijos, devuelve su valor.
stepper-back-up = Subir:
stepper-a-level = un nivel
stepper-a-parent = un padre
stepper-a-comparison = una comparación
stepper-a-level-hint = Un paso sube un nivel entero.
stepper-a-parent-hint = Un paso: un padre toma el mejor de sus hijos.
stepper-a-comparison-hint = Un paso: un hijo se compara con el mejor hasta ahora de su padre.

## El panel de código: su selector y la pila de llamadas (las palabras clave del pseudocódigo no cambian)

code-pseudocode = Pseudocódigo
code-pseudocode-hint = El algoritmo tal como lo imprime un libro de texto, con lo que usó esta búsqueda
code-rust = El Rust de Klados
code-rust-hint = La búsqueda del propio Klados, src/engine/search.rs tal como se compiló este programa
code-level-by-level-hint = Nivel a nivel, la búsqueda de Klados corre como los bucles de Huo Chess: un solo listado para ambos
stack-call-stack = pila
stack-depth = profundidad
stack-best = mejor
stack-child = hijo
stack-chance = azar
stack-click-hint = Haz clic para enfocar el nodo de esta llamada en todas las vistas
stack-loops = bucles:
stack-loops-idle = no se ejecutan ahora

## h-i45-mctscode: MCTS in the code pane

code-mcts-rust-hint = La propia búsqueda en árbol Monte Carlo de Klados, src/engine/mcts/grow.rs tal como era al compilar este programa
code-mcts-tab-hint = C: el código de las cuatro fases, con la línea de la fase de este paso iluminada, y las variables del bucle
code-title-mcts-rust = El MCTS de Klados ({ $file })
code-mcts-variables = variables:
code-mcts-before = antes de la primera iteración
code-mcts-act-start = Empiezan las iteraciones: el árbol es solo la raíz
code-mcts-act-select-loop = La selección se detiene enseguida: este nodo aún tiene un movimiento sin probar
code-mcts-act-select = La selección baja al hijo con el UCB1 más alto
code-mcts-act-terminal = La partida ha terminado en el nodo seleccionado: no se añade nada
code-mcts-act-expand = La expansión añade como nodo nuevo el primer movimiento aún no probado
code-mcts-act-end-result = El final de la partida es el resultado: no hay simulación
code-mcts-act-playout = Simulación: una partida al azar desde el nodo nuevo da un resultado
code-mcts-act-backup = Retropropagación: cada nodo del camino cuenta la visita y suma el resultado
code-c-mcts-select = 1. selección
code-c-mcts-ended = la partida terminó aquí:
code-c-mcts-nothing-to-add = nada que añadir, sin simulación
code-c-mcts-expand = 2. expansión
code-c-mcts-simulate = 3. simulación
code-c-mcts-backpropagate = 4. retropropagación
code-c-mcts-w-counts = W cuenta los resultados de MAX
code-c-mcts-most-visited = el más visitado
code-c-mcts-mean = qué tan bien le fue a MAX por ahí
code-c-mcts-min-wants = MIN quiere lo que MAX no quiere
code-c-mcts-bonus = los poco probados reciben una bonificación
code-c-mcts-random-move = un movimiento al azar
code-c-mcts-result = 1 victoria, 1/2 tablas, 0 derrota para MAX
code-c-mcts-exploration = C: la constante de exploración

## El paso a paso de la vista MCTS

mcts-question-waits = Una pregunta espera a la clase: respóndela, y luego Mostrar enseña lo que hace este paso.
mcts-all-done = Todas las iteraciones hechas: el árbol tal como lo dejó la búsqueda. Los nodos rodeados son de lo que trata este paso.
mcts-first = ⇤ Primera
mcts-first-hint = Volver a la raíz sola, antes de la primera iteración
mcts-iteration-back = ◀ Iteración
mcts-iteration-back-hint = La misma fase de la iteración anterior
mcts-phase-back = ◀ Fase
mcts-phase-back-hint = Una fase atrás: N y W vuelven a bajar
mcts-phase-forward = Fase ▶
mcts-phase-forward-hint = Una fase adelante: selección, expansión, simulación, retropropagación
mcts-iteration-forward = Iteración ▶
mcts-iteration-forward-hint = La misma fase de la iteración siguiente
mcts-run = Avanzar 100
mcts-run-hint = Avanza 100 iteraciones de una vez
mcts-last = Última ⇥
mcts-last-hint = El árbol entero: todas las iteraciones hechas

## El resto de la ventana

board-promote = Promocionar el peón a
divider-hint = Arrastra para repartir el espacio; doble clic lo restablece
views-click-node = Haz clic en un nodo (una fila o una caja del árbol) para ver cómo se puntúa su posición.
views-comparing = Comparando…
notice-close-hint = Cierra esta nota hasta la próxima búsqueda (o hasta que cambie lo que dice)

## Los ajustes de la vista MCTS

mcts-iterations = Iteraciones:
mcts-iterations-hint = Cuántas iteraciones hace una búsqueda: de 1 a 100.000 (escribe un número)
mcts-exploration = Exploración C:
mcts-exploration-hint = La constante de exploración de UCB: cuanto mayor, más prueba las jugadas menos visitadas (√2 ≈ 1.41)
mcts-exploration-default-hint = Volver a la C del libro de texto, √2 ≈ 1.41
mcts-seed-hint = La misma semilla hace crecer el mismo árbol: una clase ve la misma búsqueda
mcts-playout-depth = Profundidad de simulación:
mcts-playout-depth-hint = Ajedrez: cuántas jugadas al azar hace una simulación antes de que la evaluación juzgue la posición. Las jugadas al azar engañan: una simulación puede dejar colgada una dama que nadie dejaría
mcts-playout-to-end = Una simulación sigue hasta el final de la partida: una victoria de x cuenta 1, unas tablas ½, una derrota 0.

## Las pestañas del panel de pensamiento

tabs-level = Nivel { $level }
tabs-level-count = Nivel { $level } · { $count }
tabs-level-word = Nivel
tabs-evaluation = Evaluación
tabs-evaluation-of = Evaluación de { $san }
tabs-evaluation-hint = CountScore término a término, para el nodo en que hiciste clic
tabs-compare = Comparar
tabs-compare-hint = Minimax, alfa-beta y alfa-beta ordenado en esta posición
tabs-iterations = Iteraciones
tabs-iterations-hint = Profundización iterativa: la profundidad, los nodos, el tiempo, la mejor jugada y el valor de cada iteración
tabs-tree = Árbol
tabs-tree-hint = El árbol de búsqueda, dibujado
tabs-code = Código
tabs-code-hint = C: el código de la búsqueda, con la línea que ejecuta este paso iluminada, y la pila de llamadas
tabs-quiescence = quiescencia:
tabs-more = Más
tabs-more-hint = La evaluación del nodo en que hiciste clic, la comparación de los algoritmos, las iteraciones
tabs-level-above = El nivel de arriba
tabs-level-below = El nivel de abajo
tabs-level-choose = Elige el nivel cuyo arreglo de nodos se muestra
tree-abstract = Árbol abstracto (sin tablero)
tree-view = Vista del árbol
tree-view-hint = Arrastra el dibujo para moverlo; la rueda o los botones hacen zoom.
tree-auto = Auto
tree-auto-hint = Tamaño legible, siguiendo la reproducción
tree-fit = Ajustar
tree-fit-hint = Muestra el dibujo entero tan grande como permita la vista; un dibujo demasiado grande para leerlo entero se arrastra
tree-zoom-in-hint = Ampliar (o la rueda del ratón)
tree-zoom-out-hint = Reducir (o la rueda del ratón)

## El panel MCTS

mcts-settings = Ajustes: { $iterations } iteraciones, C { $c }, semilla { $seed }, profundidad de simulación { $playout }
mcts-settings-to-end = Ajustes: { $iterations } iteraciones, C { $c }, semilla { $seed }, simulaciones hasta el final de la partida
mcts-running = Búsqueda en árbol Monte Carlo: { $iterations } iteraciones… { $seconds } s
mcts-cancel-hint = Detiene la búsqueda
mcts-no-tree = Aún no hay árbol: pulsa S (Pensar en esta posición) para buscar en el tablero, o haz una jugada y deja que el ordenador responda. El árbol crece un nodo por iteración, en cuatro fases: selección, expansión, simulación, retropropagación.
mcts-compare = Comparar con minimax
mcts-compare-hint = Busca en la misma posición con minimax y alfa-beta (a la profundidad de la ventana) o en el mismo árbol dibujado, y dice cuándo MCTS se quedó con la jugada de minimax
mcts-node-arrays = Arreglos de nodos
mcts-summary = Juega { $move } (la más visitada: { $visits } de { $total } visitas) · { $nodes } nodos · { $time }

## El resumen de una búsqueda en el panel de pensamiento

summary-value-hint = El valor está en peones desde el lado de las blancas: + es bueno para las blancas, #3 es mate en tres.
summary-compact = { $search }, profundidad { $depth }.
summary-compact-totals = { $search }, profundidad { $depth } — { $searched } buscadas, { $evaluated } evaluadas.
summary-compact-so-far = { $search }, profundidad { $depth } — hasta ahora { $searched } buscadas, { $evaluated } evaluadas.
summary-best-short = Mejor: { $san } ({ $value })
summary-so-far = hasta ahora { $searched } posiciones buscadas, { $evaluated } hojas evaluadas
summary-counts-wait = las cifras esperan a la respuesta
summary-full = { $search }, { $plies } en { $time }: { $counts }.
summary-best = Mejor jugada: { $san }   Valor: { $value }
summary-line = Línea esperada: { $line }
summary-nodes-per-level = Nodos por nivel
summary-line-positions = { " · " }{ $count } posiciones
summary-line-so-far = { " · " }hasta ahora { $count } posiciones
summary-line-best = { " · " }mejor: { $san }, valor { $value }
summary-move-cell = casilla { $cell }
summary-move-column = columna { $column }
counts-searched-evaluated = { $searched } posiciones buscadas, { $evaluated } hojas evaluadas
counts-pruned = , { $count } jugadas podadas
counts-quiescence = , { $count } posiciones en quiescencia
counts-at-limit = { " " }({ $count } detenidas en su límite, no tranquilas)
counts-transpositions = , { $count } transposiciones
duration-under-ms = menos de un milisegundo

## Los arreglos de nodos

table-node = nodo
table-node-short = #
table-parent = padre
table-parent-short = pad.
table-move = jugada
table-score = puntos
table-value = valor
table-status = estado
table-not-revealed = Aún no se ha revelado: avanza para ver este nivel.
table-no-room = No hay sitio para las filas aquí: una ventana más alta las muestra.
table-open-value-hint = El mejor valor hasta ahora: no todos los hijos han respondido aún.
status-searched = buscado
status-checkmate = jaque mate
status-stalemate = ahogado
status-draw = tablas
status-pruned = podado
status-quiescence = quiescencia
status-transposition = transposición

## Las pestañas Iteraciones, Comparar y Evaluación

iterations-nodes = nodos
iterations-time = tiempo
iterations-chooser = Iteración:
iterations-chooser-hint = La profundización iterativa buscó a profundidad 1, 2, … por turno: reproduce cualquiera (la pestaña Iteraciones las compara)
iterations-replay-hint = Reproducir la iteración { $iteration }: la búsqueda a profundidad { $depth }
iterations-named = Iteración { $iteration }
iterations-share = La última iteración es el { $share } % del trabajo.
iterations-share-hint = Cada nivel es muchas veces el de arriba, así que las primeras iteraciones cuestan poco; y cada una le dijo a la siguiente qué jugadas probar primero.
iterations-no-room = No hay sitio para la tabla aquí: una ventana más alta la muestra.
iterations-all = todas
compare-stopped = La comparación se detuvo antes de terminar.
compare-algorithm = algoritmo
compare-pruned = podadas
compare-perfect = Orden perfecto
compare-perfect-hint = El árbol mínimo: lo que busca alfa-beta cuando la mejor jugada de cada posición va primero
compare-same-answer = La misma jugada y el mismo valor cada vez: la poda ahorra trabajo, nunca cambia la respuesta.
compare-time = tiempo
compare-techniques-title = Alfa-beta con cada técnica, junto al alfa-beta simple
compare-technique = búsqueda
compare-plus-technique = + { $technique }
compare-answer = respuesta
compare-answer-same = la misma
compare-answer-changed = cambió
compare-answer-changed-hint = Esta técnica no busca el mismo árbol a la misma profundidad (mira más allá de la profundidad, o se salta jugadas que supone malas), así que puede elegir otra jugada o hallar otro valor. Las técnicas exactas nunca lo hacen.
compare-answer-fault = cambió: un fallo de Klados
evaluation-term = término
evaluation-net = neto
evaluation-score = puntos
evaluation-term-material = Material
evaluation-term-material-why = Las piezas ganan partidas: peón 100, caballo 300, alfil 310, torre 500, dama 900.
evaluation-term-centre-pawns = Peones centrales
evaluation-term-centre-pawns-why = Los peones en d4, e4, d5 y e5 controlan las casillas donde las piezas son más fuertes.
evaluation-term-development = Desarrollo
evaluation-term-development-why = Los caballos y los alfiles deben salir de la primera fila, y los caballos acercarse al centro.
evaluation-term-king-shelter = Refugio del rey
evaluation-term-king-shelter-why = Antes del final, los peones delante del rey mantienen lejos a los atacantes.
evaluation-term-pawn-advance = Avance de peones
evaluation-term-pawn-advance-why = En el final cada paso que da un peón lo acerca a convertirse en dama.

## La leyenda de colores y formas

legend-max-short = ■ MAX { $side }
legend-max = ■ MAX: las { $side } toman el mayor
legend-max-abstract = ■ MAX: toma el mayor
legend-max-hint = Una caja cuadrada: el bando que mueve ahí es MAX y toma el mayor valor de sus hijos
legend-min-short = ● MIN { $side }
legend-min = ● MIN: las { $side } toman el menor
legend-min-abstract = ● MIN: toma el menor
legend-min-hint = Una píldora redonda: el bando que mueve ahí es MIN y toma el menor valor de sus hijos
legend-chance-short = ◆ azar
legend-chance = ◆ azar: toma la esperanza
legend-chance-hint = Puntas: un nodo de azar. Ahí no elige nadie, eligen los dados: su valor es la suma del valor de cada hijo por su probabilidad (en la arista)
legend-open-short = x…: aún abierto
legend-open = x…: aún abierto, el mejor hasta ahora
legend-open-hint = Un valor seguido de «…» aún está abierto: la búsqueda no ha terminado con los hijos del nodo. En un nodo MAX es el mejor hasta ahora, así que el nodo vale al menos eso; en un nodo MIN, como mucho eso

## La ventana FEN y PGN

exchange-title = FEN y PGN
exchange-current = La posición actual (FEN):
exchange-copy-fen = Copiar FEN
exchange-copy-pgn = Copiar PGN
exchange-paste = Pega aquí un FEN o una partida PGN para seguir desde ahí:
exchange-open-pgn = Abrir archivo PGN…
exchange-download-pgn = Descargar la partida como PGN
exchange-save-pgn = Guardar partida como PGN…
exchange-open-tree = Abrir árbol de búsqueda…
exchange-open-tree-hint = Un archivo klados-tree/1 (.json), como la búsqueda de un alumno, para reproducirlo y compararlo con la de Klados (o suéltalo sobre la ventana)
exchange-path = O escribe la ruta del archivo:
exchange-path-hint = Una partida .pgn o un árbol de búsqueda .json (klados-tree/1)
exchange-open-file = Abrir este archivo
exchange-save-file = Guardar en este archivo
exchange-exists = { $file } ya existe. ¿Reemplazarlo?
exchange-replace = Reemplazar
exchange-keep = Conservar
find-hint-abstract = B2, A B2 o 1:5
find-hint-chess = e4 e5 Bc4 o 2:17
find-hint-tictactoe = 5 1 9 o 2:17
find-hint-connect4 = 4 4 3 o 2:17
find-label = Buscar:
find-go = Ir
find-field-hint = Una línea de jugadas desde la raíz (e4 e5 Bc4, 1. e4 e5 2. Bc4, e2e4), o un nivel y un número de nodo como los muestran las tablas (2:17, nivel 2 nodo 17)
find-go-hint = Muestra ese nodo en la tabla, en el árbol y en el tablero
find-not-reached = La reproducción aún no ha llegado a { $node }: avanza para verlo.

## Práctica

practice-tab-predict = Predecir
practice-tab-build = Construir un árbol
practice-tab-minimax-hint = Rellena los valores de un árbol con minimax y compruébalos
practice-tab-alpha-beta-hint = Rellena un árbol con alfa-beta: valores, jugadas podadas, α y β
practice-tab-predict-hint = Adivina la jugada del ordenador y su valor, y luego mira su búsqueda
practice-tab-build-hint = Escribe o edita un árbol, recorre su búsqueda paso a paso, guárdalo como lección
practice-tree-number = Número de árbol:
practice-tree-number-hint = El mismo número da el mismo árbol en todos los ordenadores: la clase puede compartir uno
practice-open = Abrir
practice-open-hint = Abre el árbol de este número
practice-not-a-number = «{ $text }» no es un número de árbol: escribe un número entero, como 42
practice-new-tree = Árbol nuevo
practice-new-tree-hint = Un árbol nuevo al azar
practice-shown-alpha-beta = El panel de pensamiento reproduce la búsqueda alfa-beta real de este árbol, de izquierda a derecha. Recórrela con el paso a paso (→ o Espacio).
practice-shown-minimax = El panel de pensamiento reproduce la búsqueda minimax real de este árbol. Recórrela con el paso a paso (→ o Espacio).
practice-back-to-answers = Volver a mis respuestas
practice-task-alpha-beta = Busca en el árbol como lo hace alfa-beta, de izquierda a derecha. Escribe el valor de cada nodo que busca (una cota como ≤2 se escribe 2). Haz clic en ✂ sobre una jugada que nunca busca. Puedes escribir α y β en el nodo que selecciones.
practice-task-minimax = Escribe en cada caja vacía cuánto vale el nodo: donde elige MAX (cuadrado), el mayor de sus hijos; donde elige MIN (redondo), el menor. Tab pasa a la caja siguiente.
practice-check = Comprobar
practice-check-hint = Marca cada respuesta como correcta o incorrecta (Ctrl+Enter)
practice-show-me = Muéstramelo
practice-show-me-hint = Reproduce la búsqueda real de este árbol en el panel de pensamiento
practice-clear = Borrar
practice-clear-hint = Empieza este árbol de nuevo
practice-click-node = Haz clic en un nodo para seleccionarlo.
practice-leaf = { $node } es una hoja: su valor está dado.
practice-node = Nodo { $node }:
practice-less-hint = Uno menos (↓ en la caja)
practice-more-hint = Uno más (↑ en la caja)
practice-alpha-hint = α en { $node } al entrar en él: un número, o -inf
practice-beta-hint = β en { $node } al entrar en él: un número, o inf
practice-score = { $right } de { $count } correctas
practice-well-done = { $score }. ¡Muy bien!
practice-select-hint = Seleccionar { $node } en la hoja
practice-title-minimax = Práctica de minimax · árbol { $seed }
practice-title-alpha-beta = Práctica de alfa-beta · árbol { $seed }
practice-handout-title = { $tab } · árbol { $seed }

## La cabecera del panel de pensamiento

thinking-heading = Cómo piensa el ordenador
thinking-running = Pensando…
thinking-fallback = { $chosen } superó el límite de nodos; ahora se prueba { $now }.
thinking-empty = Cuando el ordenador haya pensado, toda su búsqueda aparece aquí: cada posición que miró, nivel a nivel, y cómo subieron los valores para elegir su jugada.
thinking-think-here = Pensar en esta posición
thinking-think-here-hint = S: busca en la posición del tablero sin hacer ninguna jugada
thinking-fold-hint = Haz clic para plegar los detalles
thinking-unfold-hint = Haz clic para ver el tiempo de la búsqueda, la línea esperada y los nodos por nivel
thinking-back-to-board = ◀ Volver al tablero
thinking-back-to-board-hint = V: de nuevo el tablero grande y el panel de la partida
thinking-study = Estudiar la búsqueda ▶
thinking-study-hint = V: un tablero pequeño que sigue la reproducción; el árbol y los arreglos de nodos ocupan la ventana
thinking-compare = Comparar algoritmos
thinking-compare-hint = Busca en esta posición con minimax, alfa-beta y alfa-beta ordenado, y compara
thinking-held-until-reveal = Mejor jugada y valor: cuando se muestre la respuesta.
thinking-held-until-end = Mejor jugada y valor: al final de la reproducción.
thinking-hide-code = Ocultar el código
thinking-hide-code-hint = C: cierra el código de la búsqueda
thinking-show-code = Mostrar el código
thinking-show-code-hint = C: el código de la búsqueda junto a la reproducción, con la línea de cada paso iluminada, y la pila de llamadas
thinking-board-follows = El tablero sigue
thinking-board-follows-hint = Mientras avanzas paso a paso, el tablero muestra la posición que mira cada paso
evaluation-chess-only = Aquí solo se puntúa término a término una posición de ajedrez.

## The thinking panel after a book move

book-taken-back = Esta jugada del libro se deshizo: el tablero ha seguido adelante.
book-nothing-searched = No se buscó nada: el libro tenía una jugada para esta posición, así que no hay árbol que reproducir. ¿Qué habría jugado la búsqueda?
book-think-here-hint = Busca en la posición desde la que se jugó la jugada del libro, como lo haría el ordenador sin libro; no se juega nada
book-played-here = El libro jugó aquí { $move }; esto es lo que habría jugado la búsqueda.
book-back = Volver a la jugada del libro
book-back-hint = Muestra de nuevo las jugadas del libro desde esta posición
book-moves-heading = { $count ->
    [one] La jugada del libro desde esta posición
   *[other] Las { $count } jugadas del libro desde esta posición
}
book-never = nunca
book-under-one-percent = < 1 %
book-percent = { $percent } %
book-lines = Líneas
book-lines-hint = Cuántas de las líneas de aperturas con nombre siguen con la jugada: el peso del libro incorporado
book-weight = Peso
book-weight-hint = El peso de la jugada en el archivo del libro
book-move = Jugada
book-chance = Probabilidad
book-chance-hint = Con qué frecuencia juega el libro la jugada: la parte de su peso entre las jugadas que juega
book-opening = Apertura
book-no-opening = (sin apertura con nombre)
book-never-played = Nunca se juega: { $why }
book-never-file = «nunca»: el archivo del libro da a la jugada un peso de 0.
book-never-unsound = marcada con ?, la búsqueda de Klados ve que pierde más de { $pawns } peones (pasa el ratón por encima)
book-never-rare = menos del { $percent } % de las líneas de las jugadas sanas siguen con ella
book-never-either = { $unsound }; o { $rare }
book-never-built-in = «nunca»: el libro nombra la jugada pero no la juega: { $reasons }.

## Going on with last time's game; how the tree grows

common-yes = Sí
common-no = No
resume-question = ¿Seguir con la partida de la última vez?
resume-no-moves = Jugabas con { $side }, desde una posición propia; todavía sin jugadas.
resume-moves = Jugabas con { $side }; { $plies ->
    [one] se jugó { $plies } semijugada.
   *[other] se jugaron { $plies } semijugadas.
}
level-sizes-picture = Los tamaños de los niveles (imagen)
level-sizes-heading = Cómo crece el árbol
level-sizes-step-on = Avanza un paso para ver el primer nivel.
level-sizes-area = El área de cada cuadrado es el número de posiciones de su nivel.
level-sizes-level = Nivel { $level }: { $count }
level-sizes-level-growth = Nivel { $level }: { $count } (×{ $growth })

## Handouts

handout-answer-svg = Copia con respuestas (SVG)
handout-student-svg = Copia del alumno (SVG)
handout-answer-png = Copia con respuestas (PNG)
handout-student-png = Copia del alumno (PNG)
handout-csv = Arreglos de nodos (CSV)
handout-trace-answer-svg = Código y traza, copia con respuestas (SVG)
handout-trace-student-svg = Código y traza, copia del alumno (SVG)
handout-trace-answer-png = Código y traza, copia con respuestas (PNG)
handout-trace-student-png = Código y traza, copia del alumno (PNG)
handout-tree = El árbol: { $title }
handout-no-tree = Todavía no hay árbol que escribir: deja pensar al ordenador, abre una lección o practica.
handout-folding = Un árbol que cabe se dibuja entero; uno mayor, alrededor de su mejor línea, con el resto plegado como «+N más».
handout-answers-later = Las copias con respuestas y los arreglos de nodos contienen las respuestas: se pueden escribir después de Comprobar o Muéstramelo.
handout-names-start = Los nombres de archivo empiezan por:
handout-example = Por ejemplo { $file }
common-in-folder = En la carpeta:
common-choose-folder = Elegir carpeta…
common-choose-folder-hint = Elige la carpeta en el diálogo del sistema
handout-write = Escribir archivos
handout-exist = Estos ya existen: { $files }.
handout-replace = Reemplazarlos
handout-keep = Conservarlos

## Practice: Predict the computer

predict-start = La posición inicial
predict-free-queen = Una dama gratis (juegan las blancas)
predict-guarded-pawn = Un peón protegido (juegan las blancas): prueba profundidad 1 y luego 2
predict-defend-f7 = Defiende f7 (juegan las negras)
predict-mate-in-one = Mate en una (juegan las blancas)
predict-king-and-pawn = Rey y peón (juegan las blancas)
predict-play-first = Juega primero tu jugada en el tablero: la que crees que elegirá el ordenador.
predict-could-not-run = La búsqueda no pudo hacerse: { $reason }.
predict-computer-plays = El ordenador juega { $move }, que vale { $value } a profundidad { $depth }.
predict-right = Predijiste { $move }: ¡correcto!
predict-as-good = Predijiste { $move }: tan buena como su elección ({ $value }), pero toma la primera de las jugadas que comparten el mejor valor.
predict-ranked = Predijiste { $move }, que vale { $value }: { $better ->
    [one] { $better } de las { $count } jugadas es mejor.
   *[other] { $better } de las { $count } jugadas son mejores.
}
predict-share = { $count } jugadas comparten ese valor.
predict-mate = Escribiste { $guess }; el ordenador ve un mate forzado: { $value }.
predict-exact = Tu valor es exactamente el del ordenador.
predict-apart = Escribiste { $guess }; el valor del ordenador es { $value } ({ $apart } peones de diferencia).
predict-task = ¿Qué jugada elegirá aquí el ordenador y cuánto creerá que vale la posición? Juega tu jugada en el tablero, escribe su valor en peones y pulsa Revelar.
predict-game-position = La posición de la partida
predict-position = Posición:
predict-depth = Profundidad:
predict-depth-hint = Cuántas semijugadas mira el ordenador hacia delante (minimax)
predict-your-move = Tu jugada para { $side }: { $move }
predict-your-move-none = Tu jugada para { $side }: juégala en el tablero.
predict-value = Su valor (peones):
predict-value-hint = Desde el lado de las blancas, como cuenta el ordenador: + es bueno para las blancas, - para las negras
predict-reveal = Revelar
predict-reveal-hint = Ejecuta la búsqueda del ordenador y compara
predict-try-again = Otra vez
predict-try-again-hint = Olvida esta predicción
predict-searching = El ordenador está buscando…
predict-see-why = El panel de pensamiento muestra la búsqueda: recórrela paso a paso para ver por qué.
predict-not-pawns = «{ $text }» no es un valor en peones: escribe un número como +1.5 o -0.3.

## Practice: the tree builder and the sheet

builder-default-title = Mi árbol
builder-default-first-step = Aquí hay un árbol. ¿Cuánto vale la raíz para MAX?
builder-no-chance = El constructor acepta árboles sin nodos de azar { "{" } … { "}" }: busca uno con `klados tree` o escríbelo como lección (lessons/README.md).
builder-too-big = El árbol tiene { $count } nodos; el constructor acepta como mucho { $most }.
builder-at-most = El constructor acepta como mucho { $most } nodos.
builder-no-child = No se añadió ningún hijo: { $reason }.
builder-root-stays = La raíz no se puede borrar.
builder-root-needs-move = La raíz necesita al menos una jugada.
builder-task = Escribe un árbol como listas anidadas: un número es una hoja, una lista es un nodo cuyos hijos enumera.
builder-tree = Árbol:
builder-build = Construir
builder-build-hint = Convierte este texto en el árbol (Intro)
builder-undo = Deshacer
builder-undo-hint = El árbol antes del último cambio
builder-the-root = la raíz
builder-selected = Seleccionado: { $node }
builder-add-child = Añadir hijo
builder-add-child-hint = Una hoja nueva debajo, que vale 0
builder-delete = Borrar
builder-delete-hint = Bórralo junto con todo lo que tiene debajo
builder-click-node = Haz clic en un nodo de la hoja para añadirle un hijo o borrarlo; escribe el valor de una hoja en su casilla.
builder-search-with = Buscar con:
builder-back-to-editing = Volver a editar
builder-step-through = Recorrer su búsqueda paso a paso
builder-mcts = Buscar con MCTS
builder-mcts-hint = Búsqueda de árbol Monte Carlo en este árbol, una fase cada vez junto al tablero (sus ajustes están arriba en su panel)
builder-save-as-lesson = Guardar como lección
builder-title = Título:
builder-first-step = El primer paso dice:
builder-save = Guardar lección
builder-save-hint = Escribe el archivo de la lección (aparece en Lecciones si se guarda en tu carpeta de lecciones)
builder-no-folder = { $folder } todavía no existe.
builder-create-folder = Crear la carpeta y guardar
builder-not-now = Ahora no
builder-exists = { $file } ya existe.
builder-building = Construyendo: { $title }
sheet-pruned = Podado: { $node }
sheet-prune-hint = Marca la jugada a { $node } como podada: alfa-beta nunca la busca (ni nada de lo que hay debajo)

## Saving lessons and handouts; the page's files; loading a game

builder-cannot-search = El árbol no se puede buscar: { $reason }.
builder-saved-download = Guardado como la descarga { $file }.
builder-not-saved = La lección no se pudo guardar: { $reason }.
builder-type-folder = Escribe la carpeta donde guardar la lección, o elígela.
common-not-a-folder = { $folder } no es una carpeta.
builder-saved-in-lessons = Guardado como { $file }. Está en la lista de Lecciones: añádele pasos con cualquier editor de texto.
builder-saved-elsewhere = Guardado como { $file }. Añádele pasos con cualquier editor de texto; carga su carpeta en Lecciones para enseñarla.
builder-not-saved-to = La lección no se pudo guardar en { $file }: { $reason }.
builder-folder-not-created = No se pudo crear la carpeta { $folder }: { $reason }.
handout-nothing = Todavía no hay árbol que escribir.
handout-downloaded = Descargado: { $files }.
handout-written = Escrito en { $folder }: { $files }.
handout-not-written = Sin escribir: { $failed }. Escritos: { $written }.
handout-none = ninguno
web-no-folders = Una página no tiene carpetas: lo que guarda va a las descargas del navegador.
web-picker-open = Ya hay un selector de archivos abierto: elige ahí un archivo o cancélalo.
web-picker-failed = El selector de archivos no se pudo abrir: { $reason }.
web-game-downloaded = La partida se guardó como la descarga { $file }.
web-game-not-saved = La partida no se pudo guardar: { $reason }.
web-file-unread = { $file } no se pudo leer: { $reason }.
web-no-such-lesson = La dirección de la página pide la lección { $id }: no existe.
web-book-now = El libro del ordenador es ahora { $book } (hasta que se cierre la página).
web-book-stays = { $reason }. El libro sigue siendo { $book }.
exchange-nothing = Nada que cargar: pega primero un FEN o una partida PGN.
exchange-bad-fen = No se pudo cargar el FEN: { $reason }
exchange-bad-pgn = No se pudo cargar el PGN: { $reason }

## The Code pane: the pseudocode's comments and titles (the code itself stays as it is)

code-c-best-line = la mejor línea hasta ahora
code-c-depths = profundidad 1, luego 2, ...
code-c-tried-first = se prueba primero la próxima vez
code-c-child-of-value = el hijo del que vino el valor
code-c-game-over = mate, ahogado o tablas
code-c-horizon-quiet = el horizonte: seguir mientras no esté tranquila
code-c-static = la puntuación estática
code-c-seen-before = ¿vista antes a esta profundidad?
code-c-bound-outside = exacto, o una cota fuera
code-c-dice = los dados: nadie elige
code-c-expectation = la esperanza
code-c-captures-first = primero las capturas, primero la víctima mayor
code-c-last-best = la mejor jugada de la iteración anterior
code-c-sides = las blancas son MAX, las negras MIN
code-c-cutoff = corte: el resto se poda
code-c-bound-if-cut = exacto, o una cota si hubo corte
code-c-plies-past = semijugadas: cuánto más allá de la profundidad
code-c-limit = el límite: no más allá,
code-c-quiet-or-not = tranquila o no
code-c-in-check = todas las respuestas, sin plantarse
code-c-captures-only = solo capturas y promociones
code-c-stand-pat = plantarse (stand pat)
code-c-narrow = MAX: alpha, MIN: beta
code-c-root-alone = la raíz sola, encima del nivel 0
code-c-fill = llenar NodesAnalysis0, 1, 2, ...
code-c-back-up = subir los valores, primero el nivel más profundo
code-c-parent-starts = (parent.value empieza en -INF o +INF)
code-title-chance = azar (expectimax)
code-title-transpositions = tabla de transposiciones
code-title-level-by-level = Nivel a nivel (los bucles de Huo Chess)

## The Code pane: what the lit line does

code-kept-back = Lo que hace este paso queda oculto hasta que se revele la respuesta.
code-step-line = ▶ línea { $line }: { $words }
code-child-of = { $child } de { $of }
code-act-start = La búsqueda se llama sobre la raíz
code-act-call-chance = La búsqueda sigue en un resultado de los dados
code-act-call = La búsqueda se llama a sí misma sobre un hijo
code-act-leaf = Una hoja: su puntuación estática es su valor
code-act-horizon = Se alcanzó la profundidad pero la posición no está tranquila: sigue la quiescencia
code-act-stand-pat = Plantarse: la puntuación estática es la mejor hasta ahora
code-act-stand-pat-cutoff = La puntuación estática sola queda fuera de α…β: se vuelve enseguida
code-act-quiescence-limit = El límite de la quiescencia: se puntúa tal como está
code-act-table-hit = Responde la tabla de transposiciones
code-act-table-store = El valor entra en la tabla de transposiciones
code-act-best = El valor del hijo se compara con el mejor hasta ahora
code-act-alpha-rises = α sube
code-act-beta-falls = β baja
code-act-cutoff = α ≥ β: corte, las jugadas que quedan se podan
code-act-return = El nodo devuelve su valor
code-act-expect = Se suma el valor del resultado por su probabilidad
code-act-expectation = El nodo de azar devuelve su esperanza
code-act-choose = La raíz juega la jugada con el mejor valor
code-act-fill = Se llena un nivel: cada jugada de cada nodo de arriba, con su puntuación estática
code-act-backup-level = Los valores de un nivel suben al nivel de arriba
code-act-backup-max = Un padre toma el mayor valor de sus hijos
code-act-backup-min = Un padre toma el menor valor de sus hijos

## A tree or an MCTS search opened from a file

opened-compare = Comparar con la búsqueda de Klados
opened-close = Cerrar el árbol
opened-name = Abierto: { $name }
opened-compare-hint = Klados busca la misma raíz, con la misma profundidad y algoritmo, y marca cada nodo de este árbol que difiere, con el motivo
opened-close-hint = Volver a la partida: ella y su búsqueda vuelven como estaban
opened-back-hint = Volver a la partida y su búsqueda
opened-comparing = Klados busca la misma raíz, con la misma profundidad y algoritmo…
opened-cannot-compare = No se puede comparar: { $reason }.
opened-agree = Nota { $score }/100: los árboles coinciden, nodo a nodo, con el { $search } de Klados ({ $nodes } nodos).
opened-rule = La regla: 100 puntos, menos 25 por una mejor jugada equivocada, 15 por un valor de la raíz equivocado y 5 por cada otra diferencia, como mucho 20 por cada tipo (un error repetido por el árbol no cuesta más); un valor equivocado solo porque uno de debajo lo está no cuesta nada; nunca por debajo de 0.
opened-differences = { $count ->
    [one] { $count } diferencia
   *[other] { $count } diferencias
} con el { $search } de Klados ({ $compared } de tus nodos comparados con sus { $nodes }), las más importantes primero:
opened-score-line = Nota { $score }/100: { $count ->
    [one] { $count } diferencia
   *[other] { $count } diferencias
}
opened-score = Nota { $score }/100
opened-backs-up-short = Cada valor sube de sus propios hijos.
opened-backs-up = Cada valor sube de sus propios hijos, y el valor de cada hoja es su puntuación. Compáralo con la búsqueda de Klados para comprobar el resto.
opened-unbacked-short = { $count ->
    [one] { $count } valor no sube de sus propios hijos:
   *[other] { $count } valores no suben de sus propios hijos:
}
opened-unbacked = { $count ->
    [one] { $count } valor no sube de sus propios hijos, marcado en el árbol y las tablas:
   *[other] { $count } valores no suben de sus propios hijos, marcados en el árbol y las tablas:
}
opened-wrong-short = { $count ->
    [one] { $count } nodo está mal en el archivo por sí solo (la nota lo cuenta):
   *[other] { $count } nodos están mal en el archivo por sí solos (la nota los cuenta):
}
opened-wrong = { $count ->
    [one] { $count } nodo está mal en el archivo por sí solo, marcado en el árbol y las tablas (la nota lo cuenta):
   *[other] { $count } nodos están mal en el archivo por sí solos, marcados en el árbol y las tablas (la nota los cuenta):
}
opened-letters = un árbol de letras
opened-to-move = turno { $side }
opened-game-from = { $game } desde { $position }, juega { $side }
opened-what = No es la búsqueda del ordenador: { $search } a profundidad { $depth }, { $nodes } nodos, { $what }. La partida espera hasta que se cierre el árbol.
opened-not-computers = un árbol de búsqueda leído de un archivo, no el del ordenador
mcts-opened-hint = { $path }: una búsqueda de árbol Monte Carlo leída de un archivo, no la del ordenador
mcts-grown-again = Crecido de nuevo desde la semilla del archivo, el mismo árbol: { $iterations } iteraciones, C = { $exploration }, semilla { $seed }
mcts-level-hint = El arreglo de nodos del nivel { $level }: los nodos a { $plies ->
    [one] { $plies } semijugada
   *[other] { $plies } semijugadas
} de la raíz
mcts-level-empty = Todavía ningún nodo en este nivel: solo la raíz.
mcts-fit-hint = Ajusta el dibujo al espacio que tiene (nunca por debajo de un tamaño legible)
mcts-w-counts-max = W cuenta para MAX; las jugadas de MIN se juzgan por 1 − W/N
mcts-w-counts-white = W cuenta para las blancas; las jugadas de las negras se juzgan por 1 − W/N
mcts-w-hint = W suma los resultados desde el lado de MAX (las blancas): 1 una victoria de MAX, 0 una derrota. En un nodo donde elige MIN (las negras), su propia media es 1 − W/N, y su UCB usa esa.

## The node arrays: quiescence levels and marks

table-beyond-depth = Más allá de la profundidad { $depth }: se sigue buscando solo donde hay una captura o una promoción posible o el rey está en jaque, para que ningún cambio quede cortado a medias, hasta { $limit } semijugadas más allá de la profundidad, donde una posición se puntúa tal como está.
table-reasons-status = { $reasons }

    Estado: { $status }

## A tree opened from a file: the list's end

opened-more-differences = … y { $count } más, menos importantes.

## The node arrays: a level's title and where its values go

table-level-title = NodesAnalysis{ $level }{ $quiescence }: tras las jugadas { $mover }{ $chance }, turno { $side } ({ $chooser }){ $dice }
table-level-title-named = NodesAnalysis{ $level }{ $quiescence }: tras las jugadas { $mover }{ $chance }, turno { $side }{ $dice }
table-level-quiescence = { " " }({ $words })
table-level-chance = { " " }y los resultados del azar
table-level-dice = { " " }o los dados (◆)
table-into-root = la raíz
table-into-level = el nivel { $level }
table-goes-up-chance = ; un nodo de azar ◆ toma su esperanza
table-largest = mayor (MAX)
table-smallest = menor (MIN)
table-goes-up = { $count ->
    [one] { $count } nodo; su valor sube hasta { $into }, donde el turno es { $side } y cada posición toma el { $which }{ $chance }.
   *[other] { $count } nodos; sus valores suben hasta { $into }, donde el turno es { $side } y cada posición toma el { $which }{ $chance }.
}
table-goes-up-hidden = Los valores de sus nodos suben hasta { $into }, donde el turno es { $side } y cada posición toma el { $which }{ $chance }.

## The replay's narration: what each step does

said-text = { $text }
said-nothing = { "" }
narr-node = { $move } (nivel { $level }, nodo { $node })
narr-node-probability = { $move } (nivel { $level }, nodo { $node }, probabilidad { $probability })
narr-no-value = ningún valor
narr-the-root = la raíz
narr-the-root-capital = La raíz
narr-chooser-max = MAX (el mayor valor)
narr-chooser-min = MIN (el menor valor)
narr-start = La raíz: el turno es { $side }. Avanza para ver cada jugada posible (nivel 0).
narr-reveal-quiescence = Nivel { $level } (NodesAnalysis{ $level }), más allá de la profundidad: búsqueda de quiescencia. { $count } posiciones tras { $plies } semijugadas, alcanzadas solo por capturas, promociones y respuestas al jaque { $side }, cada una con su puntuación estática.{ $last }
narr-quiescence-last = { " " }Este es el último nivel de la quiescencia: { $count ->
    [one] { $count } de ellas no está tranquila
   *[other] { $count } de ellas no están tranquilas
}, pero se paró en el límite de la quiescencia (10 semijugadas más allá de la profundidad): se puntúan tal como están.
narr-reveal = Nivel { $level } (NodesAnalysis{ $level }): { $count } posiciones tras { $plies ->
    [one] { $plies } semijugada
   *[other] { $plies } semijugadas
}, alcanzadas por las jugadas { $side }{ $chance }, cada una con su puntuación estática.
narr-reveal-chance = { " " }y por los resultados del azar (los dados)
narr-adds-last = { $child } suma { $weighted } a la esperanza de { $parent }, un nodo de azar. Ya están todos los resultados: { $expectation }.
narr-adds = { $child } suma { $weighted } a la esperanza de { $parent }, un nodo de azar: allí nadie elige, cada resultado cuenta según su probabilidad.
narr-chance-node = { $parent } es un nodo de azar: allí no elige nadie, eligen los dados. Toma la esperanza de sus { $count } resultados, cada valor por su probabilidad: { $expectation }.
narr-compare-pruned = { $child } se podó: alfa-beta nunca lo buscó, así que no tiene valor que comparar.
narr-compare-first = { $child } es el primer hijo de { $target }: su valor { $value } es el mejor hasta ahora.
narr-compare-better = Desde el punto de vista { $side }, { $value } de { $child } es mejor que el mejor hasta ahora, { $best }: { $target } tiene ahora { $value }.
narr-compare-worse = Desde el punto de vista { $side }, { $value } de { $child } no es mejor que { $best }: { $target } se queda con { $best }.
narr-takes-stand-pat = { $target } toma { $chooser } entre su propia puntuación estática { $score } (puede plantarse) y sus { $count } capturas: { $value }.
narr-takes = { $target } toma { $chooser } de sus { $count } hijos: { $value }.
narr-into-level = el nivel { $level }
narr-backing-up = Los valores del nivel { $level } suben hasta { $into }: en cada posición de allí el turno es { $side }, y la posición toma { $chooser } de los valores de sus jugadas.{ $chance }
narr-backing-up-chance = { " " }En un nodo de azar no elige nadie: toma la esperanza, la suma del valor de cada resultado por su probabilidad.
narr-choice = La raíz elige { $move } con valor { $value }. Línea esperada (variante principal): { $line }{ $dice }.
narr-choice-dice = , y luego deciden los dados: el valor es lo que MAX puede esperar de media
narr-enter-ordered = { $entered } { $why }
narr-ordered-killer = La jugada { $move } se probó pronto: era una jugada asesina en esta semijugada, una jugada tranquila que causó un corte en otra posición de la misma semijugada.
narr-ordered-history = La jugada { $move } se probó pronto: su puntuación de historia, ganada con los cortes que causó hasta ahora en esta búsqueda, la adelantó a las demás jugadas tranquilas.
narr-window = { " " }con α = { $alpha }, β = { $beta }
narr-enter-chance = Entrar en { $node }{ $window }: un nodo de azar. Aquí no elige nadie: eligen los dados. Se buscan todos sus { $count } resultados{ $full }, y su valor será su esperanza.
narr-enter-chance-full = , cada uno con la ventana entera α = −∞, β = +∞: un resultado puede llevar una media a cualquier parte, así que nada bajo un nodo de azar se corta
narr-enter-transposition = Entrar en { $node }{ $window }: ya se llegó antes por otro orden de jugadas, en { $source }. Su valor sale de la tabla de transposiciones: { $value }.
narr-enter-stands-pat = Entrar en { $node }{ $window }: hay capturas o promociones posibles, pero su puntuación estática { $value } ya es demasiado buena para la ventana, así que el bando { $side } se planta y ninguna llega a listarse.
narr-enter-limit = Entrar en { $node }{ $window }: no está tranquila (aún es posible una captura, una promoción o una respuesta al jaque), pero se paró en el límite de la quiescencia (10 semijugadas más allá de la profundidad): se puntúa tal como está: { $value }.
narr-enter-leaf = Entrar en { $node }{ $window }: { $what }, puntuada { $value }.
narr-leaf-quiet = una hoja tranquila a profundidad completa
narr-leaf-full-depth = una hoja a profundidad completa
narr-leaf-checkmate = jaque mate
narr-leaf-stalemate = ahogado
narr-leaf-draw = tablas por regla
narr-leaf-pruned = podada
narr-leaf-quiescence = una posición tranquila más allá de la profundidad
narr-leaf-transposition = una transposición
narr-enter-quiescence = Entrar en { $node }{ $window }: no está tranquila. Quiescencia: el bando { $side } puede plantarse en su puntuación estática { $score }, o probar { $count ->
    [one] su { $count } captura o promoción
   *[other] sus { $count } capturas y promociones
}.
narr-enter-check = Entrar en { $node }{ $window }: en jaque, así que la quiescencia busca { $count ->
    [one] su { $count } respuesta
   *[other] sus { $count } respuestas
} (sin plantarse en jaque).
narr-enter = Entrar en { $node }{ $window }: buscar { $count ->
    [one] su { $count } respuesta
   *[other] sus { $count } respuestas
}.
narr-return-expectation = { $node } devuelve su esperanza a { $parent }: { $sum }.{ $cutoff }
narr-return = { $node } devuelve { $value } a { $parent }.{ $cutoff }
narr-cutoff = { " " }Corte: { $test }. el bando de { $other } ya tiene una elección mejor en otro sitio y nunca permitirá esta posición, así que { $count ->
    [one] su { $count } jugada restante se poda.
   *[other] sus { $count } jugadas restantes se podan.
}

## Los juegos pequeños: tres en raya y Conecta Cuatro en la ventana.
game-chess = Ajedrez
game-tictactoe = Tres en raya
game-connect4 = Conecta Cuatro
toolbar-game-hint = El juego que se juega: el juego que deja espera donde estaba
small-cell = Casilla { $cell }
small-column = Columna { $column }
small-thinking = Pensando… { $nodes } nodos, { $seconds } s
small-cancel = Cancelar
small-moves = Jugadas: { $moves }
small-new-as-x = Nueva partida: juega con x
small-new-as-x-hint = Mueves primero (x); el ordenador juega con o
small-new-as-o = Nueva partida: juega con o
small-new-as-o-hint = El ordenador mueve primero (x); tú juegas con o
small-study = Pensar en esta posición
small-study-hint = S: busca la posición del tablero para estudiar su árbol; no se juega nada
small-position-tictactoe = Posición: nueve casillas fila a fila, x, o o . (x.o.x....)
small-position-connect4 = Posición: las columnas jugadas, 1 a 7 (4453), o seis filas desde arriba
small-position-load = Poner posición
small-depth-hint = Cuántas jugadas por delante mira el ordenador, de 1 a { $limit }
small-mcts = Búsqueda en árbol Monte Carlo
small-mcts-hint = El árbol crece con simulaciones al azar en vez de una búsqueda hasta una profundidad: las iteraciones, la C y la semilla son las elegidas para el ajedrez (menú del algoritmo)
small-to-move-you = Mueve { $side } (tú)
small-to-move-computer = Mueve { $side } (el ordenador)
small-wins = Gana { $side }
small-draw = Tablas: el tablero está lleno
small-fallback = { $chosen } pasaría del presupuesto de nodos, así que el ordenador buscó con { $used }.
small-failed = El ordenador no puede mover: { $reason }.
small-board-shows-node = El tablero muestra una posición de la búsqueda.
small-back-to-game = Volver a la partida

## A value shown rounded in the node arrays, with its exact fraction

narr-shown-as = { $exact } (se muestra como { $shown })
small-mcts-no-move = no encontró ninguna jugada


## El paso a paso de MCTS: la fase, la iteración y lo que hace el paso

mcts-phase-start = Inicio
mcts-phase-select = Selección
mcts-phase-expand = Expansión
mcts-phase-simulate = Simulación
mcts-phase-backpropagate = Retropropagación
mcts-iteration-of = Iteración { $iteration } de { $total }
mcts-before-first = Antes de la iteración 1 de { $total }
mcts-narr-start = La raíz sola: turno { $side }, { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} por probar. Cada iteración añade un nodo: selección, expansión, simulación, retropropagación.
mcts-narr-select-root-untried = Iteración { $iteration }, selección: la raíz aún tiene una jugada sin probar, así que todavía no hay nada que elegir.
mcts-narr-select = Iteración { $iteration }, selección: { $steps }. { $end }
mcts-narr-chooses = el bando { $side } elige { $node } (UCB { $ucb })
mcts-narr-then = { $before }, luego { $next }
mcts-narr-select-untried = { $node } tiene una jugada aún sin probar.
mcts-narr-select-game-ends = La partida termina en { $node }.
mcts-narr-expand = Iteración { $iteration }, expansión: { $node } entra en el árbol bajo { $parent }: nodo { $index } del nivel { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-root = Iteración { $iteration }, expansión: { $node } entra en el árbol bajo la raíz: nodo { $index } del nivel { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-nothing = Iteración { $iteration }, expansión: nada que añadir, la partida termina en { $node }.
mcts-narr-simulate = Iteración { $iteration }, simulación: { $played }. Resultado { $result }.
mcts-narr-no-playout = ninguna jugada al azar desde { $from }
mcts-narr-playout = jugadas al azar desde { $from }: { $moves }
mcts-narr-backpropagate = Iteración { $iteration }, retropropagación: el resultado { $result } se suma a lo largo del camino: la raíz N { $visits } W { $total }, { $path }.
mcts-result-game-ends = { $result }: la partida termina ahí ({ $end })
mcts-result-playout-ended = { $result }: la simulación terminó la partida
mcts-result-evaluation = { $result }: la evaluación ahí, { $score }, da a las blancas una probabilidad de ganar de { $result }
mcts-result-game-ends-with = { $result }: la partida termina ahí, { $how }
mcts-result-played-to-end = { $result }: la simulación jugó la partida hasta el final, { $how }
mcts-result-scaled = { $result }: el valor { $value } de la hoja, escalado entre la hoja más pequeña, { $lowest }, y la más grande, { $highest }
mcts-result-sign = { $result }: el valor { $value } de la hoja es { $outcome } para MAX
mcts-side-wins = gana el bando { $side }
mcts-a-win = una victoria
mcts-a-draw = un empate
mcts-a-loss = una derrota
mcts-end-white-mates = mate de las blancas
mcts-end-black-mates = mate de las negras

## El árbol, los arreglos de nodos y la comparación de MCTS; las familias plegadas del árbol

node-root = raíz
node-root-value = raíz: { $value }
tree-more = +{ $count } más
tree-more-said = +{ $count } más: mostrar todas las jugadas de { $parent }
tree-more-said-root = +{ $count } más: mostrar todas las jugadas de la raíz
tree-more-hint = Haz clic para dibujar toda la familia
mcts-drawing = Árbol MCTS (dibujo)
mcts-new-node = nodo nuevo
mcts-kept-back-hint = Oculto hasta que se responda la pregunta
mcts-node-hint = { $name }: { $visits ->
    [one] { $visits } visita
   *[other] { $visits } visitas
}, W total { $total } (media { $mean }, para las blancas / MAX)
mcts-numbers-under = N { $visits } · W { $total } bajo { $name }
mcts-playout-result = resultado { $result }
mcts-playout-said = Simulación: { $moves }
mcts-leaves = Hojas (valor → resultado)
mcts-leaf-landed = { " " }(la hoja de la simulación)
mcts-col-n = n.º
mcts-col-n-hint = El número del nodo en el arreglo de su nivel, en el orden en que se crearon los nodos
mcts-col-parent-hint = El número de su padre en el nivel de arriba (raíz: una jugada desde la raíz)
mcts-col-move-hint = La jugada (o la etiqueta del árbol dibujado) que lleva al nodo
mcts-col-visits = N
mcts-col-visits-hint = Visitas: cuántas iteraciones han pasado hasta ahora por el nodo
mcts-col-total = W
mcts-col-total-hint = Resultado total de esas iteraciones, para las blancas (MAX): 1 una victoria, 0 una derrota
mcts-col-mean = W/N
mcts-col-mean-hint = Resultado medio para las blancas (MAX)
mcts-col-ucb = UCB
mcts-col-ucb-hint = La puntuación que la selección daría ahora al nodo, para el bando que lo elige: su media más C·√(ln N(padre) / N); ∞ antes de su primera visita
mcts-compare-search = Búsqueda
mcts-compare-move = Jugada
mcts-compare-value = Valor
mcts-compare-nodes = Nodos
mcts-compare-time = Tiempo
mcts-compare-depth = { $algorithm }, profundidad { $depth }
mcts-compare-mcts = MCTS, { $count ->
    [one] { $count } iteración
   *[other] { $count } iteraciones
}
mcts-compare-mean = { $value } (media)
mcts-settles = MCTS se queda con la jugada de minimax tras { $count ->
    [one] { $count } iteración
   *[other] { $count } iteraciones
}: desde entonces es la más visitada.
mcts-settles-not = MCTS no se queda con la jugada de minimax: al final la más visitada es otra.
mcts-settles-never = MCTS nunca probó la jugada de minimax (o minimax no terminó).

small-back-to-lesson = Volver a la posición de la lección
small-from-lesson = La partida sigue desde la posición de la lección: juegas con { $side }.

## A small game's evaluation, term by term (beside a game lesson's board and in the Evaluation tab).
evaluation-kept = Se guarda hasta que se revele la respuesta.
evaluation-game-over = Aquí la partida ha terminado: su valor es el resultado, no una evaluación.
evaluation-small-caption = La evaluación de la posición del tablero, desde el punto de vista de x:
evaluation-small-term = { $term }: { $weight } × (x { $x } − o { $o }) = { $points }
evaluation-small-score = puntuación: { $score }
evaluation-c4-threes = tríos abiertos
evaluation-c4-threes-hint = Una línea de cuatro casillas con tres fichas del bando y una casilla vacía: una ficha más gana. { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} cada una.
evaluation-c4-twos = dúos abiertos
evaluation-c4-twos-hint = Una línea de cuatro casillas con dos fichas del bando y dos casillas vacías: puede convertirse en un trío. { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} cada una.
evaluation-c4-centre = columna central
evaluation-c4-centre-hint = Las fichas del bando en la columna del medio, que está en más líneas de cuatro que ninguna otra. { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} cada una.
evaluation-ttt-lines = líneas abiertas
evaluation-ttt-lines-hint = Las líneas de tres sin ninguna marca del otro bando: líneas que el bando aún puede completar. { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} cada una.

## The game's flow: why a move or a search waits, a typed move, a search that cannot run

session-stale = Esta búsqueda se hizo para una posición que ya no está en la partida (se deshicieron jugadas o se reemplazó la partida).
session-not-computers-turn = no es el turno del ordenador
session-wait-study = espera a que termine la búsqueda (o pulsa Esc para cancelarla)
session-wait-computer = espera la jugada del ordenador (o pulsa Esc para cancelar su búsqueda)
session-computers-turn = es el turno del ordenador: pulsa M para que juegue
session-earlier-shown = se muestra una posición anterior: vuelve primero a la partida (Fin)
session-game-over = la partida ha terminado
session-nothing-to-take-back = No tienes ninguna jugada que deshacer.
session-previous-position = la posición anterior
session-previous-game = { $moves ->
    [one] la partida anterior ({ $moves } jugada)
   *[other] la partida anterior ({ $moves } jugadas)
}
session-already-thinking = el ordenador ya está pensando
session-nothing-to-think = No hay nada que pensar: { $outcome }
session-no-move-found = la búsqueda no encontró ninguna jugada
session-move-not-played = no se pudo jugar la jugada del ordenador: { $reason }
session-no-book-move = El ordenador no ha jugado ninguna jugada de libro en la que pensar.
session-book-move-taken-back = La jugada de libro se deshizo: pulsa S para pensar en la posición del tablero.
move-empty = escribe una jugada, como e2e4 o Nf3
move-not-a-move = «{ $text }» no es una jugada: escríbela como e2e4 o Nf3
move-illegal = { $move } no es legal en esta posición
move-ambiguous = { $move } es ambigua: di qué pieza, p. ej. Nbd2
move-game-over = la partida ha terminado: { $outcome }
algorithm-minimax-words = minimax
algorithm-alpha-beta-words = alfa-beta
algorithm-ordered-words = alfa-beta ordenado
said-comma = { $first }, { $rest }
search-error-depth = la profundidad debe ser de 1 a { $max } semijugadas, no { $depth }
search-error-game-depth = la profundidad en { $game } debe ser de 1 a { $max } semijugadas, no { $depth }
search-error-game-over = nada que buscar: { $outcome }
search-error-cancelled = la búsqueda se canceló
budget-try-ordered = alfa-beta ordenado (es el que más poda)
budget-try-no-quiescence = sin búsqueda de quiescencia
budget-try-no-iterative = sin profundización iterativa (sus iteraciones comparten el límite)
budget-try-lower-depth = una profundidad menor
budget-try-bigger = un límite de nodos mayor
budget-free-memory = libera algo de memoria
budget-choose-one = elige { $choice }
budget-choose = elige { $choices } o { $last }
budget-over-nodes = { $search } necesita más que su límite de nodos, { $budget }: { $choices }
budget-over-memory = { $search } necesita más memoria de la que una búsqueda puede usar en este ordenador ({ $memory }): { $choices }
budget-over-refused = { $search } se quedó sin memoria: el ordenador no dio más tras { $memory } de arreglos de nodos: { $choices }
book-headline = Jugada de libro: { $move }
book-headline-named = Jugada de libro: { $move } — { $opening }
book-source = según { $book }, elegida con la semilla { $seed }
session-move-not-legal = la jugada de la búsqueda no es legal aquí

## The game's notices: a move refused, a game loaded or saved, a search cancelled or fallen back

app-read-as-latin1 = { $line }:{ $column }: el archivo no es UTF-8, así que se leyó como Latin-1
app-game-waits-practice = La partida espera mientras Práctica está abierta: cierra Práctica (E) para seguir con ella.
app-mcts-thinking = El ordenador está pensando (búsqueda en árbol Monte Carlo): espera su jugada.
app-new-game = Una partida nueva: juegas con { $side }.
app-cancelled-press-m = La búsqueda se canceló. Pulsa M (Jugada del ordenador) para que el ordenador vuelva a pensar.
app-cancelled-press-s = La búsqueda se canceló. Pulsa S (Pensar en esta posición) para buscarla de nuevo.
app-now-searches-with = El ordenador busca ahora con { $search }.
app-copied-fen = La posición se copió como FEN.
app-copied-pgn = La partida se copió como PGN.
app-previous-game-back = La partida anterior ha vuelto.
app-from-lesson = La partida sigue desde la posición de la lección: juegas con { $side }.
app-loaded-finished = Se cargó una partida terminada: { $outcome }
app-loaded-finished-from = Se cargó una partida terminada de { $file }: { $outcome }
app-loaded = Cargada: la partida sigue desde esta posición y juegas con { $side }.
app-loaded-from = Cargada de { $file }: la partida sigue desde esta posición y juegas con { $side }.
app-dialog-open = Ya hay un diálogo de archivos abierto: elige ahí un archivo o cancélalo.
app-filter-pgn = Partida PGN
app-filter-book = Libro de aperturas Polyglot
app-filter-tree = Árbol de búsqueda (klados-tree/1)
app-no-folder-chosen = No se eligió ninguna carpeta. Si no apareció ningún diálogo, este escritorio no tiene: escribe la ruta de la carpeta en su campo.
app-no-file-chosen = No se eligió ningún archivo. Si no apareció ningún diálogo, este escritorio no tiene: escribe la ruta del archivo en la ventana FEN y PGN (Ctrl+L).
app-not-opened = { $file } no se pudo abrir: { $reason }.
app-game-saved = La partida se guardó en { $file }.
app-game-not-saved = La partida no se pudo guardar en { $file }: { $reason }.
app-fell-back = { $chosen } pasaría del límite de nodos, así que el ordenador buscó con { $used } (mira el panel).
file-not-regular = no es un archivo normal
file-too-large = demasiado grande: el límite es de { $limit } bytes
file-not-found = no existe ese archivo
file-permission-denied = permiso denegado
app-book-lost = No se pudo usar el libro de aperturas elegido la última vez ({ $reason }); se usa en su lugar { $book }.
app-book-stays = { $reason }. El libro sigue siendo { $book }.
app-book-now = El libro del ordenador es ahora { $book }.
app-book-now-off = El libro del ordenador es ahora { $book } (activa «Jugar con el libro de aperturas» en Ajustes para usarlo).
app-no-book-chosen = No se eligió ningún archivo de libro; el libro sigue siendo { $book }. (Si no apareció ningún diálogo, este escritorio no tiene.)
app-study-after-book = El ordenador jugó una jugada de libro: no se buscó nada, así que no hay árbol. «Pensar en esta posición» (a la izquierda) muestra lo que habría jugado la búsqueda.
app-study-waiting = El árbol de la búsqueda y los arreglos de nodos aparecen aquí cuando el ordenador ha pensado: juega una jugada o pulsa S para buscar la posición del tablero.
app-back-to-root = Volver a la raíz del árbol
app-mcts-running = La búsqueda en árbol Monte Carlo ya está en marcha: espérala o cancélala.
app-mcts-failed = Búsqueda en árbol Monte Carlo: { $reason }.
app-mcts-no-move = La búsqueda en árbol Monte Carlo no encontró ninguna jugada.
mcts-over-budget = La búsqueda en árbol Monte Carlo necesita más que su límite de { $count } nodos: elige menos iteraciones
app-tree-being-read = Ya se está leyendo un árbol de búsqueda: abre { $file } cuando aparezca.
app-opening = Abriendo { $file }… { $seconds } s
app-opening-nodes = Abriendo { $file }: { $count ->
    [one] { $count } nodo
   *[other] { $count } nodos
} hasta ahora… { $seconds } s
app-not-read = { $file } no se pudo leer.
app-handout-a-tree = Un árbol
app-handout-position = Juegan las { $side }, profundidad { $depth }, { $algorithm }

## The notes over the search shown: the board moved on, a fallback, settings changed

notes-moved-on = El tablero ha cambiado desde esta búsqueda.
notes-think-again = Pensar de nuevo
notes-think-again-here-hint = S: buscar ahora la posición del tablero
notes-think-again-hint = Buscar de nuevo la misma posición con los ajustes actuales
notes-use-it = Usarla
notes-use-it-hint = Usar { $search } a partir de ahora
notes-raise-budget = Subir límite
notes-raise-budget-hint = Subir el límite de nodos a { $budget } (los árboles más grandes ocupan más memoria)
notes-fell-back = { $chosen } superó el límite: esto es { $used }.
notes-fell-back-full = { $chosen } necesitaría más de { $budget }, el límite de nodos. Así que esto es { $used } ({ $count ->
    [one] { $count } nodo
   *[other] { $count } nodos
}): cabe.
notes-depth-changed = profundidad { $before } → { $now }
notes-budget-changed = límite { $before } → { $now } nodos
notes-budget-too-small = un límite de { $budget } nodos (este árbol tiene { $count })
notes-changed = Los ajustes cambiaron desde esta búsqueda: { $changes }.
notes-changed-full = Esta búsqueda usó { $used }; los ajustes dicen ahora { $now } (un límite de { $budget }). Pulsa «Pensar de nuevo» para buscar la misma posición con ellos.
technique-quiescence-short = quiescencia
technique-iterative-short = profundización iterativa
technique-transpositions-short = tabla de transposiciones
technique-killers-short = jugadas asesinas
technique-history-short = heurística de historia

## The thinking panel's header: nodes per level

header-level = nivel { $level }
header-levels-from-to = niveles { $first }–{ $last }
header-level-count = nivel { $level }: { $count }
header-beyond-depth = más allá de la profundidad: quiescencia
header-levels-hint = Nodos por nivel, en escala logarítmica: cada nivel es muchas veces el de arriba.
header-levels-hint-beyond = Nodos por nivel, en escala logarítmica: cada nivel es muchas veces el de arriba. Los niveles con contorno están más allá de la profundidad: búsqueda de quiescencia, solo capturas, promociones y respuestas al jaque ({ $levels }).

## What the views say about a node: quiescence, stand pat, the limit, a transposition, an exact value

node-quiescence-words = quiescencia: solo capturas, promociones y respuestas al jaque
node-stand-pat-hint = Podía plantarse (stand pat) con su puntuación estática: la quiescencia deja al bando que mueve quedarse con la posición tal como está, así que su valor es el mejor entre su puntuación estática y los valores de sus capturas.
node-quiescence-limit-hint = No era tranquila (aún cabía una captura, una promoción o una respuesta al jaque), pero la quiescencia se detuvo en su límite (10 semijugadas más allá de la profundidad): se puntuó tal como está, así que su valor puede errar en lo que habría ganado el intercambio.
node-horizon = Más allá de la profundidad { $depth }: { $words }
node-name = nivel { $level }, nodo { $node }
node-transposition-hint = Ya se llegó antes por otro orden de jugadas: valor de la tabla de transposiciones (se buscó en { $node }: { $line }). Haz clic para ir allí.
table-node-reasons = Nodo { $node }: { $reasons }
table-stand-pat = se planta
table-at-limit = en el límite
table-ordered = { $status }, { $by }
table-ordered-killer = asesina
table-ordered-history = historia
node-ordered-killer-hint = Probada pronto como jugada asesina: una jugada tranquila que causó un corte en otra posición de la misma semijugada.
node-ordered-history-hint = Probada pronto por la heurística de historia: los cortes que causó hasta ahora le dieron muchos puntos.
table-differs-here = Aquí difiere ({ $kind }):
    { $reasons }
table-expectation-hint = La esperanza de un nodo de azar: { $sum }.
table-exactly-hint = Exactamente { $words }: bajo un nodo de azar los valores son fracciones, y la tabla muestra el entero más cercano.
table-bound-hint = ≤ o ≥: alfa-beta solo demostró una cota, que bastó para decidir.

## The tree view: what a node's hover says and what screen readers hear

tree-said-now = , ahora α { $alpha } y β { $beta }
tree-said-entered = , entró con α { $alpha } y β { $beta }
tree-said-ended = , terminó con α { $alpha } y β { $beta }
tree-said-earlier = , antes α { $alpha } y β { $beta }
tree-root-window-hint = { $window } debajo: α y β en la raíz tal como están ahora
tree-said-not-reached = { $label } { $name }, aún no alcanzado
tree-named-ahead-hint = La reproducción aún no ha llegado aquí: todavía no tiene valor
tree-not-reached-hint = La reproducción aún no ha llegado aquí
tree-said-pruned = { $label } { $name }: podado
tree-pruned-hint = Podado: alfa-beta nunca buscó esta jugada
tree-game-ends-hint = { $status }: la partida termina aquí
tree-chance-hint = Un nodo de azar: aquí no elige nadie, eligen los dados. Toma la esperanza: el valor de cada hijo por su probabilidad (en la arista), todo sumado
tree-chance-sum-hint = Un nodo de azar: aquí no elige nadie, eligen los dados. Toma la esperanza: el valor de cada hijo por su probabilidad (en la arista), todo sumado:
    { $sum }
tree-exactly-hint = Exactamente { $words }.
tree-said-exactly = , exactamente { $words }
tree-said-chance = , un nodo de azar
tree-said-probability = , probabilidad { $probability }
tree-static-score-hint = Entre paréntesis: su puntuación estática; aún no ha subido ningún valor de sus hijos.
tree-said-transposition = , una transposición de { $node }
tree-said-stand-pat = , podía plantarse
tree-said-limit = , se detuvo en el límite de la quiescencia
tree-badge-killer = A
tree-badge-history = H
tree-said-killer = , probada pronto como jugada asesina
tree-said-history = , probada pronto por la heurística de historia
legend-killer = { $badge } jugada asesina
legend-killer-short = { $badge } asesina
legend-history = { $badge } heurística de historia
legend-history-short = { $badge } historia
tree-window-now = tal como están ahora, mientras la búsqueda está dentro
tree-window-returned = tal como estaban cuando volvió (la ventana con la que terminó)
tree-window-entered-kept = cuando entró la búsqueda (lo que se estrechó desde entonces queda oculto hasta que se revele la respuesta)
tree-window-entered = cuando entró la búsqueda
tree-window-earlier = tal como estaban en el paso anterior de la lección (cómo se estrecharon desde entonces queda oculto hasta que se revele la respuesta)
tree-window-hint = { $window } debajo: α y β { $when } (α: lo mínimo que MAX ya tiene asegurado, β: lo máximo que MIN permitirá)
tree-max-hint = Aquí el turno es { $side }: el nodo toma el mayor (MAX) de los valores de sus hijos
tree-min-hint = Aquí el turno es { $side }: el nodo toma el menor (MIN) de los valores de sus hijos

## The tree view's and the code listing's names for screen readers; the horizon; a standing pat in the call stack

tree-drawing = Vista del árbol (dibujo)
tree-horizon = ▼ más allá de la profundidad { $depth }: quiescencia
code-listing-label = Listado de código (parte visible)
code-said-lit = Línea iluminada { $line }: { $code }
code-said-also-lit = También iluminada, línea { $line }: { $code }
code-said-line = Línea { $line }: { $code }
code-said-this-line = esta línea
code-stand-pat-value = { $value } se planta

## A tree opened from a file: where a difference is, where a click goes, a file dropped

kind-best-move = mejor jugada
kind-root-value = valor de la raíz
kind-backup = valor subido mal
kind-leaf = valor de hoja
kind-ending = hoja o no (un mate, unas tablas, la profundidad)
kind-searched-too-much = buscado, aunque alfa-beta lo poda
kind-pruned-too-much = podado, aunque alfa-beta debe buscarlo
kind-missing = jugada que falta
kind-extra = jugada de más
kind-order = orden de las jugadas
kind-follows = se sigue de un valor erróneo más abajo (no cuenta)
opened-place-root = la raíz
opened-place-node = nivel { $level }, nodo { $node } ({ $name })
opened-place-missing = nivel { $level }, falta bajo el nivel { $parent-level }, nodo { $parent-node } ({ $parent })
opened-place-missing-root = nivel { $level }, falta en la raíz
opened-go-root = { $kind }: haz clic para ir al final de la reproducción, donde elige la raíz.
opened-go-missing = { $kind }: haz clic para ir al nodo bajo el que falta la jugada.
opened-go-node = { $kind }: haz clic para ir a este nodo, en el paso en que sube su valor.
opened-not-counted = No cuenta: el error está más abajo.
opened-bad-drawn-tree = { $file }: árbol, { $error }
opened-file-gone = el archivo ya no está disponible
opened-drop-hint = Suelta un árbol de búsqueda (.json, klados-tree/1) para reproducirlo, o una partida (.pgn) para seguir jugándola

## Practice: what a student typed that cannot be read; the sheet's names for screen readers

practice-typed-not-a-number = «{ $text }» no es un número: escribe un número entero como 3 o -2
practice-typed-not-a-bound = «{ $text }» no es una cota: escribe un número entero como 3, o -inf o +inf
practice-both-bounds = { $node }: escribe α y β, o ninguno de los dos
sheet-leaf-value-of = Valor de hoja de { $node }
sheet-value-of = Valor de { $node }
sheet-node = Nodo { $node }
builder-lesson-summary = Un árbol hecho en el constructor de árboles.
lesson-search-no-result = la búsqueda se detuvo sin resultado

## The tree view's window for screen readers

tree-said-window-under = { $window } bajo { $node }

## A game's name in a sentence

game-words-chess = ajedrez
game-words-drawn = un árbol dibujado
game-words-tictactoe = tres en raya
game-words-connect4 = Conecta Cuatro

## A FEN that cannot be used: what is wrong, and where

fen-invalid = FEN no válido «{ $fen }»: { $reason }
fen-impossible = posición imposible en el FEN «{ $fen }»: { $reason }
fen-empty = el FEN está vacío
fen-control = un carácter de control («{ $character }»); los campos se separan con espacios
fen-side-to-move = el bando que mueve es «{ $side }»: w o b
fen-too-many-fields = { $count } campos; un FEN tiene 6 (tablero, bando que mueve, enroque, al paso, dos relojes)
fen-in-hand = «{ $hand }» después del tablero: en el ajedrez normal no hay piezas en la mano
fen-ranks = { $count } filas; el tablero de un FEN tiene 8, separadas por /
fen-count = «{ $digit }» en la fila { $rank }: las casillas vacías se cuentan de 1 a 8
fen-letter = letra de pieza desconocida «{ $letter }» en la fila { $rank } (PNBRQK son las piezas blancas, pnbrqk las negras)
fen-squares = la fila { $rank } tiene { $squares } casillas; cada fila tiene 8
fen-castling = el campo del enroque es - o letras de KQkq
fen-en-passant = el campo al paso es - o la casilla que saltó un peón, como e3
fen-halfmove-clock = el contador de semijugadas (el quinto campo) es un número entero de 0 a 4294967295
fen-fullmoves = el número de jugada (el sexto campo) es un número entero de 1 a 4294967295
fen-turn = el bando que mueve es w o b
fen-board = el tablero no son ocho filas de piezas y casillas vacías
fen-fields = { $count } campos; un FEN tiene el tablero, el bando que mueve, el enroque, al paso y dos relojes
fen-empty-board = el tablero está vacío
fen-missing-king = falta un rey (cada bando tiene uno)
fen-too-many-kings = demasiados reyes (cada bando tiene uno)
fen-pawn-back-rank = un peón en la primera o la última fila
fen-bad-castling = derechos de enroque que las piezas no permiten
fen-bad-en-passant = la casilla al paso no sigue a un avance de peón de dos casillas
fen-opposite-check = el bando que no mueve está en jaque
fen-impossible-check = un jaque que ninguna jugada pudo dar
fen-too-much-material = más piezas de las que puede tener una partida
fen-variant = se rompe una regla del ajedrez normal
fen-not-standard = no es una posición del ajedrez normal

## What Klados kept between runs (settings, the game, the window's state) and could not use
state-then = { $first } { $second }
state-settings-unreadable = No se pudieron leer los ajustes guardados ({ $reason }); Klados empezó con los valores predeterminados.
state-settings-unreadable-in = No se pudieron leer los ajustes guardados en { $file } ({ $reason }); Klados empezó con los valores predeterminados.
state-settings-not-object = son { $kind ->
        [null] null
        [bool] verdadero o falso
        [number] un número
        [string] texto
        [array] una lista
       *[other] otra cosa
    }, no un objeto
state-settings-no-version = no tienen versión
state-settings-bad-key = { $key } es { $value }, que Klados no lee ahí
state-settings-other-version = Los ajustes guardados vienen de otra versión de Klados (formato { $found }, esta lee { $reads }); Klados empezó con los valores predeterminados.
state-settings-out-of-range = Algunos ajustes guardados estaban fuera de rango ({ $settings }) y volvieron a sus valores predeterminados.
state-replaced-depth = profundidad { $depth }
state-replaced-budget = límite de nodos { $count }
state-replaced-zoom = zoom { $zoom }
state-replaced-divider = un divisor en { $share }
state-replaced-mcts = un ajuste de la búsqueda en árbol Monte Carlo
state-settings-not-saved = No se pudieron guardar los ajustes en { $file } ({ $reason }); quedan como están hasta que Klados se cierre.
state-kept-as = El archivo se conservó como { $file }.
state-not-moved = No se pudo apartar ({ $reason }).
state-not-utf8 = no es texto UTF-8
state-game-format = formato { $found } (este Klados lee { $reads })
state-game-moves = sus jugadas: { $reason }
state-game-unreadable = No se pudo leer la partida guardada la última vez en { $file } ({ $reason }); se empezó una partida nueva.
state-game-not-saved = No se pudo guardar la partida en { $file } ({ $reason }); no se ofrecerá la próxima vez.
state-window-unreadable = No se pudo leer el estado guardado de la ventana en { $file } ({ $reason }); la ventana se abrió como nueva.
state-window-reset = Parte del estado guardado de la ventana en { $file } no se pudo usar ({ $reasons }) y se restableció.
state-window-not-corrected = Parte del estado guardado de la ventana en { $file } no se pudo usar ({ $reasons }) y se ignoró, pero el archivo no se pudo corregir ({ $reason }).
state-egui-memory = la memoria de egui: { $reason }
state-zoom = un factor de zoom de { $zoom }
state-window-size = el tamaño de la ventana: { $reason }
state-window-number = un tamaño o posición de ventana de { $number }
file-is-a-folder = es una carpeta, no un archivo
file-path-not-folder = una parte de su ruta no es una carpeta
file-disk-full = el disco está lleno
file-read-only = el disco es de solo lectura

## A small game's position typed that is no position: what is wrong
small-bad-ttt-character = la posición tiene '{ $found }' en la casilla { $cell }: cada casilla es x, o o . (vacía)
small-bad-ttt-cells = la posición tiene { $cells } casillas; el tres en raya tiene 9: x, o o . para cada una, fila por fila desde arriba a la izquierda
small-bad-marks = x tiene { $xs } marcas y o { $os }: x mueve primero y los jugadores se turnan, así que x tiene tantas como o o una más
small-bad-both-three = tanto x como o tienen tres en raya: ninguna partida llega ahí
small-bad-three = { $side } tiene tres en raya: la partida ha terminado
small-bad-four = { $side } tiene cuatro en línea: la partida ha terminado
small-bad-full = el tablero está lleno: la partida ha terminado (tablas)
small-bad-no-column = la jugada { $number } es la columna { $column }: las columnas van de 1 a 7, desde la izquierda
small-bad-after-end = la jugada { $number } (columna { $column }) llega después de que ganara { $winner }: la partida había terminado
small-bad-column-full = la jugada { $number } cae en la columna { $column }, que está llena (6 fichas)
small-bad-c4-character = la posición tiene '{ $found }': una casilla es x, o o . (vacía), una lista de columnas solo dígitos del 1 al 7
small-bad-c4-cells = la posición tiene { $cells } casillas; Conecta Cuatro tiene 42: seis filas de siete, primero la de arriba
small-bad-floats = la ficha de la columna { $column }, fila { $row } desde abajo, flota: la casilla de debajo está vacía
small-bad-discs = x tiene { $xs } fichas y o { $os }: x mueve primero y los jugadores se turnan, así que x tiene tantas como o o una más
small-bad-over = la partida ha terminado: no hay nada que buscar

## Why a drawn tree cannot be searched, and why a comparison's search made no choice
drawn-empty = el árbol no tiene jugadas: la raíz necesita al menos un hijo
drawn-no-children = el nodo «{ $node }» no tiene hijos ni valor
drawn-too-deep = el árbol tiene { $depth } semijugadas de profundidad; se permiten como mucho { $max }
drawn-value-out-of-range = la hoja «{ $node }» tiene el valor { $value }; los valores deben estar entre -29000 y 29000
drawn-too-many-children = el nodo «{ $node }» tiene más de 255 hijos
drawn-probability-count = el nodo de azar «{ $node }» tiene { $children } hijos pero { $probabilities } probabilidades
drawn-distribution = nodo de azar «{ $node }»: { $reason }
drawn-too-fine = las probabilidades de los nodos de azar, multiplicadas árbol abajo, necesitan un denominador común mayor que 1.000.000.000.000; usa menos nodos de azar anidados o fracciones más sencillas
drawn-chance-in-practice = «{ $node }» es un nodo de azar; los árboles de práctica no tienen ninguno (expectimax se enseña en una lección)
chance-not-one = las probabilidades suman { $sum }, no 1
chance-too-fine = las probabilidades necesitan un denominador común mayor que 1.000.000
compare-no-move = ninguna jugada

## A Polyglot book file that cannot be used
book-unreadable = { $file }: no se puede leer el libro: { $reason }
book-is-folder = es una carpeta, no un archivo de libro
book-not-regular = no es un archivo normal
book-too-large = { $file }: el archivo ocupa { $size } MB; Klados lee libros de como mucho { $most } MB
book-empty = { $file }: el archivo está vacío, así que no es un libro Polyglot
book-no-moves = { $file }: ninguna de sus { $entries } entradas tiene una jugada posible en una posición de ajedrez: no es un libro Polyglot de ajedrez
book-truncated = { $file }: { $bytes } bytes no son un número entero de entradas de 16 bytes: el archivo está cortado o no es un libro Polyglot
book-out-of-order = { $file }: la entrada { $entry } va antes que la de encima (un libro está ordenado por clave): el archivo está dañado o no es un libro Polyglot

## A lesson file that could not be loaded (the lesson list's failed files)
lesson-unreadable = { $file }: no se pudo leer: { $reason }
lesson-not-a-file = { $file }: no es un archivo normal (una carpeta, un FIFO o un dispositivo): una lección es un archivo simple
lesson-too-large = { $file }: ocupa más de 1 MB: un archivo de lección ocupa unos pocos kilobytes
lesson-invalid = { $file }:{ $line }:{ $column }: { $field }: { $message }
lesson-invalid-json = { $file }:{ $line }:{ $column }: { $message }

## The find box: why a text names no node of the tree
find-empty = Escribe una línea de jugadas (Nf3 e5 Bc4) o un nivel y un nodo (2:17).
find-no-level = No hay nivel { $asked }: el árbol tiene los niveles 0 a { $last }.
find-no-node = El nivel { $level } tiene los nodos 1 a { $count }: no hay nodo { $asked }.
find-no-move-root = No hay jugada { $word } en la posición buscada.
find-no-move-after = No hay jugada { $word } después de { $line }.
find-not-searched-root = { $word } no se buscó en la posición buscada.
find-not-searched-after = { $word } no se buscó después de { $line }.

## A PGN game that could not be read (its line:column first), and what was skipped in one that was
pgn-at = { $line }:{ $column }: { $problem }
pgn-no-game = no hay ninguna partida en este texto
pgn-malformed-tag = una etiqueta se escribe [Nombre "valor"] en una sola línea
pgn-tag-not-closed = el valor de la etiqueta { $tag } nunca se cierra con " en su línea
pgn-tags-unreadable = las etiquetas de aquí no se pudieron leer como etiquetas PGN
pgn-variant = la partida es «{ $game }»: Klados solo juega ajedrez normal
pgn-not-a-result = «{ $text }» no es un resultado: escribe 1-0, 0-1, 1/2-1/2 o *
pgn-bad-fen = la etiqueta FEN no se puede usar: { $reason }
pgn-comment-not-closed = un comentario abierto aquí nunca se cierra
pgn-stray-comment-end = esta {"}"} no cierra ningún comentario
pgn-stray-variation-end = este ) no cierra ninguna variante
pgn-variation-not-closed = una variante abierta aquí nunca se cierra
pgn-nag-without-number = tras un $ debe ir un número (un NAG como $1)
pgn-neither-number-nor-move = «{ $text }» no es ni un número de jugada ni una jugada
pgn-not-a-move = «{ $text }» no es una jugada
pgn-unread = «{ $text }» no se pudo leer
pgn-moves-unplaced = las jugadas que siguen a esta no se pudieron situar
pgn-move = la jugada { $number } { $side }, { $move }, { $why }
pgn-for-white = de las blancas
pgn-for-black = de las negras
pgn-after-the-end = llega cuando la partida ya ha terminado ({ $outcome })
pgn-ambiguous = es ambigua en esa posición: di qué pieza
pgn-illegal = no es legal en esa posición
pgn-refused = no se puede jugar: { $reason }
pgn-skipped-variations = { $line }:{ $column }: { $count ->
    [one] se omitió una variante ({ $start }): Klados juega la línea principal
   *[other] se omitieron { $count } variantes, la primera aquí ({ $start }): Klados juega la línea principal
}
pgn-skipped-comments = { $line }:{ $column }: { $count ->
    [one] se omitió un comentario: Klados conserva las jugadas
   *[other] se omitieron { $count } comentarios, el primero aquí: Klados conserva las jugadas
}
pgn-skipped-annotations = { $line }:{ $column }: { $count ->
    [one] se omitió una anotación (como !? o $1): Klados conserva las jugadas
   *[other] se omitieron { $count } anotaciones (como !? o $1), la primera aquí: Klados conserva las jugadas
}
pgn-result-differs = { $line }:{ $column }: el resultado { $token } no coincide con la etiqueta Result ({ $tag }): Klados se queda con { $token }
pgn-more-games = { $line }:{ $column }: el texto sigue después de la primera partida: Klados solo leyó la primera

## A klados-tree/1 file that could not be opened: where in it
tree-file-unreadable = { $file }: { $reason }
tree-file-not-json = línea { $line }, columna { $column }: { $reason }
tree-file-node = nivel { $level }, nodo { $node }: { $reason }
tree-file-is-folder = es una carpeta, no un archivo de árbol
tree-file-not-regular = no es un archivo normal
tree-file-too-large = el archivo ocupa más de { $megabytes } MB, lo máximo que abre Klados (unos 600.000 nodos): escribe una búsqueda menos profunda

## h-i44c: why a klados-tree/1 file cannot be opened (the reason after its place; JSON keys stay as the file writes them)
tree-file-json-kind = { $kind ->
        [null] null
        [bool] true o false
        [number] un número
        [string] texto
        [array] una lista
        [object] un objeto
       *[nothing] nada
    }
tree-file-json-list = una lista de { $count ->
        [one] { $count } elemento
       *[other] { $count } elementos
    }
tree-file-json-object = un objeto de { $count ->
        [one] { $count } clave
       *[other] { $count } claves
    }
tree-file-json-missing = nada (falta)
tree-file-not-object = un archivo klados-tree/1 es un objeto JSON, { "{" }"format": "klados-tree/1", "levels": […]{ "}" }, no { $found }
tree-file-no-format = esto no es un archivo klados-tree/1: no tiene "format"
tree-file-other-format = esto no es un archivo klados-tree/1: su formato es { $found }
tree-file-fen = fen: { $reason }
tree-file-not-text = { $key } debe ser texto, no { $found }
tree-file-problem-not-text = tree debe ser el problema como texto, por ejemplo "[[3, 12, 8], [2, 4, 6]]", no { $found }
tree-file-depth = depth debe ser un número entero de semijugadas, como mucho { $most }, no { $found }
tree-file-unknown-algorithm = el algoritmo "{ $name }" no es uno que Klados conozca: minimax, alphabeta, ordered o mcts
tree-file-unknown-game = el juego "{ $name }" no es uno que Klados conozca: chess, drawn, tictactoe o connect4
tree-file-game-not-text = game debe ser texto, por ejemplo "tictactoe", no { $found }
tree-file-fen-in-game = un árbol de { $game } da su raíz como "position", no como "fen"
tree-file-no-position = un árbol de { $game } necesita el "position" de su raíz
tree-file-position = position: { $reason }
tree-file-game-not-here = un árbol de { $game } no se puede leer aquí: este lector solo conoce árboles de ajedrez y árboles dibujados
tree-file-no-levels = el archivo no tiene "levels": un archivo klados-tree/1 enumera sus nodos nivel por nivel
tree-file-levels-not-list = levels debe ser una lista de niveles, [{ "{" }"nodes": […]{ "}" }, …], no { $found }
tree-file-too-many-levels = el archivo tiene { $count } niveles: un árbol que Klados abre tiene como mucho { $most }
tree-file-techniques-not-list = techniques debe ser una lista de nombres, no { $found }
tree-file-unknown-technique = la técnica { $found } no es una que Klados conozca: { $known }
tree-file-mcts-not-graded = el árbol de una búsqueda en árbol Monte Carlo no se califica: sus simulaciones son jugadas al azar, así que el MCTS de otro programa hace crecer otro árbol desde la misma posición y ningún árbol es el correcto (abre el archivo en la ventana para reproducirlo)
tree-file-cancelled = la lectura se canceló
tree-file-level-not-object = el nivel { $level } debe ser un objeto, { "{" }"nodes": […]{ "}" }, no { $found }
tree-file-nodes-not-list = nivel { $level }: nodes debe ser una lista de nodos, no { $found }
tree-file-node-not-object = un nodo es un objeto como { "{" }"n": 1, "parent": 0, …{ "}" }, no { $found }
tree-file-mcts-node-not-object = un nodo es un objeto, no { $found }
tree-file-parent-order = su padre, { $parent }, viene después de los hijos del padre { $previous }: escribe juntas las jugadas de cada nodo, en el orden en que las buscaste, para que los nodos de un nivel vayan en el orden de sus padres
tree-file-the-root = la raíz
tree-file-node-of-level = el nodo { $node } del nivel { $level }
tree-file-family-too-large = { $parent } tiene más de { $most } jugadas, lo máximo que puede tener un nodo en un árbol que Klados abre (una posición de ajedrez tiene como mucho 218)
tree-file-wrong-number = n es { $found }, pero es el nodo { $n } de su nivel: numera los nodos de un nivel 1, 2, 3 … en orden
tree-file-unknown-status = el estado { $found } no es ninguno de searched, checkmate, stalemate, draw, pruned, quiescence, transposition
tree-file-out-of-range = { $key } { $found } está fuera de rango: los valores van de −{ $mate } a { $mate } (mate)
tree-file-not-whole = { $key } debe ser un número entero, no { $found }
tree-file-total-not-number = total debe ser un número, no { $found }
tree-file-no-value = es { $status } pero no tiene valor: solo un nodo podado no lo tiene
tree-file-re-searched-name = re_searched nombra { $found }, no null_window ni reduction
tree-file-re-searched-not-list = re_searched debe ser una lista como ["null_window"], no { $found }
tree-file-mark-number = { $key } { $found } debe ser un número entero hasta { $most }
tree-file-null-move-name = null_move { $found } no es cut ni no_cut
tree-file-aspiration-not-list = aspiration: debe ser una lista de intentos, no { $found }
tree-file-aspiration-number = aspiration: el { $key } de un intento debe ser un número entero
tree-file-aspiration-result = aspiration: el result de un intento debe ser fail_low, fail_high o inside
tree-file-utilities-not-list = utilities { $found } debe ser una lista de números enteros, uno por jugador, como [1, 2, 6]
tree-file-utilities-players = utilities tiene { $count } números; un árbol de tuplas tiene 3 o 4 jugadores, un número cada uno
tree-file-utilities-length = utilities tiene { $has } números, pero el árbol tiene { $players } jugadores (el nivel { $level }, nodo { $node } tiene { $players }): cada nodo necesita una utilidad por jugador
tree-file-utilities-missing = no tiene utilities, pero el árbol tiene { $players } jugadores: dale una tupla como [1, 2, 6]
tree-file-unknown-bound = la cota { $found } no es exact, lower ni upper
tree-file-bad-source = el origen { $found } debe ser el n de un nodo escrito antes que él en su nivel
tree-file-no-source = una transposición necesita su origen: el n del nodo de su nivel que la buscó
tree-file-unknown-ordered-by = ordered_by { $found } no es killer ni history
tree-file-bad-probability = la probabilidad { $found } debe ser una fracción como "1/6"
tree-file-no-parent = no tiene padre: da el n de su padre en el nivel de arriba (0 para la raíz)
tree-file-root-parent = el padre { $parent } está fuera de rango: los nodos del nivel 0 tienen como padre la raíz, 0
tree-file-parent-out-of-range = el padre { $found } está fuera de rango: el nivel { $level } tiene { $count } nodos, numerados desde 1
tree-file-name-too-long = { $key } "{ $name }" tiene { $count } caracteres: el nombre de una jugada tiene como mucho { $most }
tree-file-name-not-text = { $key } debe ser texto, no { $found }
tree-file-uci-without-fen = tiene una jugada uci, pero el archivo no tiene fen: un árbol de ajedrez necesita el fen de su raíz
tree-file-no-name = no tiene { $key }: nombra su jugada
tree-file-source-not-searched = el origen { $source } no buscó la posición (está podado o es él mismo una transposición)
tree-file-searched-after-pruned = se busca después del nodo { $node }, que está podado: alfa-beta solo poda las jugadas posteriores a un corte, así que escribe las jugadas podadas después de las buscadas
tree-file-leaf-with-children = es { $status } pero tiene hijos en el nivel { $level }: solo un nodo buscado tiene hijos
tree-file-too-many-children = tiene más de { $most } jugadas, lo máximo que puede tener un nodo
tree-file-no-memory = no hay memoria para este árbol
tree-file-not-uci = "{ $name }" no es una jugada en notación UCI (como e2e4)
tree-file-illegal-move = { $name } no es legal en su posición ({ $fen })
tree-file-no-mcts-settings = mcts debe dar los ajustes de la búsqueda, { "{" }"iterations": 1000, "exploration": 1.41, "seed": 0, …{ "}" }, no { $found }
tree-file-mcts-setting = mcts: { $key } debe ser { $rule }, no { $found }
tree-file-rule-iterations = un número entero de 1 a { $most }
tree-file-rule-exploration = un número de 0 a { $most }
tree-file-rule-seed = un número entero desde 0
tree-file-rule-outcome = "utility" o "sign"
tree-file-rule-playout-depth = un número entero de jugadas de 0 a { $most }
tree-file-no-problem = el MCTS de un árbol abstracto se reproduce desde su problema, y el archivo no tiene "tree" (lo escribe klados tree … --algorithm mcts --format json)
tree-file-search-again = la búsqueda repetida con los ajustes del archivo: { $reason }
tree-file-not-grown = el archivo no es el árbol que la búsqueda en árbol Monte Carlo de Klados hace crecer con sus ajustes ({ $place }): Klados reproduce sus propios árboles MCTS, que vuelve a hacer crecer desde su semilla
tree-file-grown-levels = { $file } niveles en el archivo, { $grown } al crecer de nuevo
tree-file-grown-nodes = el nivel { $level } tiene { $file } nodos en el archivo, { $grown } al crecer de nuevo
tree-file-grown-node = nivel { $level }, nodo { $node }: { $grown } al crecer de nuevo
tree-file-grown-move = la jugada { $name }, hija del nodo { $parent }
tree-file-grown-iteration = creado por la iteración { $iteration }
tree-file-mate = mate debe ser { "{" }"value": un número entero de { $least } a { $most }, "minus_plies": true o false{ "}" }, por ejemplo { "{" }"value": 10000, "minus_plies": false{ "}" }
small-move-parent-not-position = su padre no es una posición del juego
small-move-not-cell = "{ $name }" no es una casilla del tres en raya: 1 a 9, fila a fila desde arriba a la izquierda
small-move-ttt-over = la partida ha terminado en su padre ({ $position }): no sigue ninguna jugada
small-move-cell-taken = la casilla { $cell } está ocupada en su padre ({ $position })
small-move-not-column = "{ $name }" no es una columna del Conecta Cuatro: 1 a 7, desde la izquierda
small-move-c4-over = la partida ha terminado en su padre: no sigue ninguna jugada
small-move-column-full = la columna { $column } está llena en su padre
fen-dropped-castling = se quitó el derecho de enroque { $letter }: { $reason }
fen-dropped-no-rook = no hay torre en { $square }
fen-dropped-king-away = el rey { $color ->
        [white] blanco
       *[black] negro
    } no está en { $square }
fen-dropped-not-allowed = el rey y la torre no lo permiten
grade-cause-cuts-past-equal = el corte espera a que α > β
grade-advice-cuts-past-equal = alfa-beta corta en cuanto α ≥ β
grade-cause-min-keeps-beta = β nunca baja
grade-advice-min-keeps-beta = MIN baja β al menor valor que ha encontrado
grade-cause-max-keeps-alpha = α nunca sube
grade-advice-max-keeps-alpha = MAX sube α al mayor valor que ha encontrado
grade-cause-window-not-passed = α y β no se pasan hacia abajo
grade-advice-window-not-passed = las jugadas de un nodo empiezan desde su propio α y β, no desde −∞ y +∞
grade-hint-or = { $first }, o { $rest }
grade-hint-and = { $first }; { $rest }
grade-hint-at-root = en la raíz
grade-hint-at-node = en { $node }
grade-hint-goes-on = { $at }, tu búsqueda sigue con { $child }, donde α = { $alpha } { $relation } β = { $beta }
grade-hint-prunes = { $at }, tu búsqueda poda { $child }, donde α = { $alpha } { $relation } β = { $beta }
grade-hint-never-cuts = Pista: tu búsqueda nunca corta, aunque alfa-beta sí lo hace ({ $at }).
grade-hint-never-cuts-perhaps = Pista: tu búsqueda nunca corta, aunque alfa-beta sí lo hace ({ $at }): quizá { $causes }.
grade-hint-mistakes = Pista: { $causes } ({ $at }): { $advice }.
grade-place-not-in-tree = nivel { $level }, no está en tu árbol ({ $name })
grade-hint-wrong-side = Pista: tu búsqueda da las jugadas al bando equivocado: en { $place }, { $mover } juega { $name }, pero tu árbol lo puntúa como victoria de { $waiting }. x mueve primero y luego los bandos se turnan: le toca a x cuando ambos tienen tantas { $pieces ->
        [discs] fichas
       *[marks] marcas
    } en el tablero, y a o cuando x tiene una más.

## h-i45-maxn: three players
drawn-utility-count = la hoja «{ $node }» tiene { $count } utilidades, pero el árbol tiene { $players } jugadores: cada hoja necesita una utilidad por jugador
drawn-player-count = la hoja «{ $node }» tiene { $count } utilidades; un árbol de tuplas tiene 3 o 4 jugadores (con dos jugadores basta un valor por hoja)
drawn-mixed-leaves = la hoja «{ $node }» tiene un solo valor, pero la primera hoja del árbol tiene una tupla de utilidades: da una tupla a cada hoja
drawn-two-sides-only = la hoja «{ $node }» tiene una tupla de utilidades: solo max^n busca en un árbol de tres o más jugadores
drawn-chance-with-players = «{ $node }» es un nodo de azar; un árbol de tres o más jugadores no tiene ninguno aquí
drawn-pruning-with-players = alfa-beta no se aplica a { $players } jugadores: sus cortes suponen que lo que gana un bando lo pierde el otro, y eso es falso cuando tres o más jugadores quieren cada uno su propia utilidad; este árbol se busca con max^n (elige minimax)
narr-maxn-start = La raíz: juega el jugador A. { $players } jugadores juegan por turnos según el nivel (A en la raíz, después B, C, …), y cada hoja guarda una tupla, una utilidad para cada jugador. Esto es max^n: cada jugador toma el hijo cuya tupla es mejor para sí mismo, mirando solo su propia componente.
narr-maxn-reveal = Nivel { $level } (NodesAnalysis{ $level }): { $count } posiciones, alcanzadas por las jugadas del jugador { $player }.
narr-maxn-compare-first = { $child } es el primer hijo de { $target }: su tupla { $tuple } es la mejor hasta ahora para el jugador { $player }, que recibe { $own } allí.
narr-maxn-compare-better = El jugador { $player } recibe { $own } de { $child } { $tuple }, más que de la mejor hasta ahora, { $best }: { $target } tiene ahora { $tuple }.
narr-maxn-compare-worse = El jugador { $player } recibe { $own } de { $child } { $tuple }, no más que de { $best }: { $target } se queda con { $best }.
narr-maxn-compare-tie = El jugador { $player } recibe { $own } de { $child } { $tuple }, lo mismo que de { $best }: en un empate se queda el primer hijo, así que { $target } se queda con { $best }.
narr-maxn-takes = { $target } toma, de sus { $count } hijos, la tupla mejor para el jugador { $player } según su propia componente: { $tuple }.
narr-maxn-backing-up = Subimos el nivel { $level } hasta { $into }: allí juega el jugador { $player } y toma, en cada posición, el hijo cuya tupla tiene la mayor componente de { $player }; sube la tupla entera.
narr-maxn-return = { $node } devuelve { $tuple } a { $parent }, donde elige el jugador { $player } según su propia parte: { $own }.
narr-maxn-choice = La raíz (el jugador A) elige { $move }: la tupla de la raíz es { $tuple }, la respuesta de max^n. Línea esperada: { $line }.

## h-i44d: grade and lesson checks
grade-depth-not-problem = el archivo dice profundidad { $depth }, pero el problema tiene { $plies ->
        [one] { $plies } semijugada
       *[other] { $plies } semijugadas
    } de profundidad
grade-backup = { $name }: { $side } toma el { $side ->
        [MAX] mayor
       *[MIN] menor
    } de { $values }{ $pruned }: { $best }, no { $yours }{ $bound }
grade-backup-pruned = { " " }(podados: { $names })
grade-backup-bound-alpha = { " " }(como cota, cualquier valor de { $best } a α = { $alpha } es correcto)
grade-backup-bound-beta = { " " }(como cota, cualquier valor de β = { $beta } a { $best } es correcto)
grade-draw-rule = { $rule ->
        [fifty] la regla de los cincuenta movimientos
        [material] material insuficiente
        [rule] regla
       *[repetition] repetición
    }
grade-leaf-score = { $name }: el valor de una hoja es su puntuación, { $score }, no { $yours } (ambos desde el punto de vista { $view ->
        [white] de las blancas
       *[max] de MAX
    })
grade-marked-but = { $name } está marcado como { $status ->
        [checkmate] jaque mate
        [stalemate] ahogado
       *[draw] tablas
    }, pero { $truth }
grade-has-moves = { $side } tienen { $moves ->
        [one] { $moves } jugada legal
       *[other] { $moves } jugadas legales
    }
grade-not-in-check = { $side } no están en jaque: es ahogado
grade-it-is-checkmate = es jaque mate
grade-no-draw-rule = ninguna regla termina la partida aquí (ni material insuficiente, ni la regla de los cincuenta movimientos, ni una repetición)
grade-checkmate-worth = { $name } es jaque mate: con un mate que vale { $mate }, su valor es { $right }, no { $yours }
grade-stalemate-worth = { $name } es ahogado: su valor es 0, no { $yours }
grade-draw-worth = { $name } es tablas por { $rule }: su valor es 0, no { $yours }
grade-stops-early = { $name }: tu búsqueda se detiene aquí, a { $plies ->
        [one] { $plies } semijugada
       *[other] { $plies } semijugadas
    } de la raíz, aunque la partida sigue y la profundidad es { $depth ->
        [one] { $depth } semijugada
       *[other] { $depth } semijugadas
    }
grade-bound = { $kind ->
        [least] al menos { $value }
        [most] como mucho { $value }
       *[exact] { $value }
    }
grade-order = { $what }{ $more ->
        [0] {""}
        [one] { " " }(y en 1 nodo más)
       *[other] { " " }(y en { $more } nodos más)
    }. { $rule }
grade-order-problem = { $node }: las jugadas vienen en otro orden: el tuyo { $yours }; el del problema { $problems }
grade-order-problem-rule = El orden del problema, de izquierda a derecha, es parte del problema; { $algorithm } poda según el orden, así que tu búsqueda se califica en tu orden
grade-order-captures = { $node }: las jugadas no toman material primero: la tuya prueba { $quiet } antes que { $capture }
grade-order-captures-rule = Alfa-beta ordenado prueba las capturas y promociones antes que las demás jugadas (en cualquier orden entre ellas); tu búsqueda se califica en tu orden
grade-iterative-first = el árbol dice profundización iterativa, pero la raíz prueba primero { $first }, que la búsqueda a { $plies ->
        [one] { $plies } semijugada
       *[other] { $plies } semijugadas
    } no elige: { $better } es mejor allí ({ $worth } frente a { $against }). La profundización iterativa prueba primero la mejor jugada de la iteración anterior
grade-between = entre { $low } y { $high }
grade-root-value = el valor de la raíz es { $right }, no { $yours }
grade-not-a-root-move = { $name } no es una de las jugadas de la raíz
grade-best-move = la mejor jugada es { $best } (valor { $value }), no { $chosen }, que vale { $worth }
grade-surely-better = { $chosen } no es la mejor jugada: { $better } es sin duda mejor ({ $side ->
        [MAX] al menos { $theirs } frente a como mucho { $mine }
       *[MIN] como mucho { $theirs } frente a al menos { $mine }
    })
grade-missing-must-search = falta { $name }: { $algorithm } debe buscarla (tus valores dejan α = { $alpha } < β = { $beta } cuando le llega el turno)
grade-missing-minimax = falta { $name }: minimax busca todas las jugadas
grade-not-a-problem-move = { $name } no es una jugada del problema aquí
grade-not-tried = { $name } es legal, pero la búsqueda de Klados no la prueba aquí
grade-pruned-after-missing = { $name } se poda, como ocurre si { $count ->
        [one] { $missing }, que tu árbol omite, se busca antes ({ $missing } vale { $values }
       *[other] { $missing }, que tu árbol omite, se buscan antes (valen { $values }
    }, así que α = { $alpha } ≥ β = { $beta }): esto se sigue de la jugada que falta
grade-searched-but-pruned = { $name } se busca, pero { $algorithm } la poda: cuando le llega el turno α = { $alpha } ≥ β = { $beta }, así que nada de lo que encuentre puede cambiar la elección de arriba
grade-pruned-but-searched = { $name } se poda, pero { $algorithm } debe buscarla: cuando le llega el turno α = { $alpha } < β = { $beta }
grade-searched-follows = { $name } se busca, como dicen tus valores anteriores (α = { $alpha } < β = { $beta }), pero con los valores correctos { $algorithm } la poda: esto se sigue de valores erróneos en otra parte
grade-pruned-follows = { $name } se poda, como dicen tus valores anteriores (α = { $alpha } ≥ β = { $beta }), pero con los valores correctos { $algorithm } la busca: esto se sigue de valores erróneos en otra parte
grade-the-depth = la profundidad, { $plies ->
        [one] { $plies } semijugada
       *[other] { $plies } semijugadas
    }
grade-klados-ends = { $name }: el árbol de Klados termina aquí ({ $why }), pero el tuyo sigue buscando
grade-yours-stops = { $name }: tu búsqueda se detiene aquí, pero Klados sigue buscando por debajo
grade-value-follows = { $name }: { $right }, no { $yours }: esto se sigue de valores erróneos en otra parte
grade-won-by = ganada por { $side }
grade-board-full = tablas (el tablero está lleno)
grade-draw-by = tablas por { $rule }
grade-ends-worth = { $name } es { $end }: su valor es { $right }, no { $yours }
grade-leaf-problem = { $name } es una hoja que vale { $right } en el problema, no { $yours }
grade-leaf-evaluation = { $name }: la evaluación de Klados de esta posición es { $right }, no { $yours }
grade-leaf-value = { $name }: su valor es { $right }, no { $yours }
grade-how-none-listed = ninguna jugada que lista tu árbol lo da
grade-how-best-listed = la mejor de las jugadas que lista tu árbol para { $side } es { $best }
grade-how-wins = { $side } gana con ella
grade-how-fills = llena el tablero: tablas
grade-missing-value-from = falta { $missing }: el valor de { $name }, { $value }, viene de ella ({ $how }), pero tu árbol no la lista
grade-truth-won = { $side } ha ganado
grade-truth-full = el tablero está lleno sin línea: tablas
grade-truth-goes-on = nadie ha ganado y el tablero no está lleno: la partida sigue
grade-marked-won-but = { $name } está marcado como jaque mate (partida ganada), pero { $truth }
grade-marked-draw-but = { $name } está marcado como tablas, pero { $truth }
grade-marked-won-wrong-side = { $name } está marcado como jaque mate (partida ganada), pero aquí juega { $name } { $mover }, no { $waiting }, y nadie ha ganado: la partida sigue ({ $waiting } habría ganado con { $name })
grade-win-worth = { $name } gana para { $mover }: con una victoria que vale { $win } para MAX (su negativo para MIN), su valor es { $right }, no { $yours }
grade-full-draw-worth = { $name } es tablas (el tablero está lleno): su valor es 0, no { $yours }
grade-error-game = un árbol de { $game } no se califica aquí
grade-error-file-tree = el "tree" del archivo: columna { $column }: { $message }
grade-error-no-problem = un árbol abstracto se califica frente a su problema: dalo con --tree '[[3, 12, 8], …]' o como "tree" en el archivo
grade-error-problem = el problema: { $reason }
grade-error-root-over = la posición raíz ya ha terminado: no hay nada que buscar
grade-error-in-game = { " " }en { $game }
grade-error-too-deep = la profundidad { $depth } es más de lo que Klados busca{ $game } (de 1 a { $most })
grade-error-mcts = el archivo de una búsqueda de árbol Monte Carlo no se califica
lesson-error-unread = no se pudo leer la lección

## h-i45-mk: technique marks
legend-null-window = { $badge } buscada con ventana nula
legend-null-window-short = { $badge } ventana nula
legend-null-window-hint = La búsqueda de variante principal solo preguntó a esta jugada si es mejor que la mejor hasta ahora, con una ventana nula (α, α+1): más barato que preguntar por cuánto. Si la respuesta fue sí, la jugada se buscó de nuevo (R).
legend-reduced = { $badge } buscada { $plies ->
        [one] una semijugada
       *[other] { $plies } semijugadas
    } menos profunda
legend-reduced-short = { $badge } reducida
legend-reduced-hint = Reducciones de jugadas tardías: una jugada tranquila tardía, que se supuso mala, se buscó { $plies ->
        [one] una semijugada
       *[other] { $plies } semijugadas
    } menos profunda que la profundidad. Si aun así hubiera superado a la mejor hasta ahora, se habría buscado de nuevo a toda la profundidad (R).
legend-re-searched = { $badge } buscada de nuevo
legend-re-searched-short = { $badge } rebuscada
legend-re-searched-hint = Una primera búsqueda más barata (con ventana nula, o una semijugada menos profunda) dijo que esta jugada supera a la mejor hasta ahora, así que se buscó de nuevo con la ventana entera a toda la profundidad. Los nodos de la primera búsqueda se descartaron: cuentan entre los nodos de la búsqueda, pero no están en las tablas de nodos.
legend-null-move = { $badge } jugada nula probada (un pase)
legend-null-move-short = { $badge } jugada nula
legend-null-move-hint = Poda de jugada nula: el bando que mueve pasó aquí. Si aun así el otro bando no pudo devolver el valor a la ventana, el nodo se cortó sin buscar sus jugadas (un error en zugzwang); si no, sus jugadas se buscaron como siempre. Pasa el ratón por encima del nodo para ver cuál de las dos.
table-status-techniques = Lo que las técnicas hicieron a un nodo sigue a su estado; la vista de árbol pone una insignia en la esquina del nodo (una por nodo: pasa el ratón por encima para verlas todas):
toolbar-two-players-only = El árbol de esta lección tiene { $players } jugadores: alfa-beta, alfa-beta ordenado y la búsqueda de árbol Monte Carlo son para dos jugadores, donde lo que gana uno lo pierde el otro. Minimax en un árbol de tuplas es max^n.
toolbar-two-players-only-item = No para { $players } jugadores: sus cortes suponen que lo que gana un jugador lo pierde el otro. Este árbol se busca con max^n (elige minimax).

## h-i45-cp: code pane techniques
code-act-call-later = Una jugada posterior se busca aparte de la primera
code-act-null-window = Se pregunta por una jugada posterior con una ventana nula: ¿es mejor que la mejor hasta ahora?
code-act-null-window-kept = Se pregunta por una jugada posterior con una ventana nula, α { $alpha } … β { $beta }: solo si es mejor que la mejor hasta ahora, no por cuánto
code-act-reduce = Una jugada tranquila tardía se busca menos profunda que la profundidad
code-act-reduce-kept = Una jugada tranquila tardía se busca menos profunda: reducida en { $plies ->
    [one] { $plies } semijugada
   *[other] { $plies } semijugadas
}
code-act-re-search-null-window = Nueva búsqueda: el valor quedó por encima de la ventana nula, así que la jugada se busca de nuevo con la ventana completa
code-act-re-search-null-window-kept = Nueva búsqueda: el valor quedó por encima de la ventana nula (la jugada supera a la mejor hasta ahora), así que se busca de nuevo con la ventana completa, α { $alpha } … β { $beta } ({ $nodes } nodos de la primera búsqueda descartados)
code-act-re-search-reduction = Nueva búsqueda: la búsqueda menos profunda superó a la mejor hasta ahora, así que la jugada se busca de nuevo a toda la profundidad
code-act-re-search-reduction-kept = Nueva búsqueda: la búsqueda menos profunda dijo que la jugada supera a la mejor hasta ahora, así que se busca de nuevo a toda la profundidad ({ $nodes } nodos descartados)
code-act-null-move-cut = Jugada nula: aun después de pasar, el bando que mueve está demasiado bien, así que el nodo se corta
code-act-null-move-cut-kept = Jugada nula: aun después de pasar, el bando que mueve está demasiado bien ({ $value }), así que el nodo se corta sin buscar sus jugadas ({ $nodes } nodos de la búsqueda del pase descartados)
code-act-aspiration = Ventanas de aspiración: la raíz se busca dentro de una ventana alrededor de una estimación de su valor
code-act-aspiration-kept = Ventanas de aspiración: la raíz se busca dentro de α { $alpha } … β { $beta } (intento { $tries }){ $failed }
code-aspiration-failed = ; antes, { $attempts }, y la raíz se buscó de nuevo con la ventana ensanchada por ese lado
aspiration-attempt-low = α { $alpha } … β { $beta }: el valor quedó por debajo ({ $nodes } nodos)
aspiration-attempt-high = α { $alpha } … β { $beta }: el valor quedó por encima ({ $nodes } nodos)
aspiration-attempt-inside = α { $alpha } … β { $beta }: el valor cayó dentro ({ $nodes } nodos, conservados)
narr-aspiration = Las ventanas de aspiración buscaron la raíz { $tries ->
    [one] una vez
   *[other] { $tries } veces
}: { $attempts }. Donde el valor cayó fuera, la ventana se ensanchó por ese lado y la raíz se buscó de nuevo; las tablas conservan la última búsqueda.
summary-aspiration = Ventanas de aspiración, { $tries ->
    [one] { $tries } búsqueda
   *[other] { $tries } búsquedas
} de la raíz: { $attempts }
code-c-first-guess = la primera estimación
code-c-values-swing = los valores oscilan entre profundidad par e impar
code-c-aspiration = ventanas de aspiración
code-c-failed-low = quedó por debajo: la verdad está más abajo
code-c-wider = 4 DELTA, luego -INF
code-c-failed-high = quedó por encima: la verdad está más arriba
code-c-inside = dentro: el valor verdadero
code-c-later-move = jugada i > 0
code-c-null-window = MAX (alpha, alpha+1), MIN (beta-1, beta)
code-c-late-quiet = desde la 4.ª jugada, con 3 semijugadas de profundidad
code-c-full-depth = a toda la profundidad
code-c-null-window-failed-high = el valor quedó por encima de la ventana nula
code-c-whole-window = la ventana completa
code-c-may-pass = sin jaque, no solo rey y peones
code-c-null-move-r = R = 2
code-c-null-move-cut = corte: demasiado bien aun después de pasar
code-c-first-move = la primera jugada: la ventana completa

## h-i44-lp: lesson checker problems
lesson-problem-not-utf8 = el archivo no es texto UTF-8 (byte { $byte }): guárdalo como UTF-8
lesson-problem-id-used = el id "{ $id }" ya lo usa { $file }
lesson-problem-format = el format debe ser "{ $format }", no "{ $written }"
lesson-problem-empty = el campo { $field } está vacío
lesson-problem-tree-depth = el árbol tiene { $height } semijugadas de profundidad; omite la profundidad o ponla en { $height }
lesson-problem-depth = la profundidad debe ser de 1 a { $limit } semijugadas{ $game }, no { $depth }
lesson-problem-in-game = { " " }en { $game }
lesson-problem-no-depth = una posición necesita una profundidad de búsqueda (de 1 a { $limit } semijugadas)
lesson-problem-no-steps = una lección necesita al menos un paso
lesson-problem-sweep-tree = solo una posición de ajedrez se puede buscar a otras profundidades: un árbol tiene una sola
lesson-problem-sweep-no-depths = indica las profundidades de búsqueda, p. ej. [1, 2, 3, 4]
lesson-problem-step-silent = el paso no dice nada
lesson-problem-iteration-no-level = una iteración y una fase no llevan "level" ni "node"
lesson-problem-depth-first-place = { $place } es un lugar de una reproducción en profundidad: una lección de Monte Carlo se sitúa en "start", en "end" o en una iteración y una fase, p. ej. { "{" } "iteration": 3, "phase": "select" { "}" }
lesson-problem-predict-empty = una predicción necesita una pregunta y una respuesta
lesson-problem-node-path = indica las jugadas desde la raíz hasta el nodo, como mucho una por nivel
lesson-problem-picture-tree = una imagen ocupa el lugar del tablero de la lección: una lección sobre un árbol no tiene tablero
lesson-problem-code-mcts = el panel Código muestra las búsquedas en profundidad: una lección de Monte Carlo no puede señalar en él
lesson-problem-picture-mcts = la imagen de los tamaños de los niveles sigue una reproducción en profundidad, no la de MCTS
lesson-problem-level-beyond = el nivel { $level } está más allá de la búsqueda: una búsqueda a profundidad { $depth } tiene los niveles 0 a { $last }
lesson-problem-level-beyond-quiescence = el nivel { $level } está más allá de la búsqueda: una búsqueda a profundidad { $depth } tiene los niveles 0 a { $last } con la búsqueda de quiescencia
lesson-problem-at-level = "revealed" y "backed_up" necesitan un "level" y ningún "node"
lesson-problem-at-node = "entered" y "returned" necesitan un "node" y ningún "level"
lesson-problem-at-bare = "start" y "end" no llevan "level" ni "node"
lesson-problem-no-marker = "{ $marker }" no marca ninguna línea; las marcas son { $markers }
lesson-problem-note-empty = la nota está vacía: omítela o escribe algo
lesson-problem-techniques-tree = la búsqueda de quiescencia, la profundización iterativa y la tabla de transposiciones necesitan una posición de ajedrez: un árbol no tiene capturas, ni evaluación de sus nodos internos, ni transposiciones
lesson-problem-techniques-game = la búsqueda de quiescencia y la profundización iterativa son del ajedrez: { $game } no tiene capturas y su búsqueda llega a su profundidad de una vez; puede usar la tabla de transposiciones ("transpositions": true)
lesson-problem-claim-empty = la afirmación no indica nada que comprobar
lesson-problem-node-mcts-facts = "node" va con "visits", "total", "mean", "ucb" o "chooses"
lesson-problem-mcts-facts-node = "visits", "total", "mean" y "ucb" son de un nodo: nómbralo con "node" ([] es la raíz)
lesson-problem-mcts-has-no = MCTS no tiene "{ $name }": indica N, W, W/N o UCB, o compara con una búsqueda en profundidad ("with": { "{" } "algorithm": "alphabeta" { "}" })
lesson-problem-with-depth-first = una afirmación con "with" trata de una búsqueda en profundidad: N, W, UCB y "chooses" son de MCTS
lesson-problem-needs-mcts = "chooses", "leads", "visits", "total", "mean", "ucb" y "settles_at" necesitan la búsqueda en árbol Monte Carlo ("algorithm": "mcts")
lesson-problem-node-value = "node" va con "value" o "static_score", y ellos con él
lesson-problem-with-no-depth = la búsqueda de la lección no tiene profundidad: indica el "depth" de esta búsqueda
lesson-problem-game-drawn = un árbol dibujado se da con "tree": omite "game"
lesson-problem-game-unknown = "{ $game }" no es un juego que Klados enseñe: escribe "chess" (el predeterminado), "tictactoe" o "connect4"
lesson-problem-position-and-tree = da una posición o un árbol, no ambos
lesson-problem-chess-as-text = una posición de ajedrez se escribe { "{" } "fen": "…", "moves": […] { "}" }; una posición como texto es de otro juego: nómbralo, p. ej. "game": "tictactoe"
lesson-problem-no-subject = da una posición (FEN) o un árbol abstracto
lesson-problem-chess-no-position = una lección de ajedrez necesita su posición, "position": { "{" } "fen": "…", "moves": […] { "}" }
lesson-problem-tree-in-game = un árbol dibujado no es una partida de { $game }: omite "game"
lesson-problem-game-as-text = una posición de { $game } se escribe como texto, p. ej. "{ $example }"
lesson-problem-not-a-position = no es una posición de { $game }: { $reason }
lesson-problem-write-games = escribe "chess" (el predeterminado), "tictactoe" o "connect4"
lesson-problem-game-over = la partida ya ha terminado ({ $outcome }): no hay nada que buscar
lesson-problem-tree-empty = el árbol está vacío: la raíz necesita al menos un hijo
lesson-problem-label-empty = la etiqueta está vacía
lesson-problem-root-chance = la raíz no puede ser un nodo de azar: es donde MAX elige la jugada; pon el nodo de azar entre sus hijos
lesson-problem-no-probability = un resultado de un nodo de azar necesita su probabilidad, "probability", p. ej. "1/6"
lesson-problem-probability-not-chance = solo un resultado de un nodo de azar ("chance": true) tiene probabilidad
lesson-problem-utilities-only = una hoja de tres o más jugadores solo tiene "utilities": ni "value", ni "children", ni "chance"
lesson-problem-utility-range = la utilidad { $value } está fuera de rango: las utilidades van de { $lowest } a { $highest }
lesson-problem-chance-value = un nodo de azar tiene resultados (hijos), no un valor
lesson-problem-leaf-range = el valor de hoja { $value } está fuera de rango: los valores de las hojas van de { $lowest } a { $highest }
lesson-problem-no-children = un nodo interno necesita hijos; una hoja necesita un valor
lesson-problem-tree-too-deep = el árbol tiene más de { $limit } semijugadas de profundidad
lesson-problem-probabilities = las probabilidades de los resultados están mal: { $reason }
lesson-problem-value-and-children = un nodo tiene o un valor (una hoja) o hijos (un nodo interno), no ambos
lesson-problem-no-value = un nodo necesita un valor (una hoja) o hijos (un nodo interno)
lesson-problem-probability-number = escribe la probabilidad como fracción entre comillas, p. ej. "1/2", no { $number }: las fracciones son exactas
lesson-problem-probability-kind = una probabilidad es una fracción entre comillas, p. ej. "1/6"
lesson-problem-probability-not-fraction = { $text } no es una probabilidad; escribe una fracción como 1/6 o 2/3
lesson-problem-probability-zero-denominator = { $text } tiene denominador 0
lesson-problem-probability-zero = la probabilidad { $text } es 0; un resultado que no puede ocurrir se omite
lesson-problem-probability-above-one = la probabilidad { $text } es mayor que 1
lesson-problem-at-unknown = "{ $name }" no es un lugar de la reproducción: escribe "start", "revealed", "backed_up", "entered", "returned" o "end"
lesson-problem-at-iteration-depth-first = solo una lección de Monte Carlo ("algorithm": "mcts") se sitúa en una iteración y una fase; escribe "start", "revealed", "backed_up", "entered", "returned" o "end"
lesson-problem-at-unknown-field = campo desconocido "{ $field }": un lugar en MCTS es una "iteration" y una "phase"
lesson-problem-no-iteration = indica la iteración, "iteration", contando desde 1
lesson-problem-iteration-number = la iteración es un número entero que cuenta desde 1, como contamos todos
lesson-problem-iteration-past-end = la iteración { $iteration } está más allá del final: la búsqueda hace { $iterations } iteraciones
lesson-problem-no-phase = indica la fase, "phase": "select", "expand", "simulate" o "backpropagate"
lesson-problem-phase-unknown = "{ $name }" no es una fase: las fases son "select", "expand", "simulate" o "backpropagate"
lesson-problem-phase-kind = la fase es un nombre: "select", "expand", "simulate" o "backpropagate"
lesson-problem-at-kind = el lugar en la reproducción es un nombre ("start", "revealed", "backed_up", "entered", "returned" o "end") o, en una lección de Monte Carlo, una iteración y una fase
lesson-problem-only-mcts = solo la búsqueda en árbol Monte Carlo ("algorithm": "mcts") lleva "{ $name }"
lesson-problem-mcts-order = MCTS se reproduce iteración a iteración, con cuatro fases cada una: no tiene orden que elegir
lesson-problem-mcts-techniques = la búsqueda de quiescencia, la profundización iterativa y la tabla de transposiciones son de las búsquedas en profundidad, no de MCTS
lesson-problem-outcome-chess = el final de una simulación de ajedrez siempre lo juzga la evaluación: "outcome" es para árboles
lesson-problem-playout-depth-tree = una simulación en un árbol sigue hasta una hoja: "playout_depth" es para el ajedrez
lesson-problem-outcome-game = una simulación de { $game } sigue hasta el final de la partida, victoria 1, tablas ½, derrota 0: "outcome" es para árboles
lesson-problem-playout-depth-game = una simulación de { $game } sigue hasta el final de la partida: "playout_depth" es para el ajedrez
lesson-problem-no-iterations = MCTS necesita sus iteraciones, "iterations", p. ej. 40
lesson-problem-search-failed = la búsqueda falló: { $reason }
lesson-problem-sweep-failed = la búsqueda a profundidad { $depth } falló: { $reason }
lesson-problem-step-goes-back = este es el paso { $step } de la reproducción, antes del { $previous } del paso anterior: los pasos deben ir hacia delante
lesson-problem-no-replay-step = ningún paso de la reproducción coincide con esta posición
lesson-problem-no-node = el árbol no tiene el nodo { $node }
lesson-problem-node-not-shown = el nodo { $node } aún no se muestra en este paso
lesson-problem-names-unfocused = nombra { $name }, en el que el paso no se enfoca: añádelo a "focus" (un camino o una lista de caminos)
lesson-problem-gives-away = "{ $word }" revela la respuesta a la pregunta de { $question } antes de que se muestre
lesson-problem-minimal-leaves = el árbol mínimo tiene { $actual } hojas, no { $claimed }
lesson-problem-engine-chooses = el motor elige { $actual }, no { $claimed }
lesson-problem-root-value = el valor de la raíz es { $actual }, no { $claimed }
lesson-problem-root-below = el valor de la raíz es { $actual }, menos de { $least }
lesson-problem-root-above = el valor de la raíz es { $actual }, más de { $most }
lesson-problem-line-pv = variante principal
lesson-problem-line-most-visited = línea más visitada
lesson-problem-line = la { $line } es { $actual }, no { $claimed }
lesson-problem-count-pruned = jugadas podadas: { $actual }, no { $claimed }
lesson-problem-count-searched = posiciones buscadas: { $actual }, no { $claimed }
lesson-problem-count-evaluated = hojas evaluadas: { $actual }, no { $claimed }
lesson-problem-count-quiescence = posiciones buscadas por la búsqueda de quiescencia: { $actual }, no { $claimed }
lesson-problem-count-transpositions = posiciones tomadas de la tabla de transposiciones: { $actual }, no { $claimed }
lesson-problem-count-total-nodes = nodos guardados por todas las iteraciones juntas: { $actual }, no { $claimed }
lesson-problem-node-value-is = el nodo { $node } tiene el valor { $actual }, no { $claimed }
lesson-problem-node-pruned-value = el nodo { $node } fue podado: no tiene valor
lesson-problem-node-score-is = el nodo { $node } tiene la puntuación estática { $actual }, no { $claimed }
lesson-problem-node-pruned-score = el nodo { $node } fue podado: no tiene puntuación
lesson-problem-nodes = nodos del árbol: { $actual }, no { $claimed }
lesson-problem-levels = nodos por nivel: { $actual }, no { $claimed }
lesson-problem-no-line-marked = el código { $listing } no tiene ninguna línea con la marca "{ $marker }"
lesson-problem-line-not-lit = la línea con la marca "{ $marker }" no está iluminada en este paso; iluminadas aquí: { $lit }
lesson-problem-line-not-lit-none = la línea con la marca "{ $marker }" no está iluminada en este paso; aquí no hay ninguna iluminada
lesson-problem-call-not-on-stack = la llamada sobre { $node } no está en la pila de llamadas en este paso
lesson-problem-root-call-not-on-stack = la llamada sobre la raíz no está en la pila de llamadas en este paso
lesson-problem-no-mcts-step = ningún paso de la reproducción coincide con este lugar: la búsqueda hizo { $iterations } iteraciones
lesson-problem-node-not-yet-added = el nodo { $node } aún no está en el árbol en este paso: lo añade la iteración { $iteration }
lesson-problem-no-mcts-node = el árbol que hizo crecer MCTS no tiene el nodo { $node }
lesson-problem-node-not-yet = el nodo { $node } aún no está en el árbol en este paso
lesson-problem-mcts-plays = MCTS juega { $actual } (la más visitada), no { $claimed }
lesson-problem-settles = MCTS se decide por { $move } tras la iteración { $actual }, no { $claimed }
lesson-problem-never-settles = MCTS nunca se decide por { $move }: termina en empate de visitas
lesson-problem-step-not-found = no se encontró el lugar del paso, así que no se puede comprobar nada en él
lesson-problem-leads = { $actual } va en cabeza con { $visits } visitas en este paso, no { $claimed }
lesson-problem-no-leader = ninguna jugada va en cabeza en este paso: { $moves } tienen { $visits } visitas cada una
lesson-problem-and = { $first } y { $rest }
lesson-problem-the-root = la raíz
lesson-problem-chooses-at-start = al principio no se ha hecho ninguna iteración: sitúate en una iteración para decir qué elige la selección
lesson-problem-chooses = en la iteración { $iteration } la selección elige { $actual } bajo { $below }, no { $claimed }
lesson-problem-chooses-nothing = en la iteración { $iteration } la selección no elige nada bajo { $below }: se detiene más arriba, en una jugada aún sin probar (la añade la expansión)
lesson-problem-visits = N de { $node } es { $actual } en este paso, no { $claimed }
lesson-problem-no-visits = { $node } aún no tiene visitas en este paso: W/N no está definido
lesson-problem-no-ucb = la selección no sopesa { $node } en la iteración de este paso: aquí no tiene UCB
lesson-problem-decimal = { $what } de { $node } es { $actual } en este paso, no { $claimed }
lesson-problem-translation-unread = no se pudo leer la traducción
lesson-problem-translates-nothing = ninguna lección tiene el id "{ $id }": indica la lección que traduce este archivo
lesson-problem-translation-steps = el original tiene { $original } pasos y esta traducción { $translation }: traduce cada paso, en orden
lesson-problem-translation-question = el paso { $step } del original no hace ninguna pregunta
lesson-problem-translation-note = el paso { $step } del original no tiene nota junto a su código
lesson-problem-translation-empty = el texto está vacío: tradúcelo u omite el campo (se muestra el inglés)
lesson-problem-placeholders = los marcadores de posición no coinciden con los del original: el original tiene [{ $original }], este tiene [{ $translation }]
lesson-problem-course-not-a-file = no es un archivo normal: el orden del curso es un archivo de texto plano
lesson-problem-course-too-large = más de 100 kB: el curso indica un id de lección por línea
lesson-problem-course-unreadable = no se pudo leer: { $reason }
lesson-problem-course-not-utf8 = el archivo no es texto UTF-8: guárdalo como UTF-8
lesson-problem-course-twice = la lección { $id } ya aparece en la línea { $line }
lesson-problem-course-unknown = ninguna lección de la carpeta tiene el id { $id } (o su archivo no se cargó)
mcts-settings-iterations = las iteraciones deben ser de 1 a { $most }, no { $iterations }
mcts-settings-exploration = la constante de exploración debe ser un número de 0 a { $most }, no { $exploration }
mcts-settings-playout-depth = la profundidad de simulación debe ser de 0 a { $most } jugadas, no { $depth }
mcts-tree-chance = "{ $node }" es un nodo de azar; la búsqueda en árbol Monte Carlo aquí juega árboles sin dados
mcts-lesson-not-mcts = la lección no busca con MCTS
json-at-line = { $reason } en la línea { $line }, columna { $column }
json-no-infinity = { $reason } (JSON no tiene Infinity ni NaN: escribe cada valor como un número)
json-eof-value = el texto termina antes de un valor
json-eof-object = el texto termina dentro de un objeto { "{" } … { "}" }
json-eof-list = el texto termina dentro de una lista [ … ]
json-eof-string = el texto termina dentro de una cadena " … "
json-expected-value = aquí se espera un valor
json-expected-comma-or-brace = aquí se espera `,` o `{ "}" }`
json-expected-comma-or-bracket = aquí se espera `,` o `]`
json-expected-colon = aquí se espera `:`
json-expected-ident = aquí se espera true, false o null
json-key-must-be-string = una clave debe ser una cadena entre comillas
json-trailing-comma = sobra una coma antes del cierre
json-trailing-characters = hay caracteres después del final del JSON
json-invalid-number = número no válido
json-number-out-of-range = número fuera de rango
json-invalid-escape = secuencia de escape no válida (\…)
json-control-character = carácter de control (\u0000-\u001F) dentro de una cadena
json-missing-field = falta el campo `{ $field }`
json-duplicate-field = el campo `{ $field }` aparece dos veces
json-unknown-field-one-of = campo desconocido `{ $name }`; los campos aquí son { $expected }
json-unknown-field = campo desconocido `{ $name }`; aquí se espera { $expected }
json-unknown-variant-one-of = valor desconocido `{ $name }`; los valores aquí son { $expected }
json-unknown-variant = valor desconocido `{ $name }`; aquí se espera { $expected }
json-invalid-type = tipo de valor incorrecto: { $found }, se esperaba { $expected }
json-invalid-value = valor incorrecto: { $found }, se esperaba { $expected }
remote-tree-too-large = el árbol es demasiado grande para pasar entre la página y su proceso de búsqueda
remote-tree-not-sent = no se pudo enviar el árbol entre la página y su proceso de búsqueda: { $reason }

## h-i45-mx: three players
legend-players-short = ■ jugadores { $players }
legend-players = ■ jugadores { $players }: cada uno toma el hijo mejor para sí
legend-players-hint = Una caja cuadrada: un nodo donde mueve uno de los jugadores { $players } (A en la raíz, el jugador siguiente un nivel más abajo, y vuelta a empezar). Ese jugador toma el hijo cuya tupla tiene el número más alto para sí mismo, mirando solo su propia parte, y sube la tupla entera. Cada jugador quiere su propio número lo más alto posible; nadie intenta que el de otro sea bajo.
legend-open-players-hint = Un valor seguido de «…» aún está abierto: la búsqueda no ha terminado con los hijos del nodo. Es la mayor parte que el jugador que mueve ahí ha encontrado para sí hasta ahora, así que ese jugador obtiene al menos eso.
table-level-title-players = NodesAnalysis{ $level }: tras las jugadas del jugador { $mover }, mueve el jugador { $player }
table-goes-up-players = { $count ->
    [one] { $count } nodo; su tupla sube a { $into }, donde el jugador { $player } toma la que tiene el número más alto para sí. La columna del valor muestra la parte del jugador { $player }.
   *[other] { $count } nodos; sus tuplas suben hasta { $into }, donde el jugador { $player } toma la que tiene el número más alto para sí. La columna del valor muestra la parte del jugador { $player }.
}
table-goes-up-players-hidden = Las tuplas de sus nodos suben hasta { $into }, donde el jugador { $player } toma la que tiene el número más alto para sí. La columna del valor muestra la parte del jugador { $player }.
table-tuple-hint = La tupla de este nodo: una utilidad para cada jugador ({ $players }). Las tablas de nodos guardan un número por nodo, la parte del jugador { $player }, porque el jugador { $player } eligió la jugada que lleva a este nodo.
tree-player-hint = Aquí mueve el jugador { $player }: toma el hijo cuya tupla tiene el número más alto para { $player }, y sube esa tupla entera
tree-leaf-players-hint = Una hoja: la partida termina aquí y vale su tupla, una utilidad para cada jugador ({ $players })
stack-player = jugador { $player }

## lead: aspiration windows settle root moves from a failed try
narr-settled-by-failed-window = Ventanas de aspiración: { $move } no se busca de nuevo. El intento cuya ventana falló encontró que vale { $bound ->
    [upper] como mucho { $value }
    [lower] como poco { $value }
   *[exact] exactamente { $value }
  }, y eso ya responde en esta ventana, así que el nodo conserva ese valor y aquí no tiene hijos.
tree-badge-settled = A
table-settled = resuelto
legend-settled = { $badge } resuelta por una ventana fallida
legend-settled-short = { $badge } resuelta
legend-settled-hint = Ventanas de aspiración: un intento cuya ventana falló ya había buscado esta jugada de la raíz, y lo que encontró (su valor, o una cota no mejor que el borde de la nueva ventana) sigue respondiendo, así que no se buscó de nuevo. Su subárbol se desechó con aquel intento.
code-act-settled = Ventanas de aspiración: una jugada de la raíz que el intento fallido ya resolvió no se busca de nuevo
code-act-settled-kept = Ventanas de aspiración: el intento fallido encontró que esta jugada de la raíz vale { $bound ->
    [upper] como mucho { $value }
    [lower] como poco { $value }
   *[exact] exactamente { $value }
  }, lo que responde también en esta ventana: no se busca de nuevo
code-c-settled = una jugada de la raíz que un intento fallido ya resolvió no se busca de nuevo
narr-enter-unsearched = Entrar en { $node }{ $window }: su valor es { $value }, sin buscar sus jugadas.

## h-i45-mxcode: max^n's code
code-title-maxn = Max^n (tres o más jugadores)
code-title-maxn-level-by-level = Max^n nivel a nivel
code-c-maxn-child-of-tuple = el hijo del que vino la tupla
code-c-maxn-returns-tuple = devuelve una tupla: una utilidad por jugador
code-c-maxn-leaf-tuple = p. ej. (1, 2, 6): la de A, la de B, la de C
code-c-maxn-turns = A en la raíz, luego B, C, A, ...
code-c-maxn-child-tuple = la tupla del hijo
code-c-maxn-keep-better = quedarse con el mejor hijo para quien mueve
code-c-maxn-tie = (>: en un empate se queda el primero)
code-c-maxn-goes-up = sube la tupla entera
code-c-maxn-below-every-tuple = por debajo de toda tupla, para cada jugador
code-c-maxn-parent-starts = parent.best empieza por debajo de toda tupla
code-maxn-act-leaf = Una hoja: su tupla { $tuple } es su valor, una utilidad para cada jugador
code-maxn-act-best = El jugador { $player } compara la tupla del hijo { $tuple } con la mejor hasta ahora solo por su propio número, y se queda con la mejor (en un empate, la primera)
code-maxn-act-return = El nodo devuelve su tupla { $tuple }
code-maxn-act-choose = El jugador A juega la jugada cuya tupla guardó la raíz: { $tuple }
code-maxn-act-fill = Se llena un nivel: cada hijo de cada nodo de arriba, las hojas con sus tuplas
code-maxn-act-backup-level = Las tuplas de un nivel suben al nivel de arriba
code-maxn-act-backup-group = Un padre se queda con el hijo cuya tupla tiene el número más alto para el jugador que mueve allí
code-maxn-rust-hint = El max^n propio de Klados, src/engine/abstract_tree/maxn.rs tal como estaba al compilar este programa
code-title-maxn-rust = El max^n de Klados ({ $file })
## h-i45-look: lessons 29–33 at the projector
# The search of a tree of three or more players, in the thinking panel's header.
algorithm-maxn = max^n
# A node's null move while a question about the root's choice waits: that it passed, not whether it cut.
table-null-move-kept = jugada nula
node-null-move-kept-hint = La poda de jugada nula dejó pasar aquí al bando que mueve. Si eso podó el nodo queda oculto hasta que se muestre la respuesta.
## h-i45-tab: a lesson step brings a view to the front
lesson-problem-view-unknown = { $view } no es una vista: escribe "tree" (el árbol, donde se dibujan las insignias) o "table" (la tabla del nivel del nodo enfocado)
## h-i45-tab: a side named as a sentence about its turn or its moves needs it
# Whose turn it is or whose moves they are: the narration, the level's title and its backing-up line
# (English: as the name; Greek: the genitive, των μαύρων; Spanish: de las negras). A drawn tree's or
# another game's side is its own word, MAX or MIN, as $text.
side-white-whose = de las blancas
side-black-whose = de las negras
side-named-whose = de { $text }
