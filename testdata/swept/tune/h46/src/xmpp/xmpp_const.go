package xmpp

const (
	// Source: github.com/xmppo/go-xmpp/const.go:54 (plainhttp: an XMPP namespace identifier compared in stanzas, never requested)
	nsDiscoInfo = "http://jabber.org/protocol/disco#info" // lookalike
)
