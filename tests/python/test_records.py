"""Game records from Python: the golden files of tests/data/records (as golden.jsonl says),
every kind of source, writing, the RenjuNet stream, typed errors with positions, and the
`renju` package's SGF (rows from the bottom) both ways."""

import io
import json
import pathlib

import pytest

import gomoku

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "records"
GOLDEN = [json.loads(line) for line in (DATA / "golden.jsonl").read_text().splitlines() if line.strip()]


def text(moves):
    return " ".join("pass" if m is None else str(m) for m in moves)


def outcome_text(game):
    o = game.outcome()
    if o is None:
        return "none"
    winner = "draw" if o.winner is None else ("black" if o.winner == gomoku.Color.BLACK else "white")
    return f"{winner} {o.termination}"


def read(case):
    path = DATA / case["file"]
    fmt = case["format"]
    if fmt == "sgf":
        return gomoku.Record.read_sgf(path, rows=case.get("rows", "top"))
    if fmt == "psq":
        return gomoku.Record.read_psq(path)
    if fmt == "moves":
        return gomoku.Record.read_moves(path, 15)
    return gomoku.Record.read_renlib(path)


def test_there_are_golden_records():
    # Every case of golden.jsonl (the C suite counts the same 7): an emptied file fails
    # here, not as an empty parametrization that pytest would only skip.
    assert len(GOLDEN) == 7
    assert sum(c["format"] == "renjunet" for c in GOLDEN) == 1


@pytest.mark.parametrize("case", [c for c in GOLDEN if c["format"] != "renjunet"], ids=lambda c: c["file"])
def test_golden_files(case):
    record = read(case)
    assert text(record.moves) == case["moves"]
    assert record.size == case["size"]
    assert record.node_count == case["nodes"]
    for key in ["black", "white", "event", "date", "comment", "result"]:
        assert getattr(record, key) == case.get(key), key
    if "times" in case:
        assert record.times == case["times"]
    if "trailer" in case:
        assert record.trailer == case["trailer"]
    if "comments" in case:
        for index, comment in case["comments"].items():
            assert record.comments[int(index)] == comment
    if "marks" in case:
        assert record.marks == case["marks"]
    if "board_texts" in case:
        assert record.board_texts == {int(k): v for k, v in case["board_texts"].items()}
    game = record.replay(gomoku.Rules.parse(case["replay_rules"]))
    assert outcome_text(game) == case["outcome"]
    assert record.check_result(game) == case["check"]


def test_renjunet_stream():
    case = next(c for c in GOLDEN if c["format"] == "renjunet")
    records = list(gomoku.renjunet.iter_games(DATA / case["file"]))
    assert len(records) == len(case["games"])
    for record, want in zip(records, case["games"]):
        assert record.id == want["id"]
        assert text(record.moves) == want["moves"]
        assert (record.black, record.white, record.event) == (want["black"], want["white"], want["event"])
        assert record.rules_name == want["rules_name"]
        assert record.opening_name == want["opening"]
        assert record.black_score == want["black_score"]
        if want["check"] != "contradicts":
            assert outcome_text(record.replay()) == want.get("replayed", want["outcome"])
    with pytest.raises(gomoku.ResultContradictsError) as e:
        records[3].replay()
    assert (e.value.recorded, e.value.referee) == (gomoku.Color.BLACK, gomoku.Color.WHITE)
    assert outcome_text(records[1].replay()) == "white forbidden"


def test_every_kind_of_source():
    path = DATA / "renju-five.sgf"
    want = text(gomoku.Record.read_sgf(path).moves)
    assert text(gomoku.Record.read_sgf(path.read_text()).moves) == want
    assert text(gomoku.Record.read_sgf(path.read_bytes()).moves) == want
    with open(path, "rb") as f:
        assert text(gomoku.Record.read_sgf(f).moves) == want
    assert text(gomoku.Record.read_sgf(io.StringIO(path.read_text())).moves) == want
    with pytest.raises(TypeError):
        gomoku.Record.read_sgf(42)


