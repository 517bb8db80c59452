# Το παράθυρο του Klados στα ελληνικά. Τα αναγνωριστικά και οι μεταβλητές ({ $name }) μένουν ίδια με
# του en.ftl· το `tests/i18n.rs` ελέγχει ότι κάθε μήνυμα του en.ftl υπάρχει εδώ με τις ίδιες μεταβλητές.

## Αριθμοί και ονόματα που μοιράζονται πολλές οθόνες

count-nodes = { $count ->
    [one] { $count } κόμβος
   *[other] { $count } κόμβοι
}
budget-nodes = { $count ->
    [one] { $count } κόμβος ({ $memory })
   *[other] { $count } κόμβοι ({ $memory })
}
book-built-in = το ενσωματωμένο βιβλίο ({ $count } ανοίγματα με όνομα)
algorithm-minimax = Minimax
algorithm-alpha-beta = Άλφα-βήτα
algorithm-ordered = Άλφα-βήτα με διάταξη
algorithm-mcts = Αναζήτηση δέντρου Monte Carlo
technique-quiescence = Αναζήτηση ηρεμίας
technique-quiescence-hint = Στο βάθος, συνεχίζει με αιχμαλωσίες, προαγωγές και αποφυγές σαχ ώσπου η θέση να ηρεμήσει, το πολύ 10 ημικινήσεις πιο πέρα (ενάντια στο φαινόμενο του ορίζοντα)
technique-quiescence-words = αναζήτηση ηρεμίας
technique-iterative = Επαναληπτική εκβάθυνση
technique-iterative-hint = Αναζήτηση σε βάθος 1, 2, … έως το βάθος· καθεμιά δοκιμάζει πρώτα την καλύτερη γραμμή της προηγούμενης· κάθε επανάληψη κρατιέται
technique-iterative-words = επαναληπτική εκβάθυνση
technique-transpositions = Πίνακας μεταθέσεων
technique-transpositions-hint = Μια θέση που προκύπτει ξανά με άλλη σειρά κινήσεων παίρνει την τιμή της από έναν πίνακα, χωρίς αναζήτηση
technique-transpositions-words = πίνακας μεταθέσεων

## Η γραμμή εργαλείων

toolbar-lessons = Μαθήματα
toolbar-lessons-hint = L: τα μαθήματα, για να διδάξετε μια τάξη βήμα βήμα
toolbar-practice = Εξάσκηση
toolbar-practice-hint = E: ασκήσεις (minimax, άλφα-βήτα, πρόβλεψη του υπολογιστή) και ο κατασκευαστής δέντρων
toolbar-handouts = Φυλλάδια
toolbar-handouts-hint = Γράφει το δέντρο ως SVG και PNG (αντίγραφο με τις απαντήσεις και αντίγραφο του μαθητή) και τους πίνακες κόμβων του ως CSV
toolbar-new-white = Νέα παρτίδα με τα λευκά
toolbar-new-white-hint = Ctrl+N: παίζετε με τα λευκά και κινείστε πρώτοι
toolbar-new-black = Νέα παρτίδα με τα μαύρα
toolbar-new-black-hint = Ctrl+Shift+N: παίζετε με τα μαύρα· ο υπολογιστής κινείται πρώτος
toolbar-take-back = Ανάκληση
toolbar-take-back-hint = Ctrl+Z: ανακαλεί την κίνησή σας και την απάντηση του υπολογιστή
toolbar-redo = Επανάληψη
toolbar-redo-hint = Ctrl+Y: παίζει ξανά τις κινήσεις που ανακλήθηκαν
toolbar-flip = Αναστροφή σκακιέρας
toolbar-flip-hint = F: γυρίζει τη σκακιέρα ανάποδα για αυτή την παρτίδα
toolbar-lesson-search-hint = Η αναζήτηση του μαθήματος: βγείτε από το μάθημα για να διαλέξετε της παρτίδας
toolbar-depth = Βάθος (ημικινήσεις):
toolbar-depth-hint = Πλήκτρα 1 έως 6: πόσες ημικινήσεις μπροστά κοιτάζει ο υπολογιστής
toolbar-computer-move = Κίνηση υπολογιστή
toolbar-computer-move-hint = M: ο υπολογιστής σκέφτεται και παίζει τώρα
toolbar-fen-pgn = FEN / PGN
toolbar-fen-pgn-hint = Ctrl+L: αντιγραφή ή επικόλληση μιας θέσης ή μιας παρτίδας
toolbar-settings = Ρυθμίσεις
toolbar-settings-hint = Γλώσσα, θέμα, όριο κόμβων, η σκακιέρα στην αναπαραγωγή, το βιβλίο ανοιγμάτων
toolbar-projector = Προβολέας
toolbar-projector-hint = P: μεγάλα γράμματα και υψηλή αντίθεση
toolbar-help = Βοήθεια
toolbar-help-hint = F1: συντομεύσεις πληκτρολογίου
toolbar-algorithm-with-techniques = { $count ->
    [one] { $algorithm } + { $count } τεχνική
   *[other] { $algorithm } + { $count } τεχνικές
}
toolbar-algorithm-hint = A: η αναζήτηση που εκτελεί ο υπολογιστής· οι τεχνικές δίπλα της είναι σε αυτό το μενού
toolbar-algorithm-techniques-hint = { $count ->
    [one] A: η αναζήτηση που εκτελεί ο υπολογιστής, με μια τεχνική δίπλα της: { $techniques }
   *[other] A: η αναζήτηση που εκτελεί ο υπολογιστής, με τεχνικές δίπλα της: { $techniques }
}
toolbar-algorithm-named = Αλγόριθμος: { $shown }
toolbar-mcts-hint = Το δέντρο μεγαλώνει κατά έναν κόμβο σε κάθε επανάληψη: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση· οι ρυθμίσεις του είναι στην κορυφή του πλαισίου του
toolbar-beside-algorithm = Δίπλα στον αλγόριθμο

