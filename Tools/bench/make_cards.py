#!/usr/bin/env python3
"""Writes the card list of issue 14 as a layout document, to time `autolayout layout` end to end.

The same document `Benchmarks --cards N --document` lays out in process (each card a container
with padding 12, an avatar 40 x 40 and a column of a title 20, a subtitle 16 and a body 40 high
with gaps of 4; the cards 8 apart in the root; 1 + 6N views):

    python3 Tools/bench/make_cards.py 10000 > /tmp/cards-10000.json
    /usr/bin/time -v .build/release/autolayout layout /tmp/cards-10000.json --format json > /dev/null

Every card names its views with its index (`avatar7`), as names in a document are unique. The
last card's frame is x 0, y 116 (N - 1), 1000 x 108.
"""
import json
import sys


def card_text(s):
    return (f"H:|-12-[avatar{s}(40)]-12-[column{s}]-12-|\n"
            f"V:|-12-[avatar{s}(40)]-(>=12)-|\n"
            f"V:|-12-[column{s}]-12-|")


def column_text(s):
    return (f"H:|[title{s}]|\n"
            f"H:|[subtitle{s}]|\n"
            f"H:|[body{s}]|\n"
            f"V:|[title{s}(20)]-4-[subtitle{s}(16)]-4-[body{s}(40)]|")


def root_text(n):
    chain = "V:|" + "".join("[card0]" if i == 0 else f"-8-[card{i}]" for i in range(n))
    return chain + "".join(f"\nH:|[card{i}]|" for i in range(n))


def cards(n):
    return {
        "root": {
            "name": "root", "width": 1000, "height": 800,
            "layout": [root_text(n)],
            "subviews": [
                {
                    "name": f"card{i}", "layout": [card_text(i)],
                    "subviews": [
                        {"name": f"avatar{i}"},
                        {"name": f"column{i}", "layout": [column_text(i)],
                         "subviews": [{"name": f"title{i}"}, {"name": f"subtitle{i}"}, {"name": f"body{i}"}]},
                    ],
                }
                for i in range(n)
            ],
        }
    }


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit("usage: make_cards.py N  (N >= 1 cards; the document goes to standard output)")
    json.dump(cards(int(sys.argv[1])), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