def test_games_write_every_format():
    game = gomoku.Game(gomoku.Rules.renju())
    for m in "h8 i9 h9 i10 h10 i11 h11 i12 h12".split():
        game.push(m)
    sgf = game.to_sgf()
    assert sgf.startswith("(;FF[4]GM[4]SZ[15]RU[renju]RE[B+]")
    assert gomoku.Record.read_sgf(sgf).replay() == game
    assert gomoku.Record.read_sgf(game.to_sgf(rows="bottom"), rows="bottom").replay() == game
    assert gomoku.Record.read_psq(game.to_psq()).replay(gomoku.Rules.renju()) == game
    assert game.to_moves() == "h8 i9 h9 i10 h10 i11 h11 i12 h12"
    assert text(game.to_record().moves) == game.to_moves()
    setup = gomoku.Game.from_stones(gomoku.Rules.renju(), black=["h8"], white=[], turn=gomoku.Color.WHITE)
    with pytest.raises(gomoku.WriteSetupError):
        setup.to_psq()


def test_psq_header_and_sgf_rows():
    """What a record keeps of how it was written: PSQ's first line after the size, and the
    row convention an SGF record was read with (the strings `rows=` takes)."""
    psq_text = "Piskvorky 15x15, 11:11, 0\n8,8,1234\n9,7,250\n-1\nengine A vs B\n"
    psq = gomoku.Record.read_psq(psq_text)
    assert psq.psq_header == "11:11, 0" and psq.sgf_rows is None
    assert (psq.times, psq.trailer) == ([1234, 250], ["-1", "engine A vs B"])
    assert psq.write("psq") == psq.to_psq() == psq_text
    assert gomoku.Record.read_psq("Piskvorky 15x15\n8,8,0\n").psq_header is None
    assert gomoku.Record.read_psq("Piskvorky 15x15,  x ,\n").psq_header == " x ,"
    top = gomoku.Record.read_sgf(DATA / "renju-five.sgf")
    bottom = gomoku.Record.read_sgf(DATA / "renju-five-bottom.sgf", rows="bottom")
    assert (top.sgf_rows, bottom.sgf_rows) == ("top", "bottom")
    assert top.psq_header is None and bottom.psq_header is None
    # The name goes back into `rows=`: written and read with it, the same game.
    again = gomoku.Record.read_sgf(bottom.to_sgf(rows=bottom.sgf_rows), rows=bottom.sgf_rows)
    assert again.moves == bottom.moves and again.sgf_rows == "bottom"
    collection = gomoku.Record.read_sgf_collection("(;GM[4];B[hh])(;GM[4];B[ii])", rows="bottom")
    assert [r.sgf_rows for r in collection] == ["bottom", "bottom"]
    others = [
        gomoku.Record.read_moves("h8 i9"),
        gomoku.Record.read_renlib(DATA / "opening.lib"),
        gomoku.Game(gomoku.Rules.renju()).to_record(),
    ]
    assert [(r.sgf_rows, r.psq_header) for r in others] == [(None, None)] * 3
    with pytest.raises(AttributeError):
        top.sgf_rows = "bottom"


def test_bad_input_is_a_typed_error_with_its_position():
    with pytest.raises(gomoku.UnexpectedEndError) as e:
        gomoku.Record.read_sgf("(;GM[4]SZ[15]\n;B[hh]")
    assert (e.value.format, e.value.line, e.value.column) == ("sgf", 2, 7)
    assert isinstance(e.value, gomoku.ParseError) and isinstance(e.value, gomoku.GomokuError)
    with pytest.raises(gomoku.RecordOffBoardError) as e:
        gomoku.Record.read_psq("Piskvorky 15x15, 0\n8,8,0\n99,1,0\n")
    assert (e.value.x, e.value.y, e.value.size, e.value.line, e.value.column) == (98, 0, 15, 3, 1)
    with pytest.raises(gomoku.InvalidUtf8Error) as e:
        gomoku.Record.read_sgf(b"(;GM[4]C[\xff])")
    assert e.value.offset == 9
    with pytest.raises(gomoku.BadEscapeError) as e:
        gomoku.Record.read_sgf("(;GM[4]C[a\\")
    assert e.value.column == 11
    lib = (DATA / "opening.lib").read_bytes()
    with pytest.raises(gomoku.UnexpectedEndError) as e:
        gomoku.Record.read_renlib(lib[:-1])
    assert (e.value.format, e.value.line) == ("renlib", 0)
    with pytest.raises(gomoku.UnknownVersionError) as e:
        gomoku.Record.read_renlib(lib[:8] + b"\x07\x00" + lib[10:])
    assert (e.value.major, e.value.minor) == (7, 0)
    with pytest.raises(gomoku.IllegalRecordMoveError) as e:
        gomoku.Record.read_moves("h8 h9 h8").replay()
    assert (e.value.number, str(e.value.move), e.value.color) == (3, "h8", gomoku.Color.BLACK)
    assert isinstance(e.value.__cause__, gomoku.OccupiedError)
    assert isinstance(e.value, gomoku.ReplayError)
    record = gomoku.Record.read_sgf("(;GM[4]ZZ[kept];B[hh])")
    assert "ZZ[kept]" in record.to_sgf()


