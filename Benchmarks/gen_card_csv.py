#!/usr/bin/env python3
"""Writes N rows of a trading-card collection in ManaBox's export shape (the header ManaBox
writes, its value forms), made up for the benchmark: 400 card names over 12 sets, each printed
normal or foil, in four conditions and three languages, in a dozen binders, so that most rows
are copies that differ in something and a few are exact repeats (which add to a count).

Usage: gen_card_csv.py ROWS OUT.csv   (standard library only; the same ROWS give the same file)
"""
import random
import sys

HEADER = ("Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,"
          "ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency")


def main():
    rows, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(7)
    syllables = ["ash", "bel", "cor", "dun", "el", "fal", "gor", "hal", "ith", "jor", "kel", "lum", "mor", "nar"]
    names = sorted({" ".join(w.capitalize() for w in (rng.choice(syllables) + rng.choice(syllables),
                                                      rng.choice(syllables) + rng.choice(syllables))) for _ in range(600)})[:400]
    sets = [(f"S{n:02d}", f"Set Number {n}") for n in range(1, 13)]
    binders = [(f"Binder {n}", "binder") for n in range(1, 10)] + [("Deck A", "deck"), ("Deck B", "deck"), ("Wants", "list")]
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write(HEADER + "\r\n")
        for i in range(rows):
            name = rng.choice(names)
            code, set_name = rng.choice(sets)
            binder, kind = rng.choice(binders)
            card = names.index(name)
            f.write(",".join([
                binder, kind, name, code, set_name, str(card % 300 + 1), rng.choice(["normal", "normal", "normal", "foil", "etched"]),
                rng.choice(["common", "uncommon", "rare", "mythic"]), str(rng.choice([1, 1, 1, 2, 4])), str(100000 + card),
                f"{card:08x}-0000-4000-8000-{i % 97:012x}", f"{rng.randint(1, 4000) / 100:.2f}", "false", "false",
                rng.choice(["near_mint", "near_mint", "excellent", "played"]), rng.choice(["en", "en", "de", "ja"]), "USD",
            ]) + "\r\n")


if __name__ == "__main__":
    main()
