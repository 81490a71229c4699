# crazy-eights-discord.ftl: Szalone ósemki na Discordzie (wiadomość stołu, panel, ogłoszenia, obraz).

## Wiadomość stołu

crazy-eights-title = Crazy Eights · rozdanie { $number } · do { $target }
crazy-eights-up-card = Na wierzchu: **{ $card }** · do koloru: { $suit }
crazy-eights-up-named = Na wierzchu: **{ $card }** · zażądano: **{ $suit }**
crazy-eights-stock = { $count ->
        [0] Talia pusta
        [one] Talia: 1 karta
        [few] Talia: { $count } karty
       *[other] Talia: { $count } kart
    }
crazy-eights-clockwise = Gra idzie zgodnie z ruchem wskazówek zegara ↻
crazy-eights-counterclockwise = Gra idzie przeciwnie do ruchu wskazówek zegara ↺
crazy-eights-pending = { $count ->
        [one] Do dobrania: 1 karta
        [few] Do dobrania: { $count } karty
       *[other] Do dobrania: { $count } kart
    }
crazy-eights-no-pending = Nic do dobrania
crazy-eights-dealer-mark = { $who } (rozdaje)
crazy-eights-seat-line = { $who }: { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } kart
    } · razem { $total }
crazy-eights-naming = { $who } wybiera kolor.
crazy-eights-drawing = { $who } dobiera w tej turze: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } kart
    }.
crazy-eights-facing = { $who } musi dobrać { $count } albo zagrać dwójkę.
crazy-eights-your-turn = { $people }: twoja kolej.

## Ogłoszenia

crazy-eights-said-buried = Rozdanie { $number }: { $buried } odkryte i wsunięte do talii, { $starter } zaczyna stos
crazy-eights-said-last-card = { $who }: ostatnia karta!
crazy-eights-said-named = { $who } żąda koloru: { $suit }
crazy-eights-said-drew = { $who } dobiera: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } kart
    }
crazy-eights-said-drew-twos = { $who } dobiera za dwójki: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } kart
    }
crazy-eights-said-drew-penalty = { $who } dobiera za brak „ostatniej karty”: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } kart
    }
crazy-eights-said-passed = { $who } pasuje
crazy-eights-said-skipped = { $who } traci kolejkę
crazy-eights-said-reversed-clockwise = Zmiana kierunku: gra idzie zgodnie z ruchem wskazówek zegara ↻
crazy-eights-said-reversed-counter = Zmiana kierunku: gra idzie przeciwnie do ruchu wskazówek zegara ↺
crazy-eights-said-pending = { $who } musi dobrać { $count } albo zagrać dwójkę
crazy-eights-said-last-card-missed = { $who } nie powiedział(a) „ostatnia karta”
crazy-eights-said-reshuffled = Stos odrzuconych przetasowano w nową talię: { $count }
crazy-eights-said-out = Rozdanie { $number }: { $who } pozbył(a) się kart
crazy-eights-said-blocked = Rozdanie { $number } zablokowane: nikt nie może zagrać
crazy-eights-out-mark = bez kart
crazy-eights-score-line = { $who }: { $cards } → { $points } · razem { $total }

## Wynik

crazy-eights-standing-line = { $place }. { $who }: { $total }
crazy-eights-winners = { $count ->
        [one] { $who } wygrywa mecz z wynikiem { $total }
       *[other] { $who } dzielą zwycięstwo z wynikiem { $total }
    }
crazy-eights-stats-record = wygrane rozdania: { $hands } · punkty karne: { $points }

## Panel

crazy-eights-your-hand = Twoja ręka ({ $count }): { $cards }
crazy-eights-prompt-play-or-draw = Zagraj kartę albo dobierz.
crazy-eights-prompt-play-or-pass = Zagraj kartę albo pasuj.
crazy-eights-prompt-draw = Żadna twoja karta nie pasuje: dobierz.
crazy-eights-prompt-draw-again = Nie pasuje: dobierz jeszcze raz.
crazy-eights-prompt-pass = Nic nie pasuje: pasuj.
crazy-eights-prompt-name = Wybierz kolor, do którego trzeba dołożyć.
crazy-eights-prompt-pending = Zagraj dwójkę albo dobierz { $count }.
crazy-eights-button-draw = Dobierz
crazy-eights-button-draw-pending = Dobierz { $count }
crazy-eights-button-pass = Pasuj
crazy-eights-button-last-card = { $card } · Ostatnia karta!
crazy-eights-you-drew = Dobrano: { $cards }.
crazy-eights-dealt = Twoje karty: { $cards }
crazy-eights-new-hand = Rozdanie { $number } rozdane; na wierzchu leży { $card }.
crazy-eights-you-played = Zagrano { $card }.
crazy-eights-you-played-last = Zagrano { $card }: ostatnia karta!
crazy-eights-you-named = Zażądano koloru: { $suit }.
crazy-eights-you-draw = Dobrano kartę z talii.
crazy-eights-you-passed = Spasowano.
crazy-eights-action-play = zagraj { $card }
crazy-eights-action-name = żądaj koloru { $suit }
crazy-eights-action-draw = dobierz
crazy-eights-action-pass = pasuj

## Obraz

crazy-eights-pic-follow = Do koloru: { $suit }
crazy-eights-pic-named = Zażądano: { $suit }
crazy-eights-pic-plate = { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } kart
    } · razem { $total }
crazy-eights-pic-alt-head = Crazy Eights, rozdanie { $number }. Na wierzchu leży { $card }; w talii zostało { $stock }.
crazy-eights-pic-alt-seat = { $who } ma { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[other] { $cards } kart
    }, razem { $total }.