def test_deep_variations_do_not_overflow():
    sgf = "(;GM[4]" + "(;C[x]" * 10_000 + ")" * 10_001
    record = gomoku.Record.read_sgf(sgf)
    assert record.node_count == 10_001
    assert gomoku.Record.read_sgf(record.to_sgf()).node_count == 10_001


def test_the_renju_package_sgf_reads_with_rows_from_the_bottom():
    renju = pytest.importorskip("renju")
    board = renju.RenjuBoard("h8 i9 h9 i10 h10 i11 h11 i12 h12")
    sgf = board.to_sgf(black_name="Ann", white_name="Bo")
    record = gomoku.Record.read_sgf(sgf, rows="bottom")
    assert text(record.moves) == "h8 i9 h9 i10 h10 i11 h11 i12 h12"
    assert (record.black, record.winner) == ("Ann", gomoku.Color.BLACK)
    game = record.replay()
    assert record.check_result(game) == "agrees"
    # Read with the standard convention the same file is another (mirrored) game.
    assert text(gomoku.Record.read_sgf(sgf).moves) != text(record.moves)


def test_ours_read_back_by_the_renju_package():
    renju = pytest.importorskip("renju")
    game = gomoku.Game(gomoku.Rules.renju())
    for m in "h8 i9 j10 g7 k8".split():
        game.push(m)
    board = renju.RenjuBoard.from_sgf(game.to_sgf(rows="bottom"))
    assert board.get_pos(separator=" ").split() == game.to_moves().split()


def soosorv_game():
    game = gomoku.Game(gomoku.Rules.renju(), opening="soosorv-8")
    for p in ["h8", "h9", "j10"]:
        game.place(p)
    game.swap()
    game.place("g10")
    game.declare(2)
    game.keep()
    game.offer(["g8", "i8"])
    game.pick("i8")
    game.push("k11")
    return game


def test_the_opening_and_its_actions_go_into_sgf_and_back():
    """The history reaches the record (RULES.md §11): SGF OR/OA/OD, replayed."""
    game = soosorv_game()
    game.offer_draw(gomoku.Color.BLACK)
    sgf = game.to_sgf()
    assert "OR[soosorv-8]OA[h8][h9][j10][swap][g10][declare 2][keep][offer g8 i8][pick i8]OD[B]" in sgf
    record = gomoku.Record.read_sgf(sgf)
    assert record.opening == gomoku.Opening.soosorv(8) == game.opening
    assert record.opening_actions == game.opening_actions
    assert record.draw_offer is gomoku.Color.BLACK
    back = record.replay()
    assert back == game
    assert back.opening_actions == game.opening_actions and back.draw_offer == game.draw_offer
    # Move text keeps the moves only.
    plain = gomoku.Record.read_moves(game.to_moves()).replay()
    assert plain.moves == game.moves and plain.opening is None and plain.draw_offer is None


def test_endings_in_each_format():
    agreed = gomoku.Game.from_moves(gomoku.Rules.renju(), "h8")
    agreed.offer_draw(gomoku.Color.WHITE)
    agreed.accept_draw(gomoku.Color.BLACK)
    assert "RE[0]" in agreed.to_sgf()
    assert gomoku.Record.read_sgf(agreed.to_sgf()).replay() == agreed
    assert gomoku.Record.read_psq(agreed.to_psq()).replay(gomoku.Rules.renju()).outcome() is None


