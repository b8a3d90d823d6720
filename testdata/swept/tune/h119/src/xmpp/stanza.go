package xmpp

import "encoding/xml"

// Source: gosrc.io/xmpp/stanza/msg_chat_state.go:16 (plainhttp: an XML namespace name in a struct tag, never fetched)
type StateActive struct {
	XMLName xml.Name `xml:"http://jabber.org/protocol/chatstates active"` // lookalike
}

// Source: gosrc.io/xmpp/stanza/stream_features.go:51 (plainhttp: an XML namespace name in a struct tag, never fetched)
type Caps struct {
	XMLName xml.Name `xml:"http://jabber.org/protocol/caps c"` // lookalike
	Hash    string   `xml:"hash,attr"`
}