## Ρυθμίσεις

settings-language = Γλώσσα
settings-theme = Θέμα (T)
settings-theme-light = Φωτεινό
settings-theme-dark = Σκοτεινό
settings-budget = Όριο κόμβων
settings-budget-explained = Οι περισσότεροι κόμβοι που μπορεί να κρατήσει μία αναζήτηση. Όποια θα χρειαζόταν
    περισσότερους περνά σε άλφα-βήτα με διάταξη, έπειτα σε μικρότερο βάθος.
settings-board-follows = Η σκακιέρα ακολουθεί την αναπαραγωγή
settings-board-follows-hint = Καθώς περνάτε βήμα βήμα μια αναζήτηση, η σκακιέρα δείχνει τη θέση που εξετάζει κάθε βήμα
settings-book = Βιβλίο ανοιγμάτων
settings-book-play = Παιχνίδι από το βιβλίο ανοιγμάτων
settings-book-play-hint = Όσο η παρτίδα είναι μέσα στο βιβλίο, ο υπολογιστής παίζει αμέσως μια κίνηση του βιβλίου, χωρίς αναζήτηση· τα μαθήματα και η εξάσκηση δεν το χρησιμοποιούν ποτέ
settings-seed = Σπόρος:
settings-seed-hint = Ο ίδιος σπόρος παίζει τις ίδιες κινήσεις του βιβλίου: μια τάξη μπορεί να ξαναπαίξει μια παρτίδα κίνηση προς κίνηση
settings-new-seed = Νέος σπόρος
settings-new-seed-hint = Άλλος σπόρος: άλλες κινήσεις του βιβλίου, διαλεγμένες κατά τα βάρη τους
settings-book-in-use = Βιβλίο: { $book }
settings-book-file = Αρχείο βιβλίου ανοιγμάτων…
settings-book-file-hint = Παιχνίδι από ένα βιβλίο Polyglot (.bin), σταθμισμένο κατά τα βάρη του
settings-book-built-in = Χρήση του ενσωματωμένου βιβλίου
settings-book-built-in-hint = Παιχνίδι από { $book }

## Λέξεις για την αναζήτηση και την παρτίδα, κοινές

count-plies = { $count ->
    [one] { $count } ημικίνηση
   *[other] { $count } ημικινήσεις
}
search-named = { $algorithm } σε βάθος { $depth }
search-named-with = { $algorithm } με { $techniques } σε βάθος { $depth }
side-white = Λευκά
side-black = Μαύρα
outcome-white-mates = Ματ: κερδίζουν τα λευκά.
outcome-black-mates = Ματ: κερδίζουν τα μαύρα.
outcome-stalemate = Πατ: ισοπαλία.
outcome-fifty-moves = Ισοπαλία με τον κανόνα των πενήντα κινήσεων.
outcome-repetition = Ισοπαλία με τριπλή επανάληψη.
outcome-material = Ισοπαλία: ανεπαρκές υλικό.
status-white-you = Παίζουν τα λευκά (εσείς)
status-white-computer = Παίζουν τα λευκά (ο υπολογιστής)
status-black-you = Παίζουν τα μαύρα (εσείς)
status-black-computer = Παίζουν τα μαύρα (ο υπολογιστής)
status-check = { $status } — σαχ!

## Το πλαίσιο του παιχνιδιού (κάτω από τη σκακιέρα)