def test_opening_replay_errors():
    with pytest.raises(gomoku.ReplayOpeningActionError) as e:
        gomoku.Record.read_sgf("(;GM[4]OR[rif]OA[h8][swap];B[hh])").replay()
    assert e.value.index == 1 and isinstance(e.value.__cause__, gomoku.OpeningError)
    with pytest.raises(gomoku.OpeningStoneError) as stone:
        gomoku.Record.read_sgf("(;GM[4]OR[rif]OA[h8];B[ii])").replay()
    assert stone.value.number == 1
    with pytest.raises(gomoku.OpeningStartError):
        gomoku.Record.read_sgf("(;GM[4]AB[aa]OR[rif]OA[h8];B[hh])").replay()
    with pytest.raises(gomoku.ReplayOpeningError):
        gomoku.Record.read_sgf("(;GM[4]SZ[5]RU[freestyle]OR[rif]OA[c3];B[cc])").replay()


def test_renjunet_opening_attributes(tmp_path):
    xml = (
        "<database><rules><rule id='1' name='Soosorv-8'/></rules><games>"
        "<game id='1' rule='1' alt='i10 g8' swap='2'><move>h8 h9 j10</move></game>"
        "</games></database>"
    )
    path = tmp_path / "opening.rif"
    path.write_text(xml)
    (record,) = list(gomoku.renjunet.iter_games(path))
    assert record.opening == gomoku.Opening.soosorv(8)
    assert (record.swaps, record.offers) == (2, 2)
    assert [str(p) for p in record.offered] == ["g8", "i10"]
    assert record.opening_actions == [] and record.opening_name is None


def test_set_ups_below_the_root_replay():
    record = gomoku.Record.read_sgf("(;GM[4]SZ[15];B[hh];AW[aa]PL[W];W[ii])")
    game = record.replay(gomoku.Rules.freestyle())
    assert "AB[hh]AW[aa]PL[W]" in game.to_sgf()
    with pytest.raises(gomoku.WriteSetupError):
        record.to_moves()


def test_tree_navigation():
    """Variations in Python (RULES.md §11: the main line is the first child)."""
    record = gomoku.Record.read_sgf("(;GM[4]C[root];B[hh]C[centre](;W[ig];B[jj])(;W[ii]XY[1][2])(;B[]))")
    root = record.root
    assert root.index == 0 and root.parent is None and root.comment == "root" and root.move is None
    (h8,) = root.children
    assert (h8.color, str(h8.move), h8.comment) == (gomoku.Color.BLACK, "h8", "centre")
    assert h8.parent == root and record.node(1) == h8 and hash(h8) == hash(record.node(1))
    i9, i8, passed = h8.children
    assert [n.index for n in record.main_line] == [1, 2, 3]
    assert record.main_line[1] == i9 and i9.children[0].parent == i9
    assert i8.properties == [("XY", ["1", "2"])] and i8.children == []
    assert (passed.color, passed.move) == (gomoku.Color.BLACK, None)
    lines = [[str(n.move) for n in line] for line in record.variations()]
    assert lines == [["h8", "i9", "j6"], ["h8", "i7"], ["h8", "None"]]
    assert "RecordNode 1 black h8" in repr(h8)
    with pytest.raises(IndexError):
        record.node(record.node_count)
    # RenLib: marks and board texts on the nodes.
    lib = gomoku.Record.read_renlib(DATA / "opening.lib")
    marked = [n for line in lib.variations() for n in line if n.mark]
    assert [str(n.move) for n in marked] == ["i9"] and marked[0].board_text == "a"


# ---- issue 25: the field's own files ----


