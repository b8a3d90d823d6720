package indigo

import (
	"crypto/sha256"
	"errors"
	"fmt"
)

const ATPROTO_LABEL_VERSION int64 = 1

// Label is an atproto moderation label; URI is the at:// URI of the labelled subject.
type Label struct {
	CreatedAt string
	SourceDID string
	URI       string
	Val       string
	Version   int64
	Sig       []byte
}

// LabelDefs_Label is the lexicon form of a label.
type LabelDefs_Label struct {
	Cts string
	Src string
	Uri string
	Val string
	Ver *int64
}

func (l *Label) unsignedBytes() []byte {
	return []byte(fmt.Sprintf("%d|%s|%s|%s|%s", l.Version, l.CreatedAt, l.SourceDID, l.URI, l.Val))
}

func (l *Label) Sign(key []byte) error {
	h := sha256.Sum256(append(key, l.unsignedBytes()...))
	l.Sig = h[:]
	return nil
}

func (l *Label) VerifySignature(key []byte) error {
	h := sha256.Sum256(append(key, l.unsignedBytes()...))
	if string(h[:]) != string(l.Sig) {
		return errors.New("label signature mismatch")
	}
	return nil
}

func (l *Label) ToLexicon() LabelDefs_Label {
	v := l.Version
	return LabelDefs_Label{Cts: l.CreatedAt, Src: l.SourceDID, Uri: l.URI, Val: l.Val, Ver: &v}
}

func FromLexicon(lex *LabelDefs_Label) Label {
	return Label{CreatedAt: lex.Cts, SourceDID: lex.Src, URI: lex.Uri, Val: lex.Val, Version: *lex.Ver}
}
