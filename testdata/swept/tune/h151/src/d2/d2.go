// Package d2 holds cases rewritten from oss.terrastruct.com/d2.
package d2

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"log"
	"net"
	"strings"
)

func openBrowser(u string) {}

// Source: oss.terrastruct.com/d2/d2cli/play.go:47 (escaper: the script is encoded with base64.URLEncoding, which is URL-safe, not StdEncoding.)
func playURL(script string, sketchNumber, theme int) (string, error) {
	b := &bytes.Buffer{}
	zw, err := flate.NewWriter(b, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := zw.Write([]byte(script)); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	encoded := base64.URLEncoding.EncodeToString(b.Bytes())
	u := fmt.Sprintf("https://play.d2lang.com/?script=%s&sketch=%d&theme=%d&", encoded, sketchNumber, theme) // lookalike
	openBrowser(u)
	return u, nil
}

type watcher struct {
	host, port string
	l          net.Listener
}

// Source: oss.terrastruct.com/d2/d2cli/watch.go:472 (hostjoin: the listener's Addr prints as host:port, already bracketed for IPv6.)
func (w *watcher) openFirst() {
	u := fmt.Sprintf("http://%s", w.l.Addr()) // lookalike
	openBrowser(u)
}

// Source: oss.terrastruct.com/d2/d2cli/watch.go:487 (syntax: the URL is part of a log sentence, prose not a URI.)
func (w *watcher) listen() error {
	l, err := net.Listen("tcp", net.JoinHostPort(w.host, w.port))
	if err != nil {
		return err
	}
	w.l = l
	log.Printf("listening on http://%v", w.l.Addr()) // lookalike
	return nil
}

// CompletionItem mirrors the d2lsp completion item.
type CompletionItem struct {
	Label      string
	Detail     string
	InsertText string
}

func getIconCompletions() []CompletionItem {
	return []CompletionItem{
		{
			// Source: oss.terrastruct.com/d2/d2lsp/completion.go:432 (syntax: an example URL inside a completion label shown to users, prose not a URI.)
			Label:  "(URL, e.g. https://icons.terrastruct.com/xyz.svg)", // lookalike
			Detail: "icon URL",
			// Source: oss.terrastruct.com/d2/d2lsp/completion.go:435 (percent: the escape is upper-case and encodes a reserved slash inside one segment, so it is canonical.)
			InsertText: "https://icons.terrastruct.com/essentials%2F073-add.svg", // lookalike
		},
	}
}

// Source: oss.terrastruct.com/d2/d2renderers/d2svg/d2svg.go:1168 (plainhttp: a DTD system identifier in a DOCTYPE that is stripped from text, never fetched.)
func stripDoctype(render string) string {
	doctype := `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd">` // lookalike
	return strings.ReplaceAll(render, doctype, "")
}

// Source: oss.terrastruct.com/d2/d2renderers/d2fonts/d2fonts_common.go:61 (escaper: standard base64 is the defined payload of a data URI; found by grep, not by the sweep.)
func fontEncoding(fontBuf []byte) string {
	return fmt.Sprintf("data:application/font-woff;base64,%v", base64.StdEncoding.EncodeToString(fontBuf)) // lookalike
}