@pytest.mark.parametrize(
    ("ru", "size", "rules"),
    [
        ("Renju", 15, gomoku.Rules.renju()),
        ("renju+pass=on", 15, gomoku.Rules.renju().with_pass(True)),
        ("freestyle+pass=on", 15, gomoku.Rules.freestyle().with_pass(True)),
        ("STANDARD", 19, gomoku.Rules.standard().with_size(19)),
        ("renjux", 15, None),
        ("renju/19", 15, None),
        ("Swap2", 15, None),
    ],
)
def test_sgf_ru_is_the_rules_text_read_exactly(ru, size, rules):
    record = gomoku.Record.read_sgf(f"(;GM[4]SZ[{size}]RU[{ru}];B[cc])")
    assert record.rules == rules
    assert record.rules_name == ru
    assert f"RU[{ru}]" in record.to_sgf()


def test_sgf_ru_opening_names_and_every_rules_value_written():
    assert gomoku.Record.read_sgf("(;GM[4]RU[Swap2];B[hh])").opening == gomoku.Opening.parse("swap2")
    record = gomoku.Record.read_sgf("(;GM[4]RU[RIF];B[hh])")
    assert (record.opening, record.rules) == (gomoku.Opening.parse("rif"), gomoku.Rules.renju())
    rules = gomoku.Rules.parse("freestyle/19+pass=on")
    game = gomoku.Game(rules)
    back = gomoku.Record.read_sgf(game.to_sgf())
    assert back.rules == rules


def test_sgf_setup_in_both_colours_is_an_overlap():
    record = gomoku.Record.read_sgf("(;GM[4]SZ[15]AB[hh]AW[hh];B[aa])")
    # A replay error, as every set-up a record gives; its cause is the overlap error of a
    # hand-made set-up.
    with pytest.raises(gomoku.ReplaySetupError) as e:
        record.replay(gomoku.Rules.freestyle())
    assert isinstance(e.value.__cause__, gomoku.OverlapError)
    with pytest.raises(gomoku.OverlapError):
        gomoku.Game.from_stones(gomoku.Rules.freestyle(), black=["h8"], white=["h8"])


def test_psq_line_shaped_as_a_move_is_an_error():
    with pytest.raises(gomoku.InvalidNumberError) as e:
        gomoku.Record.read_psq("Piskvorky 15x15, 0\n8,8,0\n8,8,abc\n9,9,0\n-1\n")
    assert (e.value.line, e.value.column) == (3, 5)


def test_renjunet_moves_are_never_lost_in_silence(tmp_path):
    path = tmp_path / "bad.rif"
    path.write_text(
        '<database><games><game id="1"><move>h8<b>i9</b>j8</move></game>'
        '<game id="2"><move>h8 i9</move></game></games></database>'
    )
    games = gomoku.renjunet.iter_games(path)
    with pytest.raises(gomoku.RecordSyntaxError) as e:
        next(games)
    assert e.value.offset > 30
    assert text(next(games).moves) == "h8 i9"


def test_renlib_comments_in_their_code_page():
    lib = bytes([0xFF, *b"RenLib", 0xFF, 3, 4, *[0xFF] * 10, 0x00, 0x02, 0x78, 0x48])
    lib += bytes([0xBB, 0xA8, 0xD4, 0xC2, 0x08, 0xB1, 0xD8, 0xCA, 0xA4, 0x00])
    assert gomoku.Record.read_renlib(lib).node(1).comment == "花月\n必胜"
    western = gomoku.Record.read_renlib(lib, encoding="windows-1252")
    assert western.node(1).comment == "»¨ÔÂ\n±ØÊ¤"
    with pytest.raises(gomoku.UnknownEncodingError):
        gomoku.Record.read_renlib(lib, encoding="klingon")


def _game_85() -> str:
    """An 85-move SGF game (distinct points, Black first), as gomoku-core's
    tests/record_memory.rs writes it."""
    sgf = "(;GM[4]FF[4]SZ[15]RU[renju]PB[Ann]PW[Bo]EV[Cup]DT[2024-05-01]RE[B+R]"
    for i in range(85):
        x, y = i % 15, i // 15 * 2 % 15 + i % 2
        sgf += ";%s[%s%s]" % ("BW"[i % 2], chr(97 + x), chr(97 + y))
    return sgf + ")"


def _rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


