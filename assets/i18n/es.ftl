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
toolbar-depth = Profundidad (semijugadas):
toolbar-depth-hint = Teclas 1 a 6: cuántas semijugadas mira hacia delante el ordenador
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
settings-budget-explained = El máximo de nodos que puede guardar una búsqueda. Una búsqueda que necesite
    más pasa a alfa-beta ordenado y después a menos profundidad.
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
key-depth = Profundidad de búsqueda de 1 a 6 semijugadas
key-copy-fen = Copiar la posición como FEN
key-paste = Pegar un FEN o una partida PGN
key-zoom = Ampliar, reducir, tamaño normal
play-move-hint = e2e4 o Nf3
