package watermill

import (
	"bytes"
	"html"
)

// Rewritten from the templ-generated views of
// _examples/real-world-examples/server-sent-events-htmx/views: static HTML is
// written into the page buffer.

func baseHead(buf *bytes.Buffer) error {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/server-sent-events-htmx/views/base_templ.go:26 (syntax: a chunk of HTML written to the page, the stylesheet URL inside it is an attribute value, the chunk is no URI)
	_, err := buf.WriteString("<!doctype html><html lang=\"en\"><head><title>Server Sent Events</title><link href=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css\" rel=\"stylesheet\" crossorigin=\"anonymous\"><style>\n .animated {\n animation: reaction-animation 0.5s;\n }\n </style></head><body><div class=\"container p-4\">") // lookalike
	return err
}

func baseScripts(buf *bytes.Buffer) error {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/server-sent-events-htmx/views/base_templ.go:34 (syntax: HTML with script tags whose src URLs are attribute values, the chunk is no URI)
	_, err := buf.WriteString("</div><script src=\"https://unpkg.com/htmx.org@1.9.11\"></script><script src=\"https://unpkg.com/htmx.org@1.9.11/dist/ext/sse.js\"></script></body></html>") // lookalike
	return err
}

func idlePage(buf *bytes.Buffer, title string) error {
	// Source: github.com/ThreeDotsLabs/watermill/_examples/real-world-examples/server-sent-events-htmx/views/pages_templ.go:124 (syntax: HTML of the paused page with an hx-get path in an attribute, the chunk is no URI)
	_, err := buf.WriteString("<div class=\"row\" id=\"main\"><div class=\"card mb-3\"><div class=\"card-body\"><h5 class=\"card-title mb-2\">Paused to save resources.</h5><button class=\"btn btn-outline-secondary m-1\" hx-get=\"/posts\" hx-target=\"#main\" hx-swap=\"outerHTML\">Reload</button></div></div></div>") // lookalike
	if err != nil {
		return err
	}
	_, err = buf.WriteString(html.EscapeString(title))
	return err
}
