package websocket

import (
	"html/template"
	"net/http"
)

// Source: github.com/gorilla/websocket/examples/filewatch/main.go:171 (syntax: the ws URL sits inside HTML/JS template text with template placeholders for host and query, filled at render time)
const homeHTML = "<script>var conn = new WebSocket(\"ws://{{.Host}}/ws?lastMod={{.LastMod}}\");</script>" // lookalike

var filewatchTempl = template.Must(template.New("").Parse(homeHTML))

func serveHome(w http.ResponseWriter, r *http.Request) {
	var v = struct {
		Host    string
		LastMod string
	}{r.Host, "0"}
	filewatchTempl.Execute(w, &v)
}
