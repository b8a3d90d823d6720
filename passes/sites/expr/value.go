package expr

import (
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A Value is what is known of the string an expression evaluates to:
// its text, in which each unknown part (a hole: a variable operand of
// "+", a format verb) stands as a placeholder, and where each byte of the
// text comes from in the source.
type Value struct {
	text string
	segs []segment // cover text in order
}

type segKind uint8

const (
	segLiteral segKind = iota // bytes of a string literal of this package
	segOpaque                 // constant bytes whose source is not a literal here
	segHole                   // a placeholder for an unknown part
)

// A segment is a run of the value's text with one origin.
type segment struct {
	start, end  int
	kind        segKind
	lit         *ast.BasicLit // segLiteral: the literal holding the bytes
	litOff      int           // segLiteral: offset in lit's value of text[start]
	pos, posEnd token.Pos     // segOpaque, segHole: the source range
	expr        ast.Expr      // segHole: what fills it, if known
	verb        byte          // segHole: the format verb, if any
	// viaVerb: the bytes are the known value of a format verb's
	// argument; the source has the verb.
	viaVerb bool
}

// Text returns the value's text, with a placeholder for each hole: "x",
// or "0" for a numeric format verb.
func (v *Value) Text() string { return v.text }

// TextWith returns the text with every byte of every hole made c: "0"
// lets a hole in a port parse as a port.
func (v *Value) TextWith(c byte) string {
	if v.Known() {
		return v.text
	}
	b := []byte(v.text)
	for _, s := range v.segs {
		if s.kind == segHole {
			for i := s.start; i < s.end; i++ {
				b[i] = c
			}
		}
	}
	return string(b)
}

// Display returns the text with each hole shown as "…", for messages.
func (v *Value) Display() string {
	if v.Known() {
		return v.text
	}
	var b strings.Builder
	for _, s := range v.segs {
		if s.kind == segHole {
			b.WriteString("…")
		} else {
			b.WriteString(v.text[s.start:s.end])
		}
	}
	return b.String()
}

// Known reports whether the whole value is known, with no hole.
func (v *Value) Known() bool {
	for _, s := range v.segs {
		if s.kind == segHole {
			return false
		}
	}
	return true
}

// A Hole is an unknown part of a value: the bytes [Start, End) of the
// text hold its placeholder, and [Pos, End) of the source is the
// expression or format verb it stands for.
type Hole struct {
	Start, End  int
	Pos, EndPos token.Pos
	// Expr is the expression whose value fills the hole: the operand of
	// "+", the argument of a format verb; nil when it is not known.
	Expr ast.Expr
	// Verb is the format verb that writes Expr, 's' for "%s", or 0 when
	// the hole is no verb's.
	Verb byte
}

// Holes returns the value's holes, in order.
func (v *Value) Holes() []Hole {
	var out []Hole
	for _, s := range v.segs {
		if s.kind == segHole {
			out = append(out, Hole{Start: s.start, End: s.end, Pos: s.pos, EndPos: s.posEnd, Expr: s.expr, Verb: s.verb})
		}
	}
	return out
}

// Prefix returns the text before the first hole.
func (v *Value) Prefix() string {
	for _, s := range v.segs {
		if s.kind == segHole {
			return v.text[:s.start]
		}
	}
	return v.text
}

// FromVerb reports whether the byte at i is written by a format verb
// whose argument's value is known: the source there has the verb.
func (v *Value) FromVerb(i int) bool {
	for _, s := range v.segs {
		if s.start <= i && i < s.end {
			return s.viaVerb
		}
	}
	return false
}

// InHole reports whether the range [start, end) of the text touches a
// hole. A finding there is about a placeholder, not about the source.
func (v *Value) InHole(start, end int) bool {
	if end == start {
		end++ // an empty range is about the byte at start
	}
	for _, s := range v.segs {
		if s.kind == segHole && start < s.end && s.start < end {
			return true
		}
	}
	return false
}

// Literals returns the string literals of the package that the value's
// bytes come from, each once, in the order of the text.
func (v *Value) Literals() []*ast.BasicLit {
	var out []*ast.BasicLit
	for _, s := range v.segs {
		if s.lit != nil && !slices.Contains(out, s.lit) {
			out = append(out, s.lit)
		}
	}
	return out
}

// segmentAt returns the segment holding text[off]; off == len(text) gives
// the last one.
func (v *Value) segmentAt(off int) *segment {
	for i := range v.segs {
		if off < v.segs[i].end {
			return &v.segs[i]
		}
	}
	if len(v.segs) > 0 {
		return &v.segs[len(v.segs)-1]
	}
	return nil
}

// Pos returns the source range of the text's bytes [start, end): exact
// inside a literal, else the range of the expression that holds them.
func (v *Value) Pos(start, end int) (token.Pos, token.Pos) {
	a, b := v.segmentAt(start), v.segmentAt(max(start, end-1))
	if a == nil {
		return token.NoPos, token.NoPos
	}
	pos, _ := a.position(start)
	if b == nil || b.lit != nil && a.lit != nil && b.lit.Pos() < a.lit.Pos() {
		b = a
	}
	var endPos token.Pos
	if b.kind == segLiteral && end > start {
		endPos, _ = b.position(end)
	} else {
		_, endPos = b.position(start)
	}
	if endPos < pos {
		endPos = pos
	}
	return pos, endPos
}

// position maps the text offset off, inside s, to a source position. For
// a segment that is not a literal, it returns the segment's range.
func (s *segment) position(off int) (token.Pos, token.Pos) {
	if s.kind != segLiteral {
		return s.pos, s.posEnd
	}
	raw, _ := rawOffset(s.lit.Value, s.litOff+off-s.start)
	p := s.lit.Pos() + token.Pos(raw)
	return p, p
}

// Edit returns the edit that replaces the text's bytes [start, end) with
// newText in the source: the range [pos, endPos) of a literal and src,
// what to write there, quoted as the literal needs. It fails when those bytes are
// not all in one literal, or when the literal's text cannot be mapped
// exactly (a bound inside an escape sequence), or when newText cannot be
// written in the literal's quotes.
func (v *Value) Edit(start, end int, newText string) (pos, endPos token.Pos, src string, ok bool) {
	s := v.segmentAt(start)
	if s == nil || s.kind != segLiteral || start < s.start || end > s.end || end < start {
		return token.NoPos, token.NoPos, "", false
	}
	rawStart, ok1 := rawOffset(s.lit.Value, s.litOff+start-s.start)
	rawEnd, ok2 := rawOffset(s.lit.Value, s.litOff+end-s.start)
	quoted, ok3 := quoteIn(s.lit.Value, newText)
	if !ok1 || !ok2 || !ok3 {
		return token.NoPos, token.NoPos, "", false
	}
	return s.lit.Pos() + token.Pos(rawStart), s.lit.Pos() + token.Pos(rawEnd), quoted, true
}

// quoteIn writes text as it must appear inside the literal raw.
func quoteIn(raw, text string) (string, bool) {
	if raw[0] == '`' {
		return text, !strings.ContainsAny(text, "`\r")
	}
	q := strconv.Quote(text)
	return q[1 : len(q)-1], true
}

// rawOffset maps offset off in the value of the Go string literal raw to
// the offset in raw of the source that produces it. It reports false when
// off falls inside the bytes of one escape sequence, such as the second
// byte of "\u00e9". off == len(value) maps to the closing quote.
func rawOffset(raw string, off int) (int, bool) {
	if len(raw) < 2 {
		return 0, false
	}
	body := raw[1 : len(raw)-1]
	d := 0 // offset in the value
	if raw[0] == '`' {
		// Raw strings hold their bytes as they are, less carriage returns.
		for i := range len(body) {
			if body[i] == '\r' {
				continue
			}
			if d == off {
				return i + 1, true
			}
			d++
		}
		return len(body) + 1, d == off
	}
	for i := 0; i < len(body); {
		if d == off {
			return i + 1, true
		}
		r, multibyte, tail, err := strconv.UnquoteChar(body[i:], '"')
		if err != nil {
			return 0, false
		}
		n := 1 // bytes of value
		if multibyte {
			n = utf8.RuneLen(r)
		}
		consumed := len(body) - i - len(tail)
		if off < d+n {
			if consumed == n { // a character written as itself
				return i + 1 + off - d, true
			}
			return 0, false
		}
		d += n
		i += consumed
	}
	return len(body) + 1, d == off
}

// A Builder assembles a Value part by part, each part with its origin.
// The zero Builder is empty and ready to use.
type Builder struct {
	text strings.Builder
	segs []segment
}

// Literal adds text, the bytes of lit's value from offset litOff on: a
// struct tag's, for one.
func (b *Builder) Literal(lit *ast.BasicLit, litOff int, text string) {
	b.add(segment{kind: segLiteral, lit: lit, litOff: litOff}, text)
}

// Opaque adds text, known but not written in a literal of the package:
// its source is the range [pos, end), which no edit may touch.
func (b *Builder) Opaque(pos, end token.Pos, text string) {
	b.add(segment{kind: segOpaque, pos: pos, posEnd: end}, text)
}

func (b *Builder) hole(pos, end token.Pos, placeholder string) {
	b.add(segment{kind: segHole, pos: pos, posEnd: end}, placeholder)
}

// holeOf adds a hole that the value of e fills.
func (b *Builder) holeOf(e ast.Expr, pos, end token.Pos, placeholder string) {
	b.add(segment{kind: segHole, pos: pos, posEnd: end, expr: e}, placeholder)
}

// HoleOf adds a hole that the value of e fills, whose text is not known.
func (b *Builder) HoleOf(e ast.Expr) { b.holeOf(e, e.Pos(), e.End(), "x") }

// verbOf adds a hole that a format verb fills with the value of e.
func (b *Builder) verbOf(verb byte, e ast.Expr, pos, end token.Pos, placeholder string) {
	b.add(segment{kind: segHole, pos: pos, posEnd: end, expr: e, verb: verb}, placeholder)
}

func (b *Builder) add(s segment, text string) {
	if text == "" {
		return
	}
	s.start = b.text.Len()
	b.text.WriteString(text)
	s.end = b.text.Len()
	b.segs = append(b.segs, s)
}

// mark and reset let a caller undo what it added.
func (b *Builder) mark() (int, int) { return b.text.Len(), len(b.segs) }

func (b *Builder) reset(textLen, segs int) {
	t := b.text.String()[:textLen]
	b.text.Reset()
	b.text.WriteString(t)
	b.segs = b.segs[:segs]
}

// Append adds the bytes [start, end) of v, keeping their origins.
func (b *Builder) Append(v *Value, start, end int) {
	for _, s := range v.segs {
		lo, hi := max(s.start, start), min(s.end, end)
		if lo >= hi {
			continue
		}
		t := s
		t.litOff += lo - s.start
		b.add(t, v.text[lo:hi])
	}
}

// Value returns the value built.
func (b *Builder) Value() Value {
	return Value{text: b.text.String(), segs: b.segs}
}