play-algorithm-with = { $algorithm } με { $techniques }
play-thinking = Σκέφτεται ({ $search }, { $plies }): κόμβοι ανά επίπεδο { $levels } — { $seconds } δ
play-thinking-quiescence = Σκέφτεται ({ $search }, { $plies }): κόμβοι ανά επίπεδο { $levels }, ηρεμία { $quiescence } — { $seconds } δ
play-over-budget = ({ $search }: ξεπέρασε το όριο κόμβων)
play-cancel = Άκυρο
play-your-move = Η κίνησή σας:
play-showing-ply = Φαίνεται η θέση μετά την κίνηση { $ply } από { $count }.
play-back-to-game = Πίσω στην παρτίδα
play-no-moves = Καμία κίνηση ακόμη.
play-move-named = κίνηση { $number } { $san }
play-named-line = Η γραμμή με το όνομα: { $line }
play-no-opening = Κανένα άνοιγμα με όνομα
preview-root = η ρίζα της αναζήτησης
preview-clicked = Μια θέση από την αναζήτηση: { $line }
preview-step = Αυτό το βήμα εξετάζει: { $line }
preview-hint = Τη δείχνει η σκακιέρα· τα αριθμημένα βέλη είναι οι κινήσεις από τη ρίζα της αναζήτησης.
notice-bring-back = Επαναφορά της προηγούμενης παρτίδας
notice-bring-back-hint = Αναίρεση: συνέχεια με { $previous }
notice-notes = { $count ->
    [one] { $count } σημείωση για ό,τι διαβάστηκε
   *[other] { $count } σημειώσεις για ό,τι διαβάστηκε
}

## Βοήθεια

help-title = Βοήθεια
help-moves = Κάντε κλικ σε ένα κομμάτι, έπειτα στο τετράγωνο όπου θα πάει (ή σύρετέ το). Πληκτρολογήστε κινήσεις ως e2e4 ή Nf3.
help-answers = Ο υπολογιστής απαντά· το πλαίσιο δεξιά δείχνει την αναζήτησή του, βήμα βήμα.
help-shortcuts = Συντομεύσεις πληκτρολογίου (όταν κανένα πεδίο κειμένου δεν είναι ενεργό)
key-new-black = Νέα παρτίδα, παίζετε με τα μαύρα
key-new-white = Νέα παρτίδα, παίζετε με τα λευκά
key-redo = Επανάληψη
key-take-back = Ανάκληση της κίνησής σας και της απάντησης
key-flip = Αναστροφή της σκακιέρας
key-study = Μελέτη της αναζήτησης, ή πίσω στη σκακιέρα
key-code = Ο κώδικας της αναζήτησης, με φωτισμένη τη γραμμή που εκτελείται
key-computer-move = Ο υπολογιστής παίζει τώρα
key-cancel = Ακύρωση της αναζήτησης του υπολογιστή· κλείσιμο της Βοήθειας
key-next-algorithm = Επόμενος αλγόριθμος αναζήτησης
key-game-previous = Παρτίδα: η προηγούμενη θέση
key-game-next = Παρτίδα: η επόμενη θέση
key-game-start = Παρτίδα: η αρχική θέση
key-game-present = Παρτίδα: πίσω στο τώρα
key-replay-forward = Αναπαραγωγή: ένα βήμα μπροστά
key-replay-back = Αναπαραγωγή: ένα βήμα πίσω
key-replay-play = Αναπαραγωγή: έναρξη ή παύση
key-replay-start = Αναπαραγωγή: στην αρχή
key-replay-end = Αναπαραγωγή: στο τέλος
key-think-here = Αναζήτηση στη θέση της σκακιέρας
key-copy-pgn = Αντιγραφή της παρτίδας ως PGN
key-exchange = Παράθυρο FEN και PGN
key-open-pgn = Άνοιγμα αρχείου PGN
key-save-pgn = Αποθήκευση της παρτίδας σε αρχείο PGN
key-type-move = Πληκτρολόγηση κίνησης
key-lessons = Μαθήματα
key-practice = Εξάσκηση (ασκήσεις, κατασκευαστής δέντρων)
key-lesson-next = Μάθημα: επόμενο βήμα (τηλεχειριστήριο)
key-lesson-previous = Μάθημα: προηγούμενο βήμα
key-theme = Φωτεινό ή σκοτεινό θέμα
key-projector = Λειτουργία προβολέα
key-help = Βοήθεια (αυτό το παράθυρο)
key-depth = Βάθος αναζήτησης 1 έως 6 ημικινήσεις
key-copy-fen = Αντιγραφή της θέσης ως FEN
key-paste = Επικόλληση FEN ή παρτίδας PGN
key-zoom = Μεγέθυνση, σμίκρυνση, κανονικό μέγεθος
play-move-hint = e2e4 ή Nf3
