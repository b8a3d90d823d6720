// Package xmpp holds cases rewritten from mellium.im/xmpp.
package xmpp

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
)

// Source: mellium.im/xmpp/stream/doc.go:14 (plainhttp: an XML namespace name that is compared, never fetched)
const NSStream = "http://etherx.jabber.org/streams" // lookalike

func streamHeader(ns string) string {
	return fmt.Sprintf("<stream:stream xmlns='%s' xmlns:stream='%s' version='1.0'>", ns, NSStream)
}

// Invitation is a mediated MUC invitation.
type Invitation struct {
	To     string `xml:"to,attr"`
	Reason string `xml:"reason"`
}

// HandleMessage decodes an invitation from a message.
func HandleMessage(r io.Reader) (Invitation, error) {
	d := xml.NewDecoder(r)
	msg := struct {
		// Source: mellium.im/xmpp/muc/muc.go:145 (syntax: an encoding/xml struct tag is a namespace name and a local name separated by a space, not a URI)
		X Invitation `xml:"http://jabber.org/protocol/muc#user x"` // lookalike
	}{}
	err := d.Decode(&msg)
	return msg.X, err
}

// RequestNext is a result set management request for the next page.
type RequestNext struct {
	// Source: mellium.im/xmpp/paging/types.go:45 (syntax: an encoding/xml struct tag is a namespace name and a local name separated by a space, not a URI)
	XMLName xml.Name `xml:"http://jabber.org/protocol/rsm set"` // lookalike
	Max     uint64   `xml:"max,omitempty"`
	After   string   `xml:"after,omitempty"`
}

const hostMetaXML = "/.well-known/host-meta"

// Source: mellium.im/xmpp/internal/discover/lookup.go:154 (pathjoin: path.Join gets a domain and a path, and the scheme is prefixed only after the join)
func lookupHostMeta(ctx context.Context, client *http.Client, name string) (*http.Response, error) {
	u, err := url.Parse("https://" + path.Join(name, hostMetaXML)) // lookalike
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

// ParseURI parses an xmpp URI.
func ParseURI(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "xmpp" {
		return nil, fmt.Errorf("uri: wrong scheme %q", u.Scheme)
	}
	return u, nil
}

// ToIRI returns the IRI form of an xmpp URI.
func ToIRI(raw string) string {
	s, err := url.PathUnescape(raw)
	if err != nil {
		return raw
	}
	return s
}

// Link is an XRD link.
type Link struct {
	Rel  string `xml:"rel,attr"`
	Href string `xml:"href,attr"`
}

// XRD is a host-meta document.
type XRD struct {
	XMLName xml.Name `xml:"XRD"`
	Links   []Link   `xml:"Link"`
}