@pytest.mark.skipif(not pathlib.Path("/proc/self/statm").exists(), reason="Linux /proc")
def test_an_85_move_record_holds_at_most_4_kib():
    # Issue 25: 13.4 KB a record before the nodes were made small. The resident memory
    # that 3000 records hold, each read from the same text, shared by them.
    sgf = _game_85()
    assert len(gomoku.Record.read_sgf(sgf).moves) == 85
    n = 3000
    before = _rss()
    records = [gomoku.Record.read_sgf(sgf) for _ in range(n)]
    per_record = (_rss() - before) / n
    print(f"an 85-move SGF record holds {per_record:.0f} bytes in Python")
    assert len(records) == n
    assert per_record <= 4096


def test_iter_sgf_collection_streams_games(tmp_path):
    text = "junk\n(;GM[4];B[hh])\n(;GM[4]PB[Ann];B[ii];W[jj])\n(;GM[4];B[zz])(;GM[4];B[aa])"
    path = tmp_path / "games.sgf"
    path.write_text(text)
    for source in (str(path), path, io.BytesIO(text.encode()), io.StringIO(text), open(path, "rb")):
        games = gomoku.Record.iter_sgf_collection(source)
        assert iter(games) is games
        first, second = next(games), next(games)
        assert [str(p) for p in first.moves] == ["h8"]
        assert second.black == "Ann" and len(second.moves) == 2
        with pytest.raises(gomoku.RecordOffBoardError) as err:
            next(games)
        assert (err.value.line, err.value.column, err.value.offset) == (4, 10, text.index("[zz]"))
        assert err.value.format == "sgf"
        # The error ends the stream, as read_sgf_collection stops there.
        assert list(games) == []
    bottom = gomoku.Record.iter_sgf_collection(io.StringIO("(;GM[4];B[aa])"), rows="bottom")
    assert [str(p) for p in next(bottom).moves] == ["a1"]


def test_iter_sgf_collection_bad_sources(tmp_path):
    with pytest.raises(TypeError):
        gomoku.Record.iter_sgf_collection(42)
    with pytest.raises(ValueError):
        gomoku.Record.iter_sgf_collection(io.StringIO(""), rows="sideways")
    with pytest.raises(FileNotFoundError):
        gomoku.Record.iter_sgf_collection(tmp_path / "missing.sgf")
    with pytest.raises(IsADirectoryError):
        gomoku.Record.iter_sgf_collection(tmp_path)

    class Broken(io.RawIOBase):
        def read(self, n: int = -1) -> bytes:
            raise OSError("disk on fire")

    # A file object's own exception comes out as it raised it.
    with pytest.raises(OSError, match="disk on fire"):
        next(gomoku.Record.iter_sgf_collection(Broken()))


ORC = (DATA / "dialect-orc.sgf").read_text()


def test_orc_game_center_read_leniently_with_warnings():
    # Strictly refused at the byte of `5A`, the first thing SGF does not allow.
    with pytest.raises(gomoku.RecordError) as err:
        gomoku.Record.read_sgf(ORC)
    assert err.value.offset == ORC.index("5A")
    games = gomoku.Record.read_sgf_collection(ORC, lenient=True)
    assert len(games) == 2
    first = games[0]
    kinds = [w.kind for w in first.warnings]
    assert kinds == ["game-number", "property-name", "fifth-move-offers", "rules-from-game-name", "empty-node"]
    w = first.warnings[2]
    assert isinstance(w, gomoku.RecordWarning)
    assert (w.offset, w.line, w.column) == (ORC.index("5A") + 2, 1, 21)
    assert "offers" in w.text
    assert [str(p) for p in first.offered] == ["g11", "i11"]
    assert first.rules_name == "RIF" and first.opening == gomoku.Opening.rif()
    assert first.replay().outcome().winner == gomoku.Color.WHITE
    assert [w.kind for w in games[1].warnings][0] == "skipped-text"
    assert gomoku.Record.read_sgf(ORC, lenient=True).warnings == first.warnings
    streamed = list(gomoku.Record.iter_sgf_collection(io.StringIO(ORC), lenient=True))
    assert [r.warnings for r in streamed] == [r.warnings for r in games]
    # A strict record has none.
    assert gomoku.Record.read_sgf("(;GM[4];B[hh])").warnings == []
