// Package xmpp holds cases rewritten from github.com/xmppo/go-xmpp.
package xmpp

import (
	"encoding/xml"
	"fmt"
	"os"
	"strings"
)

// Source: github.com/xmppo/go-xmpp/xmpp.go:180 (hostform: the literal is a scheme prefix cut off the HTTP_PROXY value, not a URI that lacks a host)
func proxyTarget() (string, bool) {
	httpProxy := os.Getenv("HTTP_PROXY")
	return strings.CutPrefix(httpProxy, "socks5://") // lookalike
}

// Source: github.com/xmppo/go-xmpp/xmpp.go:2088 (plainhttp: the http URIs are XML namespace names written into a stanza, never fetched)
func sendHTML(to, text, sid, id string) string {
	return fmt.Sprintf("<message to='%s'><body>%s</body><origin-id xmlns='%s' id='%s'/>"+
		"<html xmlns='http://jabber.org/protocol/xhtml-im'><body xmlns='http://www.w3.org/1999/xhtml'>%s</body>"+ // lookalike
		"</html></message>\n",
		to, text, sid, id, text)
}

// Source: github.com/xmppo/go-xmpp/xmpp.go:2107 (syntax: an encoding/xml tag whose space separates the namespace from the local name, not a URI with a raw space)
type streamFeatures struct {
	XMLName xml.Name `xml:"http://etherx.jabber.org/streams features"` // lookalike
}

// Source: github.com/xmppo/go-xmpp/xmpp.go:2118 (syntax: an encoding/xml tag whose space separates the namespace from the local name, not a URI with a raw space)
type streamError struct {
	XMLName xml.Name `xml:"http://etherx.jabber.org/streams error"` // lookalike
}
